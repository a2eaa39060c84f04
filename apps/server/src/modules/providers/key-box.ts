import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets at rest (provider keys, TOTP secrets): AES-256-GCM with a key derived (HKDF-SHA256) from the
// server secret and a purpose, and the owning row as associated data so a ciphertext cannot be moved
// to another row.

const VERSION = 'v1';

export interface KeyBox {
  seal(plain: string, context: string): string;
  /** The plain key, or null when it cannot be opened (secret changed, or tampered). */
  open(sealed: string, context: string): string | null;
}

/** True when the text is something `seal` wrote (and not, say, a secret stored before sealing). */
export function isSealed(text: string): boolean {
  return text.startsWith(`${VERSION}.`);
}

export function createKeyBox(secret: string, purpose = 'sdp-provider-credentials'): KeyBox {
  const key = Buffer.from(hkdfSync('sha256', secret, purpose, `aes-256-gcm ${VERSION}`, 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) return null;
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
    },
  };
}
