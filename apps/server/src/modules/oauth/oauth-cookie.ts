import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from '../../config/signing-keys';
import type { AuthorizationAttempt } from './oidc-client';

// The sign-in attempt (state, nonce, PKCE verifier) lives in a short-lived cookie between
// GET /api/login and POST /api/auth/oauth/callback. It is signed with an HMAC of its own (a key
// derived from the signing secret for this purpose only: config/signing-keys.ts), so it does not
// depend on how @fastify/cookie was registered.

export const OAUTH_COOKIE = 'sdp_oauth';
export const OAUTH_COOKIE_MAX_AGE_SECONDS = 10 * 60;
/** Sent to /api only: the callback is POST /api/auth/oauth/callback. */
export const OAUTH_COOKIE_PATH = '/api';

interface CookiePayload extends AuthorizationAttempt {
  provider: 'google';
  /** Expiry, epoch seconds. The cookie's Max-Age says the same; this makes it binding. */
  exp: number;
}

const key = (secret: string) => signingKey(secret, 'oauth-cookie');

function mac(secret: string, body: string): string {
  return createHmac('sha256', key(secret)).update(body).digest('base64url');
}

export function sealAttempt(secret: string, attempt: AuthorizationAttempt, now = Date.now()): string {
  const payload: CookiePayload = {
    provider: 'google',
    state: attempt.state,
    nonce: attempt.nonce,
    codeVerifier: attempt.codeVerifier,
    exp: Math.floor(now / 1000) + OAUTH_COOKIE_MAX_AGE_SECONDS,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The attempt in a cookie value, or null when it is missing, tampered with or expired. */
export function openAttempt(
  secret: string,
  value: string | undefined,
  now = Date.now(),
): AuthorizationAttempt | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const body = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Partial<CookiePayload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (
    payload.provider !== 'google' ||
    typeof payload.state !== 'string' ||
    typeof payload.nonce !== 'string' ||
    typeof payload.codeVerifier !== 'string' ||
    typeof payload.exp !== 'number' ||
    payload.exp * 1000 <= now
  ) {
    return null;
  }
  return { state: payload.state, nonce: payload.nonce, codeVerifier: payload.codeVerifier };
}

/** A Set-Cookie header value. */
export function serializeCookie(value: string, opts: { secure: boolean; maxAge: number }): string {
  const parts = [
    `${OAUTH_COOKIE}=${value}`,
    `Max-Age=${opts.maxAge}`,
    `Path=${OAUTH_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (opts.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads one cookie from a Cookie header (used when @fastify/cookie has not parsed it). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}
