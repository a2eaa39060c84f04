import { createHash } from 'node:crypto';
import type { ExperimentVariant } from '@sdp/shared';

// The cookie-less split (docs/product/rules.md#ab-tests): a visitor's variant is a hash of the test,
// their IP address, their user agent and the UTC day. Nothing is stored on the visitor's device or
// on the server; the same browser on the same network sees the same variant all day, and the
// beacon's daily visitor hash (same inputs, same day) ties its conversions to that variant.

/** A or B for one visitor of one test on one UTC day: deterministic, 50/50 over visitors. */
export function assignVariant(
  experimentId: string,
  ip: string,
  userAgent: string,
  now: Date = new Date(),
): ExperimentVariant {
  const day = now.toISOString().slice(0, 10);
  const digest = createHash('sha256')
    .update(experimentId)
    .update('\0')
    .update(ip)
    .update('\0')
    .update(userAgent)
    .update('\0')
    .update(day)
    .digest();
  return digest.readUInt32BE(0) < 0x8000_0000 ? 'A' : 'B';
}
