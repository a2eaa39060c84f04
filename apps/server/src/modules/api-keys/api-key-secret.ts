import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// The key itself (docs/api-keys.md#the-key): `sdp_` + 8 random base62 characters (the prefix, kept
// to find the row and shown in lists) + `_` + 32 random bytes in base64url. Only the SHA-256 of the
// whole key is stored.

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const PREFIX_CHARS = 8;
const SECRET_BYTES = 32;
/** `sdp_` and the 8 characters. */
const PREFIX_LENGTH = 4 + PREFIX_CHARS;
/** 32 bytes in base64url without padding. */
const SECRET_LENGTH = Math.ceil((SECRET_BYTES * 4) / 3);
export const API_KEY_LENGTH = PREFIX_LENGTH + 1 + SECRET_LENGTH;

/** Whether a bearer token is meant as an API key (as opposed to an access token). */
export const looksLikeApiKey = (token: string) => token.startsWith('sdp_');

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  let prefix = 'sdp_';
  for (let i = 0; i < PREFIX_CHARS; i++) prefix += BASE62[randomInt(BASE62.length)];
  const key = `${prefix}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

const isBase62 = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isBase64Url = (c: number) => isBase62(c) || c === 45 || c === 95;

/** The prefix of a well-formed key, or null (checked by length and characters, no pattern). */
export function prefixOf(key: string): string | null {
  if (key.length !== API_KEY_LENGTH || !key.startsWith('sdp_') || key[PREFIX_LENGTH] !== '_') return null;
  for (let i = 4; i < PREFIX_LENGTH; i++) if (!isBase62(key.charCodeAt(i))) return null;
  for (let i = PREFIX_LENGTH + 1; i < key.length; i++) if (!isBase64Url(key.charCodeAt(i))) return null;
  return key.slice(0, PREFIX_LENGTH);
}

/** Whether `key` hashes to `storedHash`, compared in constant time. */
export function matchesHash(key: string, storedHash: string): boolean {
  const a = Buffer.from(hashApiKey(key), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
