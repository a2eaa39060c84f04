/** "0:45", "12:03": a call's length from seconds. */
export function formatCallLength(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const STATUS_TEXT: Record<string, string> = {
  queued: 'Queued',
  ringing: 'Ringing',
  'in-progress': 'In progress',
  answered: 'Answered',
  completed: 'Answered',
  busy: 'Busy',
  'no-answer': 'Not answered',
  failed: 'Failed',
  canceled: 'Hung up',
  unknown: 'Unknown',
};

/** Twilio's call status in words. */
export const describeCallStatus = (status: string) => STATUS_TEXT[status] ?? status;
