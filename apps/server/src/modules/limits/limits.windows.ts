import type { LimitWindow } from '@sdp/shared';

// The windows usage is counted in: UTC calendar days and months.

/** Start of the window `now` falls in, and when the next one starts. */
export function windowOf(window: Exclude<LimitWindow, 'request'>, now = new Date()) {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (window === 'month')
    return { start: new Date(Date.UTC(y, m, 1)), resetsAt: new Date(Date.UTC(y, m + 1, 1)) };
  const d = now.getUTCDate();
  return { start: new Date(Date.UTC(y, m, d)), resetsAt: new Date(Date.UTC(y, m, d + 1)) };
}

/** "2025-03-02 00:00 UTC" */
export const utcText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The UTC day of a time, "2025-03-01". */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
