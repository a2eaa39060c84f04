import { cancelSubscriptionBodySchema } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { formatMediumDate } from '@/lib/format';
import { useCancelSubscription } from '../api/cancel-subscription';

/** Cancel at the end of the period, with a required reason (sent to the server). */
export function CancelDialog({
  open,
  periodEnd,
  onClose,
}: {
  open: boolean;
  periodEnd: string | null;
  onClose: () => void;
}) {
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    setReason('');
    setError(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = cancelSubscriptionBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please give a reason');
      return;
    }
    setError(null);
    cancel.mutate(parsed.data.reason, { onSuccess: close });
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent data-testid="cancel-subscription-dialog">
        <DialogTitle>Cancel subscription</DialogTitle>
        <DialogDescription>
          Your plan stays until the end of the period
          {periodEnd ? ` on ${formatMediumDate(periodEnd)}` : ''}; you can reactivate until then.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-2">
          <Label htmlFor="cancel-reason">Why are you canceling?</Label>
          <Textarea
            id="cancel-reason"
            value={reason}
            maxLength={1000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'cancel-reason-error' : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id="cancel-reason-error" className="text-xs text-red-300">
              {error}
            </p>
          )}
          {cancel.isError && <Alert variant="error">{errorMessage(cancel.error)}</Alert>}
          <div className="flex justify-end gap-2 pt-4">
            <Button variant="outline" onClick={close} disabled={cancel.isPending}>
              Keep my plan
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Canceling…' : 'Cancel subscription'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
