import { ApiError } from '../api-error';
import { refreshTokens } from '../refresh-tokens';
import { tokenStore } from '../token-store';
import { fetchMe } from './auth-service';
import { mapTempUser, type TempUserData, type User } from './user';

/**
 * Session start (docs/product/web.md#session-and-tokens). Resolves the user to start with, or null for
 * anonymous.
 */
export async function resolveInitialUser(): Promise<User | null> {
  const token = tokenStore.getAccessToken();
  const temp = tokenStore.getTempUserData();

  if (token && temp) {
    try {
      return mapTempUser(JSON.parse(temp) as TempUserData);
    } catch (err) {
      console.error('Failed to parse temporary user data', err);
    }
  }

  if (!token) {
    tokenStore.clear();
    return null;
  }

  try {
    return await fetchMe();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      try {
        await refreshTokens();
        return await fetchMe();
      } catch {
        tokenStore.clearAfterFailure();
        return null;
      }
    }
    tokenStore.clearAfterFailure();
    return null;
  }
}

// Resolved once per page load, so a double-mounted provider does not spend a refresh token twice.
let initial: Promise<User | null> | null = null;
export function initialUserOnce(): Promise<User | null> {
  initial ??= resolveInitialUser();
  return initial;
}
