import { createHash } from 'node:crypto';
import * as client from 'openid-client';

// OpenID Connect relying party for "Sign in with Google" (authorization code flow, PKCE S256,
// state and nonce). Works with any OpenID provider that publishes discovery metadata; tests point
// it at a local provider on loopback.

export const OIDC_SCOPE = 'openid email profile';

export interface OidcSettings {
  /** Issuer identifier, e.g. https://accounts.google.com. http is accepted only on loopback. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: PUBLIC_URL + '/oauth/callback' (the SPA route). */
  redirectUri: string;
  /** Timeout for each request to the provider, in seconds. Default 10. */
  timeoutSeconds?: number;
}

/**
 * Why a sign-in could not complete:
 * - misconfigured: the issuer URL is not allowed (http off loopback, not a URL);
 * - unreachable: discovery or the token call failed on the network or timed out;
 * - rejected: the provider answered with an error or a response that failed validation;
 * - invalid_grant: the code is expired, already used, or the PKCE verifier does not match it;
 * - session_mismatch: the ID token's nonce does not belong to this browser's sign-in attempt.
 */
export type OidcFailure = 'misconfigured' | 'unreachable' | 'rejected' | 'invalid_grant' | 'session_mismatch';

export class OidcError extends Error {
  constructor(
    readonly kind: OidcFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OidcError';
  }
}

/** 127.0.0.0/8, ::1, localhost and *.localhost. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

function parseIssuer(issuer: string): { url: URL; insecure: boolean } {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new OidcError('misconfigured', `GOOGLE_ISSUER is not a URL: ${issuer}`);
  }
  if (url.protocol === 'https:') return { url, insecure: false };
  if (url.protocol === 'http:' && isLoopbackHostname(url.hostname)) return { url, insecure: true };
  throw new OidcError(
    'misconfigured',
    'GOOGLE_ISSUER must be an https URL (plain http is allowed only for a provider on localhost/127.0.0.1).',
  );
}

// Discovered configurations, per issuer + client. A failed discovery is not kept, so the next
// sign-in tries again; entries are refreshed after an hour and dropped after a network failure.
const CACHE_TTL_MS = 60 * 60 * 1000;
const cache = new Map<string, { promise: Promise<client.Configuration>; at: number }>();

function cacheKey(s: OidcSettings): string {
  const secret = createHash('sha256').update(s.clientSecret).digest('base64url');
  return `${s.issuer}\n${s.clientId}\n${secret}`;
}

/** Drops cached discovery results (all of them, or those of one setting). */
export function forgetOidcConfiguration(s?: OidcSettings): void {
  if (s) cache.delete(cacheKey(s));
  else cache.clear();
}

/** The provider's discovered configuration, cached. */
export async function getOidcConfiguration(s: OidcSettings): Promise<client.Configuration> {
  const { url, insecure } = parseIssuer(s.issuer);
  const key = cacheKey(s);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.promise;

  const promise = client
    .discovery(url, s.clientId, s.clientSecret, undefined, {
      execute: insecure ? [client.allowInsecureRequests] : [],
      timeout: s.timeoutSeconds ?? 10,
    })
    .catch((err: unknown) => {
      if (cache.get(key)?.promise === promise) cache.delete(key);
      throw new OidcError(
        'unreachable',
        `Could not reach the sign-in provider (${url.origin}). Please try again later.`,
        { cause: err },
      );
    });
  cache.set(key, { promise, at: Date.now() });
  return promise;
}

/** What the browser must remember (in a signed cookie) between the redirect and the callback. */
export interface AuthorizationAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Starts a sign-in: returns the provider URL to send the browser to and the secrets to keep. */
export async function startAuthorization(
  s: OidcSettings,
  extraParams: Record<string, string> = {},
): Promise<AuthorizationAttempt & { url: URL }> {
  const config = await getOidcConfiguration(s);
  const codeVerifier = client.randomPKCECodeVerifier();
  const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    ...extraParams,
    redirect_uri: s.redirectUri,
    response_type: 'code',
    scope: OIDC_SCOPE,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, nonce, codeVerifier };
}

/** The identity the provider vouches for, read from the validated ID token (and userinfo). */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

export interface AuthorizationResponse {
  code: string;
  state: string;
  /** The `iss` parameter of the authorization response (RFC 9207), when the browser passed it on. */
  iss?: string;
}

/**
 * Exchanges the code (with the PKCE verifier), validates the ID token (signature, issuer,
 * audience, expiry, nonce) and returns the identity. The caller must already have checked that
 * `response.state` equals `attempt.state` (it is checked here again by openid-client).
 */
export async function completeAuthorization(
  s: OidcSettings,
  response: AuthorizationResponse,
  attempt: AuthorizationAttempt,
): Promise<OidcIdentity> {
  const config = await getOidcConfiguration(s);
  const metadata = config.serverMetadata();

  // The SPA route received ?code&state(&iss) and posted them here; rebuild the URL it was called with.
  const currentUrl = new URL(s.redirectUri);
  currentUrl.searchParams.set('code', response.code);
  currentUrl.searchParams.set('state', response.state);
  // RFC 9207: a provider that advertises the iss parameter must send it, and it must match. With a
  // single configured provider there is no mix-up to defend against, so a browser that did not
  // forward it is given the expected value; one that did forward it gets it checked.
  const iss =
    response.iss ?? (metadata.authorization_response_iss_parameter_supported ? metadata.issuer : undefined);
  if (iss) currentUrl.searchParams.set('iss', iss);

  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
  } catch (err) {
    throw classify(err, s);
  }

  const claims = tokens.claims();
  if (!claims) throw new OidcError('rejected', 'The sign-in provider did not return an ID token.');
  const merged: Record<string, unknown> = { ...claims };

  // Google puts email and profile claims in the ID token; providers that follow the core spec to
  // the letter put them only in userinfo. Ask userinfo when the ID token lacks the e-mail.
  if (typeof merged.email !== 'string' && metadata.userinfo_endpoint && tokens.access_token) {
    try {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      for (const [k, v] of Object.entries(info)) if (merged[k] === undefined) merged[k] = v;
    } catch (err) {
      throw classify(err, s);
    }
  }

  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const email = text(merged.email);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: email ? email.toLowerCase() : null,
    // Google sends a boolean; some providers send the string "true".
    emailVerified: merged.email_verified === true || merged.email_verified === 'true',
    firstName: text(merged.given_name),
    lastName: text(merged.family_name),
    picture: text(merged.picture),
  };
}

function classify(err: unknown, s: OidcSettings): OidcError {
  if (err instanceof OidcError) return err;
  if (err instanceof client.ResponseBodyError) {
    if (err.error === 'invalid_grant') {
      return new OidcError(
        'invalid_grant',
        'This sign-in link has expired or was already used. Please sign in with Google again.',
        { cause: err },
      );
    }
    const detail = err.error_description ? `${err.error}: ${err.error_description}` : err.error;
    return new OidcError('rejected', `The sign-in provider refused the sign-in (${detail}).`, { cause: err });
  }
  if (err instanceof client.AuthorizationResponseError) {
    const detail = err.error_description ? `${err.error}: ${err.error_description}` : err.error;
    return new OidcError('rejected', `The sign-in provider refused the sign-in (${detail}).`, { cause: err });
  }
  if (err instanceof client.ClientError && mentionsNonce(err)) {
    return new OidcError('session_mismatch', 'Sign-in session expired or invalid. Please try again.', {
      cause: err,
    });
  }
  const network =
    err instanceof TypeError ||
    (err instanceof client.ClientError && (err.code === 'OAUTH_TIMEOUT' || err.code === 'OAUTH_ABORT'));
  if (network) {
    // The provider may have moved (new endpoints or keys): discover again on the next attempt.
    forgetOidcConfiguration(s);
    return new OidcError('unreachable', 'Could not reach the sign-in provider. Please try again later.', {
      cause: err,
    });
  }
  forgetOidcConfiguration(s);
  const reason = err instanceof Error ? err.message : String(err);
  return new OidcError('rejected', `The sign-in provider's response could not be verified (${reason}).`, {
    cause: err,
  });
}

function mentionsNonce(err: Error): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (/"nonce"/.test(e.message)) return true;
    const cause = e.cause as { claim?: unknown } | undefined;
    if (cause && typeof cause === 'object' && cause.claim === 'nonce') return true;
  }
  return false;
}
