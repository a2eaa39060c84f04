import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest, defaultQueryFn } from './data-helper';
import { createQueryClient } from './query-client';
import { jsonResponse, mockFetch, textResponse } from './test-utils';

afterEach(() => localStorage.clear());

describe('generic data helper', () => {
  it('throws "{status}: {body}" for a non-OK response', async () => {
    mockFetch(textResponse('Nope', 400, 'Bad Request', 'text/plain'));
    await expect(apiRequest('POST', '/api/things', { a: 1 })).rejects.toThrow('400: Nope');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/things')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends JSON with cookies under /api', async () => {
    const fetch = mockFetch(jsonResponse({ ok: true }));
    await apiRequest('POST', '/things', { a: 1 });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/things');
    expect(init?.credentials).toBe('include');
    expect(((init?.headers ?? {}) as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('default query GETs the first element of the key, without 401 handling', async () => {
    const fetch = mockFetch(
      jsonResponse({ items: [1] }),
      jsonResponse({ message: 'no' }, 401, 'Unauthorized'),
    );
    const qc = new QueryClient();
    const run = (key: string) =>
      defaultQueryFn({
        queryKey: [key, { page: 2 }],
        signal: new AbortController().signal,
        meta: undefined,
        client: qc,
      } as never);
    expect(await run('/api/items')).toEqual({ items: [1] });
    expect(fetch.mock.calls[0][0]).toBe('/api/items');
    await expect(run('/api/items')).rejects.toThrow('401: {"message":"no"}');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('configures the query cache: never stale, no retries, no refetch on focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
