import { API_PREFIX, MESSAGES } from '@sdp/shared';
import { tokensFromRefreshData } from './auth-tokens';
import { type StoredTokens, tokenStore } from './token-store';

// One refresh at a time: refresh tokens rotate and a spent one revokes the session family,
// so concurrent 401s must share a single POST /api/auth/refresh.
let inFlight: Promise<StoredTokens> | null = null;

async function doRefresh(): Promise<StoredTokens> {
  const refreshToken = tokenStore.getRefreshToken();
  if (!refreshToken) throw new Error(MESSAGES.noRefreshToken);
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}/auth/refresh`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    throw new Error(MESSAGES.tokenRefreshFailed);
  }
  const body = (await res.json().catch(() => null)) as {
    success?: boolean;
    data?: Record<string, unknown>;
  } | null;
  const tokens = res.ok && body?.success !== false ? tokensFromRefreshData(body?.data) : null;
  if (!tokens) throw new Error(MESSAGES.tokenRefreshFailed);
  tokenStore.setTokens(tokens);
  return tokens;
}

/** Exchanges the stored refresh token for new tokens; throws 'No refresh token available' or 'Token refresh failed'. */
export function refreshTokens(): Promise<StoredTokens> {
  if (!inFlight) {
    inFlight = doRefresh().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
