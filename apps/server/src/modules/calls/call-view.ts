import { CALL_STATUSES, type CallStatus, formatUsPhone, type TrackedCall } from '@sdp/shared';
import type { CallRow } from './calls.repository';

/** Twilio's status word, or 'unknown' for anything else. */
export const callStatus = (raw: string | undefined): CallStatus =>
  (CALL_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as CallStatus) : 'unknown';

/** "(512) 555-0100" for a US number; other text as it is. */
export const showNumber = (n: string) => formatUsPhone(n) ?? n;

export function presentCall(row: CallRow): TrackedCall {
  return {
    id: row.id,
    siteId: row.siteId,
    trackingNumber: showNumber(row.trackingNumber),
    from: showNumber(row.fromNumber),
    to: row.toNumber ? showNumber(row.toNumber) : null,
    status: callStatus(row.status),
    durationSeconds: row.durationSeconds,
    qualified: row.leadId !== null,
    leadId: row.leadId,
    recordingUrl: row.recordingUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
