import type { TrackingNumber } from '@sdp/shared';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast-store';
import { useRemoveNumber } from '../api/calls';
import { NumberPicker } from './number-picker';
import { RecordingSwitch } from './recording-switch';

export interface TrackingTerms {
  consentSource: string;
  numberPerMonth: number;
}

/** One site's tracking number (remove, release, recording), or the picker to get one. */
export function SiteNumber({
  siteId,
  number,
  terms,
}: {
  siteId: string;
  number: TrackingNumber | null;
  terms: TrackingTerms;
}) {
  const remove = useRemoveNumber(siteId);
  const [confirm, setConfirm] = useState(false);
  const [release, setRelease] = useState(true);
  const [picking, setPicking] = useState(false);

  if (!number) {
    return picking ? (
      <div className="space-y-2">
        <NumberPicker siteId={siteId} pricePerMonth={terms.numberPerMonth} />
        <Button size="sm" variant="ghost" onClick={() => setPicking(false)}>
          Cancel
        </Button>
      </div>
    ) : (
      <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
        Add a tracking number
      </Button>
    );
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium tabular-nums" data-testid="tracking-number">
          <Phone className="size-4 text-emerald-300" aria-hidden="true" />
          {number.display}
          <span className="text-xs font-normal text-muted-foreground">
            {number.bought ? 'bought for this site' : 'from your account'}
          </span>
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setRelease(number.bought);
            setConfirm(true);
          }}
        >
          Remove
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        The pages show this number from the next build or redeploy; calls to it ring the renter’s phone, else
        the site’s own.
      </p>
      <RecordingSwitch number={number} consentSource={terms.consentSource} />
      <ConfirmDialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title={`Remove ${number.display} from the site?`}
        description={
          <span className="space-y-2">
            <span className="block">
              The next build or redeploy shows the site’s own phone again. Until then, calls to this number
              are refused.
            </span>
            <label className="mt-2 flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-emerald-500"
                checked={release}
                onChange={(e) => setRelease(e.target.checked)}
              />
              Also release it back to Twilio (its rental stops; the number may not come back)
            </label>
          </span>
        }
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Remove number"
        pendingLabel="Removing…"
        destructive
        onConfirm={() =>
          remove.mutate(release, {
            onSuccess: () => {
              setConfirm(false);
              toast({ type: 'success', title: `${number.display} removed` });
            },
          })
        }
      />
    </div>
  );
}
