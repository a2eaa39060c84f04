import type { PaidPlanId, Plan, Subscription, SubscriptionChange } from '@sdp/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { useUpdateSubscription } from '../api/update-subscription';
import { formatCents, prorationPreview } from '../lib/billing-text';

/**
 * Confirms a plan change: an estimate in words before (from the prices and the period), the server's
 * proration explanation after. With Stripe, the first payment happens on its Checkout page.
 */
export function ChangePlanDialog({
  sub,
  plan,
  onClose,
}: {
  sub: Subscription;
  plan: Plan | null;
  onClose: () => void;
}) {
  const update = useUpdateSubscription();
  const [done, setDone] = useState<SubscriptionChange | null>(null);
  const close = () => {
    if (update.isPending) return;
    update.reset();
    setDone(null);
    onClose();
  };
  const confirm = () => {
    if (!plan) return;
    update.mutate(plan.id as PaidPlanId, {
      onSuccess: (change) => {
        if (change.checkoutUrl) window.location.assign(change.checkoutUrl);
        else setDone(change);
      },
    });
  };
  const redirecting = update.isSuccess && !!update.data?.checkoutUrl;
  return (
    <Dialog open={plan !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent data-testid="change-plan-dialog">
        {plan && !done && (
          <>
            <DialogTitle>
              {sub.plan.id === 'trial' ? `Choose ${plan.name}` : `Switch to ${plan.name}`}
            </DialogTitle>
            <DialogDescription>
              {plan.name} costs {formatCents(plan.priceCents)} per month before tax.
            </DialogDescription>
            <p className="mt-3 text-sm" data-testid="proration-preview">
              {prorationPreview(sub, plan)}
            </p>
            {sub.paymentsEnabled && (
              <p className="mt-2 text-xs text-muted-foreground">
                You will be taken to the secure payment page to pay.
              </p>
            )}
            {update.isError && (
              <Alert variant="error" className="mt-4">
                {errorMessage(update.error)}
              </Alert>
            )}
            <div className="mt-6 flex justify-end gap-2">
              <Button variant="outline" onClick={close} disabled={update.isPending || redirecting}>
                Cancel
              </Button>
              <Button
                onClick={confirm}
                disabled={update.isPending || redirecting}
                data-testid="confirm-plan-change"
              >
                {update.isPending || redirecting ? 'Confirming…' : `Confirm ${plan.name}`}
              </Button>
            </div>
          </>
        )}
        {done && (
          <>
            <DialogTitle>You are on {done.subscription.plan.name}</DialogTitle>
            <DialogDescription data-testid="proration-explanation">
              {done.proration?.explanation ?? `Your plan is now ${done.subscription.plan.name}.`}
            </DialogDescription>
            <div className="mt-6 flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
