import type { SealingKeys } from '../../config/sealing-key';
import { createKeyBox, isSealed } from '../../lib/key-box';

// TOTP secrets are sealed at rest (AES-256-GCM, key from the sealing key, the user id as associated
// data): a copy of the database alone does not give anyone a second factor. Rows written before
// sealing hold the base32 secret itself, and rows sealed with an older key say so; both are re-sealed
// with the current key at start (config/reseal.ts) and at their next use.

export const TOTP_SEAL_PURPOSE = 'sdp-totp-secrets';
export const totpSealContext = (userId: string) => `totp:${userId}`;

export interface TotpSecretBox {
  seal(userId: string, secret: string): string;
  /** The base32 secret, or null when the stored value cannot be opened (sealing key lost). */
  open(userId: string, stored: string): string | null;
  /** True when the stored value is not sealed with the current key (plain, or an older key). */
  needsReseal(stored: string): boolean;
}

export function createTotpSecretBox(keys: SealingKeys): TotpSecretBox {
  const box = createKeyBox(keys, TOTP_SEAL_PURPOSE);
  return {
    seal: (userId, secret) => box.seal(secret, totpSealContext(userId)),
    open: (userId, stored) => (isSealed(stored) ? box.open(stored, totpSealContext(userId)) : stored),
    needsReseal: (stored) => !box.isCurrent(stored),
  };
}
