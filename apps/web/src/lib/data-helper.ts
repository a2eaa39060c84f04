import { API_PREFIX } from '@sdp/shared';
import type { QueryFunction } from '@tanstack/react-query';
import { tokenStore } from './token-store';

// The generic data helper (docs/product/web.md#api-client-and-errors): plain fetch under /api with cookies;
// no 401 handling here.

function toApiUrl(url: string): string {
  if (url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX) return url;
  return `${API_PREFIX}${url.startsWith('/') ? url : `/${url}`}`;
}

function authHeader(): Record<string, string> {
  const token = tokenStore.getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Throws Error('{status}: {body or statusText}') for a non-OK response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(toApiUrl(url), {
    method,
    headers: { ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}), ...authHeader() },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** Default query: GET on the first element of the query key. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const res = await fetch(toApiUrl(String(queryKey[0])), {
    credentials: 'include',
    headers: authHeader(),
    signal,
  });
  await throwIfResNotOk(res);
  return res.json();
};
