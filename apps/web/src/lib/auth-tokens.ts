import type { StoredTokens } from './token-store';

type Loose = Record<string, unknown> | null | undefined;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

/**
 * Login/register/verify answers (docs/product/web.md#session-and-tokens): data.tokens.*, each falling back to
 * data.token.
 */
export function tokensFromSessionData(data: Loose): StoredTokens | null {
  const tokens = (data?.tokens ?? null) as Loose;
  const accessToken = str(tokens?.accessToken) ?? str(data?.token);
  if (!accessToken) return null;
  return { accessToken, refreshToken: str(tokens?.refreshToken) ?? str(data?.token) ?? null };
}

/** Refresh answers: data.tokens.*, falling back to data.token or data.accessToken. */
export function tokensFromRefreshData(data: Loose): StoredTokens | null {
  const tokens = (data?.tokens ?? null) as Loose;
  const accessToken = str(tokens?.accessToken) ?? str(data?.token) ?? str(data?.accessToken);
  if (!accessToken) return null;
  return { accessToken, refreshToken: str(tokens?.refreshToken) ?? str(data?.refreshToken) ?? null };
}
