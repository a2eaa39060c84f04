import {
  API_PREFIX,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@sdp/shared';
import { type ApiClient, apiClient } from './api-client';

// The typed client: one call of a shared endpoint descriptor (packages/shared/src/contracts),
// through the api client (auth header, one refresh-and-retry on 401, normalized errors, timeouts).

/** A part the descriptor has no schema for cannot be given; one whose fields are all optional may be left out. */
type Part<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : undefined extends T
    ? { [P in K]?: T }
    : Record<never, never> extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

export type CallOptions<E extends Endpoint> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>> & {
    signal?: AbortSignal;
    /** Extra headers, e.g. a Content-Type for a raw text body (CSV uploads). */
    headers?: Record<string, string>;
    /** The client to send with (longApiClient for builds and deploys); apiClient by default. */
    client?: ApiClient;
    /** No refresh-and-retry on 401 (public calls). */
    skipAuthRefresh?: boolean;
  };

type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * The descriptor's path under the client's /api base with its `:name` params filled in (each
 * encoded with encodeURIComponent); a param without a value is an error, not a request.
 */
export function endpointPath(endpoint: Endpoint, params?: Record<string, unknown>): string {
  const path = endpoint.path.startsWith(`${API_PREFIX}/`)
    ? endpoint.path.slice(API_PREFIX.length)
    : endpoint.path;
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The query string (with its '?'), in the object's order: undefined and null values are left out,
 * an array repeats its key; '' when nothing is left.
 */
export function queryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value])
      if (v !== undefined && v !== null) search.append(key, String(v));
  }
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/** Calls one endpoint: `callApi(sitesApi.get, { params: { id } })` answers the route's 2xx body. */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const o = (options ?? {}) as CallOptions<Endpoint> & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = `${endpointPath(endpoint, o.params)}${queryString(o.query)}`;
  return (o.client ?? apiClient).request<EndpointResponse<E>>(endpoint.method, url, {
    body: o.body,
    signal: o.signal,
    headers: o.headers,
    skipAuthRefresh: o.skipAuthRefresh,
  });
}
