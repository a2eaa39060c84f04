import { authApi, MESSAGES, type RegisterRequest } from '@sdp/shared';
import { tokensFromSessionData } from '../auth-tokens';
import { callApi } from '../call-api';
import type { StoredTokens } from '../token-store';
import { AuthRequestError, postAuth } from './auth-request';
import { toUser, type User } from './user';

export type SignInResult =
  | { kind: 'signedIn'; user: User; tokens: StoredTokens }
  | { kind: 'twoFactor'; challengeToken: string };

/** Reads a login-shaped answer: tokens + user, or a two-factor challenge. */
export function readSignIn(data: Record<string, unknown>, fallbackMessage: string): SignInResult {
  if (data.twoFactorRequired === true && typeof data.challengeToken === 'string') {
    return { kind: 'twoFactor', challengeToken: data.challengeToken };
  }
  const tokens = tokensFromSessionData(data);
  const user = toUser(data.user);
  if (!tokens || !user) throw new AuthRequestError(fallbackMessage, 200);
  return { kind: 'signedIn', user, tokens };
}

export async function loginRequest(email: string, password: string): Promise<SignInResult> {
  const data = await postAuth(authApi.login, { email, password }, MESSAGES.loginFailedService);
  return readSignIn(data, MESSAGES.loginFailedService);
}

export async function registerRequest(payload: RegisterRequest): Promise<SignInResult> {
  const data = await postAuth(authApi.register, payload, MESSAGES.registrationFailedService);
  return readSignIn(data, MESSAGES.registrationFailedService);
}

/** GET /api/auth/me. The session handles 401 itself, so the client's refresh-and-retry is off. */
export async function fetchMe(): Promise<User> {
  const res = await callApi(authApi.me, { skipAuthRefresh: true });
  const user = res?.success ? toUser(res.data) : null;
  if (!user) throw new Error(MESSAGES.notAuthenticated);
  return user;
}

/**
 * Tells the server about a logout (docs/product/web.md#session-and-tokens). Never throws: the
 * answer is the failure's message ('Logout failed', or the server's own), or null when both calls
 * went through; the caller clears the local session either way.
 */
export async function logoutOnServer(
  accessToken: string | null,
  refreshToken: string | null,
): Promise<string | null> {
  let failure: string | null = null;
  if (accessToken) {
    try {
      const res = await fetch(authApi.logout.path, {
        method: authApi.logout.method,
        credentials: 'include',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(refreshToken ? { refreshToken } : {}),
      });
      if (!res.ok) failure = await serverMessage(res);
    } catch {
      failure = MESSAGES.logoutFailed;
    }
  }
  try {
    await fetch(authApi.signOut.path, { credentials: 'include' });
  } catch {
    failure ??= MESSAGES.logoutFailed;
  }
  return failure;
}

async function serverMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body?.message === 'string' && body.message.trim() ? body.message : MESSAGES.logoutFailed;
  } catch {
    return MESSAGES.logoutFailed;
  }
}
