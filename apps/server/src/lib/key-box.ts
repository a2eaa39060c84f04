import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SealingKeys } from '../config/sealing-key';

// Secrets at rest (provider keys, TOTP secrets, mailed links): AES-256-GCM with a key derived
// (HKDF-SHA256) from the sealing key (config/sealing-key.ts) and a purpose, and the owning row as
// associated data so a ciphertext cannot be moved to another row.
//   v2.{key id}.{base64url(iv | tag | ciphertext)}  sealed with the sealing key of that id
//   v1.{base64url(iv | tag | ciphertext)}           sealed before the sealing key existed, with a key
//                                                    derived from the signing secret; opened, never written

const VERSION = 'v2';
const LEGACY = 'v1';

export interface KeyBox {
  seal(plain: string, context: string): string;
  /** The plain text, or null when it cannot be opened (unknown key, or tampered). */
  open(sealed: string, context: string): string | null;
  /** True when the value is sealed with the current key: nothing to re-seal. */
  isCurrent(sealed: string): boolean;
}

/** True when the text is something `seal` wrote (and not, say, a secret stored before sealing). */
export function isSealed(text: string): boolean {
  return text.startsWith(`${VERSION}.`) || text.startsWith(`${LEGACY}.`);
}

export function createKeyBox(keys: SealingKeys, purpose = 'sdp-provider-credentials'): KeyBox {
  const derive = (material: Buffer) =>
    Buffer.from(hkdfSync('sha256', material, purpose, 'aes-256-gcm v2', 32));
  const byId = new Map<string, Buffer>();
  for (const k of [keys.current, ...keys.previous]) if (!byId.has(k.id)) byId.set(k.id, derive(k.key));
  const current = byId.get(keys.current.id) as Buffer;
  const legacy = keys.legacySecret
    ? Buffer.from(hkdfSync('sha256', keys.legacySecret, purpose, 'aes-256-gcm v1', 32))
    : null;
  const currentPrefix = `${VERSION}.${keys.current.id}.`;

  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${currentPrefix}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts[0] === VERSION && parts.length === 3) {
        const key = byId.get(parts[1]);
        return key ? decrypt(key, parts[2], context) : null;
      }
      if (parts[0] === LEGACY && parts.length === 2 && legacy) return decrypt(legacy, parts[1], context);
      return null;
    },
    isCurrent: (sealed) => sealed.startsWith(currentPrefix),
  };
}

function decrypt(key: Buffer, payload: string, context: string): string | null {
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
