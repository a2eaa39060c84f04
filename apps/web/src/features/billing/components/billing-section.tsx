import { type Plan, type Subscription, TRIAL_DAYS } from '@sdp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { InvoiceList } from '@/features/invoices';
import { SettingsSection } from '@/features/settings';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formatMediumDate } from '@/lib/format';
import { useSubscription } from '../api/get-subscription';
import { invalidateBillingQueries } from '../api/keys';
import { useOpenPortal } from '../api/open-portal';
import { useReactivateSubscription } from '../api/reactivate-subscription';
import {
  formatCents,
  STATUS_LABELS,
  STATUS_VARIANT,
  trialDaysText,
  trialProgress,
} from '../lib/billing-text';
import { AccessBanner } from './access-banner';
import { BillingDetailsForm } from './billing-details-form';
import { checkoutOutcome } from './billing-return';
import { CancelDialog } from './cancel-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { PlanCards } from './plan-cards';
import { UsageBars } from './usage-bars';

const DESCRIPTION =
  "Your team's plan, trial and usage, the details printed on invoices, and the invoices themselves. Team owners change the plan.";

function TrialProgress({ sub }: { sub: Subscription }) {
  const pct = trialProgress(sub, TRIAL_DAYS);
  if (pct === null || sub.trialDaysLeft === null) return null;
  return (
    <div className="space-y-1" data-testid="trial-progress">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium">{trialDaysText(sub.trialDaysLeft)}</span>
        {sub.trialEndsAt && (
          <span className="text-muted-foreground">Ends {formatMediumDate(sub.trialEndsAt)}</span>
        )}
      </div>
      <div
        role="progressbar"
        aria-label="Trial used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** Plan, status, period, cancel / reactivate and the card portal. */
function CurrentPlan({ sub, onCancel }: { sub: Subscription; onCancel: () => void }) {
  const reactivate = useReactivateSubscription();
  const portal = useOpenPortal();
  const paid = sub.status === 'active' || sub.status === 'past_due';
  return (
    <div className="space-y-4 rounded-lg border border-border p-4" data-testid="current-plan">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">
          {sub.plan.name}
          {sub.plan.priceCents > 0 && (
            <span className="font-normal text-muted-foreground">
              {' '}
              · {formatCents(sub.plan.priceCents)} / month
            </span>
          )}
        </h3>
        <Badge variant={STATUS_VARIANT[sub.status]}>{STATUS_LABELS[sub.status]}</Badge>
      </div>
      <TrialProgress sub={sub} />
      {paid && sub.currentPeriodEnd && !sub.cancelAtPeriodEnd && (
        <p className="text-sm text-muted-foreground">Renews on {formatMediumDate(sub.currentPeriodEnd)}.</p>
      )}
      {sub.cancelAtPeriodEnd && (
        <p className="text-sm" data-testid="cancel-notice">
          Cancels at the end of the period on{' '}
          {sub.currentPeriodEnd ? formatMediumDate(sub.currentPeriodEnd) : '–'}.
        </p>
      )}
      {sub.canManage ? (
        <div className="flex flex-wrap gap-2">
          {sub.cancelAtPeriodEnd ? (
            <Button size="sm" disabled={reactivate.isPending} onClick={() => reactivate.mutate()}>
              {reactivate.isPending ? 'Reactivating…' : 'Reactivate'}
            </Button>
          ) : paid ? (
            <Button size="sm" variant="outline" onClick={onCancel}>
              Cancel subscription
            </Button>
          ) : null}
          {sub.paymentsEnabled && (
            <Button size="sm" variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
              <CreditCard aria-hidden="true" />
              {portal.isPending ? 'Opening…' : 'Manage cards'}
            </Button>
          )}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          Only team owners can change the plan or the billing details.
        </p>
      )}
      {reactivate.isError && <Alert variant="error">{errorMessage(reactivate.error)}</Alert>}
      {portal.isError && <Alert variant="error">{errorMessage(portal.error)}</Alert>}
    </div>
  );
}

/** Back from Stripe: what happened, until the webhook has moved the plan on. */
function CheckoutNotice({ sub }: { sub: Subscription }) {
  const outcome = checkoutOutcome(useLocation().search);
  const waiting = outcome === 'success' && sub.status !== 'active';
  const qc = useQueryClient();
  // The plan moves on with Stripe's webhook (pushed as user:subscription); read again meanwhile too.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void invalidateBillingQueries(qc), 2000);
    return () => clearInterval(timer);
  }, [waiting, qc]);
  if (outcome === 'canceled')
    return <Alert data-testid="checkout-notice">Checkout was canceled; your plan is unchanged.</Alert>;
  if (waiting)
    return (
      <Alert data-testid="checkout-notice">
        Payment received. Your plan changes as soon as Stripe confirms it, usually within seconds.
      </Alert>
    );
  return null;
}

function BillingBody({ sub }: { sub: Subscription }) {
  const [choosing, setChoosing] = useState<Plan | null>(null);
  const [canceling, setCanceling] = useState(false);
  return (
    <div className="space-y-6">
      <CheckoutNotice sub={sub} />
      <AccessBanner sub={sub} inSettings />
      <CurrentPlan sub={sub} onCancel={() => setCanceling(true)} />
      <UsageBars usage={sub.usage} />
      <PlanCards sub={sub} onChoose={setChoosing} />
      <BillingDetailsForm canManage={sub.canManage} />
      <div className="space-y-3">
        <h3 className="text-sm font-medium">Invoices</h3>
        <InvoiceList />
      </div>
      <ChangePlanDialog sub={sub} plan={choosing} onClose={() => setChoosing(null)} />
      <CancelDialog open={canceling} periodEnd={sub.currentPeriodEnd} onClose={() => setCanceling(false)} />
    </div>
  );
}

/**
 * Settings → Billing (docs/billing.md): hidden when billing is off (every account unlimited).
 * A link to /settings#billing lands here once the section has its height.
 */
export function BillingSection() {
  const subscription = useSubscription();
  const { hash } = useLocation();
  const ready = subscription.isSuccess && subscription.data.billingEnabled;
  useEffect(() => {
    if (ready && hash === '#billing') document.getElementById('billing')?.scrollIntoView?.();
  }, [ready, hash]);
  if (subscription.isSuccess && !subscription.data.billingEnabled) return null;
  // A server without the billing module answers 404: nothing to show either.
  if (subscription.isError && subscription.error instanceof ApiError && subscription.error.status === 404)
    return null;
  return (
    <SettingsSection id="billing" title="Billing" description={DESCRIPTION}>
      {subscription.isPending ? (
        <div className="space-y-3">
          <span role="status" className="sr-only">
            Loading billing
          </span>
          <Skeleton className="h-28" />
          <Skeleton className="h-48" />
        </div>
      ) : subscription.isError ? (
        <RetryAlert
          message="Could not load billing"
          error={subscription.error}
          onRetry={() => subscription.refetch()}
        />
      ) : (
        <BillingBody sub={subscription.data} />
      )}
    </SettingsSection>
  );
}
