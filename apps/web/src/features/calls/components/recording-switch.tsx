import type { TrackingNumber } from '@sdp/shared';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-error';
import { useSetRecording } from '../api/calls';

/**
 * Records the site's forwarded calls, or not (off by default), with the recording-consent rule of
 * the site's state (docs/calls.md#recording).
 */
export function RecordingSwitch({
  number,
  consentSource,
}: {
  number: TrackingNumber;
  consentSource: string;
}) {
  const set = useSetRecording(number.siteId);
  const id = `recording-${number.siteId}`;
  const state = number.state ?? 'this site’s state';
  return (
    <div className="space-y-1" data-testid="recording-switch">
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-emerald-500"
          checked={number.recording}
          disabled={set.isPending}
          onChange={(e) => set.mutate(e.target.checked)}
        />
        Record calls
      </label>
      <p className="text-xs text-muted-foreground" data-testid="consent-note">
        {number.allPartyConsent
          ? `${state} requires every party’s consent to record a call: with recording on, callers hear “This call may be recorded.” before the call is forwarded.`
          : `${state} allows recording with one party’s consent; a caller from an all-party-consent state may still have to be told.`}{' '}
        <span title={consentSource} className="underline decoration-dotted">
          Source
        </span>
      </p>
      {set.error && <Alert variant="error">{errorMessage(set.error)}</Alert>}
    </div>
  );
}
