// What Twilio charges, for the meter (docs/calls.md#costs). Twilio's REST answers carry no price
// for these, so the meter records these list prices: estimates of the bill, said so where shown.

export const TWILIO_PROVIDER_ID = 'twilio';

/**
 * Twilio's US list prices (USD) as published on https://www.twilio.com/en-us/voice/pricing/us when
 * this was written; not re-read from a machine with network access since, so check them there.
 */
export const TWILIO_PRICES = {
  /** A local number, per month (charged when bought, then monthly by Twilio). */
  numberPerMonth: 1.15,
  /** Receiving a call on a local number, per started minute. */
  inboundPerMinute: 0.0085,
  /** The forwarded leg (an outbound call to the renter), per started minute. */
  forwardPerMinute: 0.014,
  /** Recording, per started minute of recorded audio. */
  recordingPerMinute: 0.0025,
  source:
    'Twilio US list prices (twilio.com/en-us/voice/pricing/us, as published when this version was written): local number $1.15 a month, receiving $0.0085 a minute, forwarding $0.014 a minute, recording $0.0025 a minute; billed per started minute. Your account may be billed differently: these are estimates.',
} as const;

const minutes = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60);
const usd = (n: number) => Math.round(n * 1e6) / 1e6;

/** Estimated cost of one finished call: its inbound minutes, the forwarded and recorded minutes. */
export function callCost(call: { callSeconds: number; forwardedSeconds: number; recorded: boolean }): number {
  const p = TWILIO_PRICES;
  return usd(
    minutes(call.callSeconds) * p.inboundPerMinute +
      minutes(call.forwardedSeconds) * p.forwardPerMinute +
      (call.recorded ? minutes(call.forwardedSeconds) * p.recordingPerMinute : 0),
  );
}
