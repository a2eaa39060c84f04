// The TwiML the voice webhook answers (https://www.twilio.com/docs/voice/twiml): forward the call,
// with the recording notice where the state requires every party's consent, or say no one can take it.

export const RECORDING_NOTICE = 'This call may be recorded.';
export const NO_ONE_MESSAGE = "Sorry, this business can't take your call right now. Please try again later.";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const doc = (body: string) => `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;

export interface DialPlan {
  /** E.164 number to forward to. */
  to: string;
  /** The Dial action callback (duration, status, recording). */
  actionUrl: string;
  record: boolean;
  /** Play RECORDING_NOTICE first (recording on, all-party-consent state). */
  notice: boolean;
}

/** Forwards the call; Twilio posts the outcome to actionUrl when the forwarded leg ends. */
export function dialTwiml(plan: DialPlan): string {
  const say = plan.notice ? `<Say>${escapeXml(RECORDING_NOTICE)}</Say>` : '';
  const record = plan.record ? ' record="record-from-answer"' : '';
  return doc(
    `${say}<Dial action="${escapeXml(plan.actionUrl)}" method="POST" timeout="25"${record}><Number>${escapeXml(plan.to)}</Number></Dial>`,
  );
}

export const unavailableTwiml = () => doc(`<Say>${escapeXml(NO_ONE_MESSAGE)}</Say><Hangup/>`);

/** After the forwarded leg: nothing more to do. */
export const hangupTwiml = () => doc('<Hangup/>');
