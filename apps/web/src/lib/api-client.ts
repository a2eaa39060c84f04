import { API_PREFIX, LONG_REQUEST_TIMEOUT_MS, MESSAGES, REQUEST_TIMEOUT_MS } from '@sdp/shared';
import { paths } from '@/config/paths';
import { ApiError, normalizeApiError } from './api-error';
import { refreshTokens } from './refresh-tokens';
import { tokenStore } from './token-store';

// The API client (docs/product/web.md#api-client-and-errors): base /api, cookies, Bearer token, timeouts, one
// refresh-and-retry on 401.

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not try the refresh-and-retry on 401 (public calls, and the session's own me call). */
  skipAuthRefresh?: boolean;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

function buildUrl(base: string, path: string, query?: RequestOptions['query']): string {
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function logStatus(status: number, url: string): void {
  if (status === 403) console.error(MESSAGES.accessForbidden, url);
  else if (status === 404) console.warn('Resource not found', url);
  else if (status === 429) console.warn(MESSAGES.rateLimited);
  else if (status >= 500) console.error(`Server error ${status}`, url);
}

function sendToLogin(): void {
  if (typeof window !== 'undefined' && window.location.pathname !== paths.login)
    window.location.assign(paths.login);
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return res.json().catch(() => undefined);
  const text = await res.text().catch(() => '');
  return text || undefined;
}

export function createApiClient(config: { baseUrl?: string; timeoutMs?: number } = {}): ApiClient {
  const baseUrl = config.baseUrl ?? API_PREFIX;
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function send(method: string, url: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    // A string body with its own Content-Type (e.g. text/csv) is sent as it is.
    const isRaw = typeof options.body === 'string' && !!options.headers?.['Content-Type'];
    if (options.body !== undefined && !isForm && !isRaw) headers['Content-Type'] = 'application/json';
    const token = tokenStore.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    try {
      return await fetch(url, {
        method,
        headers,
        credentials: 'include',
        signal: controller.signal,
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : isRaw
                ? (options.body as string)
                : JSON.stringify(options.body),
      });
    } catch (err) {
      if (controller.signal.aborted && !options.signal?.aborted) {
        throw new ApiError({ message: 'Request timed out', status: 0, code: 'timeout' });
      }
      throw new ApiError({
        message: err instanceof Error && err.message ? err.message : MESSAGES.unknownError,
        status: 0,
        code: 'network_error',
      });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = buildUrl(baseUrl, path, options.query);
    let res = await send(method, url, options);

    if (res.status === 401 && !options.skipAuthRefresh) {
      try {
        await refreshTokens();
      } catch {
        tokenStore.clearAfterFailure();
        sendToLogin();
        throw normalizeApiError(401, await readBody(res));
      }
      res = await send(method, url, options); // the one retry
    }

    const body = await readBody(res);
    if (!res.ok) {
      logStatus(res.status, url);
      throw normalizeApiError(res.status, body);
    }
    return body as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

export const apiClient = createApiClient();
/** For long-running calls (deploys, batch jobs): 300 s timeout. */
export const longApiClient = createApiClient({ timeoutMs: LONG_REQUEST_TIMEOUT_MS });
