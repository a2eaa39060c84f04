import { createKeyBox, isSealed } from '../providers/key-box';

// TOTP secrets are sealed at rest (AES-256-GCM, key from JWT_SECRET, the user id as associated data):
// a copy of the database alone does not give anyone a second factor. Rows written before sealing
// hold the base32 secret itself; they are read as they are and sealed at their next use.

export interface TotpSecretBox {
  seal(userId: string, secret: string): string;
  /** The base32 secret, or null when the stored value cannot be opened (server secret changed). */
  open(userId: string, stored: string): string | null;
  isLegacy(stored: string): boolean;
}

export function createTotpSecretBox(serverSecret: string): TotpSecretBox {
  const box = createKeyBox(serverSecret, 'sdp-totp-secrets');
  const context = (userId: string) => `totp:${userId}`;
  return {
    seal: (userId, secret) => box.seal(secret, context(userId)),
    open: (userId, stored) => (isSealed(stored) ? box.open(stored, context(userId)) : stored),
    isLegacy: (stored) => !isSealed(stored),
  };
}
