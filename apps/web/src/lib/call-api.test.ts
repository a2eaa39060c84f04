import { apiSuccess, endpoint } from '@sdp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { callApi, endpointPath, queryString } from './call-api';
import { jsonResponse, mockFetch, routeFetch } from './test-utils';

const thing = z.object({ id: z.string(), name: z.string() });
const getThing = endpoint({
  method: 'GET',
  path: '/api/things/:id/versions/:versionId',
  params: z.object({ id: z.string(), versionId: z.string() }),
  response: apiSuccess(thing),
});
const listThings = endpoint({
  method: 'GET',
  path: '/api/things',
  query: z.object({ type: z.enum(['a', 'b']).optional(), limit: z.number().optional() }),
  response: apiSuccess(z.array(thing)),
});
const renameThing = endpoint({
  method: 'PATCH',
  path: '/api/things/:id',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: apiSuccess(thing),
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callApi', () => {
  it('fills the path params encoded and answers the body, typed by the descriptor', async () => {
    const { calls } = routeFetch(() => jsonResponse({ success: true, data: { id: 'a/b', name: 'A' } }));
    const res = await callApi(getThing, { params: { id: 'a/b', versionId: 'v 1' } });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/things/a%2Fb/versions/v%201' });
    expect(res.data.name).toBe('A');
  });

  it('builds the query string in order, leaving out undefined values; no options at all is fine', async () => {
    const { calls } = routeFetch(() => jsonResponse({ success: true, data: [] }));
    await callApi(listThings, { query: { type: 'b', limit: 500 } });
    await callApi(listThings, { query: { type: undefined, limit: 5 } });
    await callApi(listThings);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/things?type=b&limit=500',
      '/api/things?limit=5',
      '/api/things',
    ]);
  });

  it('sends the body as JSON with the method, the Bearer token and the given headers', async () => {
    localStorage.setItem('accessToken', 'at-1');
    const fetch = mockFetch(jsonResponse({ success: true, data: { id: 't1', name: 'B' } }));
    await callApi(renameThing, { params: { id: 't1' }, body: { name: 'B' }, headers: { 'X-Test': '1' } });
    const [url, init] = fetch.mock.calls[0];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(url).toBe('/api/things/t1');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"name":"B"}');
    expect(headers.Authorization).toBe('Bearer at-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Test']).toBe('1');
  });

  it("rejects with the client's normalized error, and can use another client", async () => {
    mockFetch(jsonResponse({ success: false, error: 'not_found', message: 'No such thing' }, 404));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createApiClient({ baseUrl: '/base' });
    const request = vi.spyOn(client, 'request');
    const err = await callApi(getThing, { params: { id: 'x', versionId: 'y' }, client }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, message: 'No such thing', code: 'not_found' });
    expect(request).toHaveBeenCalledWith('GET', '/things/x/versions/y', expect.any(Object));
  });

  it('a missing path param is an error before any request; the types ask for what the descriptor has', () => {
    const fetch = mockFetch();
    expect(() => endpointPath(getThing, { id: 'x' })).toThrow('no value for :versionId');
    // @ts-expect-error: the params are required
    expect(() => callApi(getThing)).toThrow('no value for :id');
    const typesOnly = () => {
      // @ts-expect-error: a GET without a body schema takes no body
      void callApi(getThing, { params: { id: 'x', versionId: 'y' }, body: { a: 1 } });
      // @ts-expect-error: the body must match the descriptor's schema
      void callApi(renameThing, { params: { id: 'x' }, body: { title: 'B' } });
    };
    expect(typesOnly).toBeTypeOf('function');
    expect(fetch).not.toHaveBeenCalled();
    expect(queryString({ tags: ['a', 'b'], none: null })).toBe('?tags=a&tags=b');
    expect(queryString({})).toBe('');
  });
});
