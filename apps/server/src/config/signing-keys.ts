import { hkdfSync } from 'node:crypto';

// Every token and MAC of the app is keyed by its own key, derived (HKDF-SHA256) from the signing
// secret (JWT_SECRET, or the generated one: config/jwt-secret.ts) with a label per purpose: a key
// learnt from one use (say, a preview link's) signs nothing else. Secrets at rest are sealed with a
// different key altogether, the sealing key (config/sealing-key.ts).

export type SigningPurpose = 'tokens' | 'oauth-cookie' | 'site-previews';

const LABELS: Record<SigningPurpose, string> = {
  tokens: 'sdp signing: access and challenge tokens v1',
  'oauth-cookie': 'sdp signing: oauth attempt cookie v1',
  'site-previews': 'sdp signing: site preview links v1',
};

export function signingKey(secret: string, purpose: SigningPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'sdp-signing', LABELS[purpose], 32));
}
