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

/** Tells the server about a logout. Failures are ignored (docs/product/web.md#session-and-tokens). */
export async function logoutOnServer(accessToken: string | null, refreshToken: string | null): Promise<void> {
  if (accessToken) {
    try {
      await fetch(authApi.logout.path, {
        method: authApi.logout.method,
        credentials: 'include',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(refreshToken ? { refreshToken } : {}),
      });
    } catch {
      // ignored
    }
  }
  try {
    await fetch(authApi.signOut.path, { credentials: 'include' });
  } catch {
    // ignored
  }
}
