import { MESSAGES } from '@sdp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, normalizeApiError } from './api-error';
import { jsonResponse, mockFetch } from './test-utils';

const assign = vi.fn();

beforeEach(() => {
  localStorage.clear();
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, pathname: '/settings', assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const header = (init: RequestInit | undefined, name: string) =>
  ((init?.headers ?? {}) as Record<string, string>)[name];

describe('api client', () => {
  it('sends cookies, JSON and the Bearer token under /api', async () => {
    localStorage.setItem('accessToken', 'at-1');
    const fetch = mockFetch(jsonResponse({ success: true, data: { ok: 1 } }));
    const res = await createApiClient().post<{ data: { ok: number } }>('/things', { a: 1 });
    expect(res.data.ok).toBe(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/things');
    expect(init?.credentials).toBe('include');
    expect(header(init, 'Content-Type')).toBe('application/json');
    expect(header(init, 'Authorization')).toBe('Bearer at-1');
  });

  it('sends a string body with its own Content-Type as it is (CSV uploads)', async () => {
    const fetch = mockFetch(jsonResponse({ success: true, data: {} }));
    await createApiClient().post('/rankings/import/gsc', 'Query,Position\nroof,4\n', {
      headers: { 'Content-Type': 'text/csv' },
    });
    const [, init] = fetch.mock.calls[0];
    expect(header(init, 'Content-Type')).toBe('text/csv');
    expect(init?.body).toBe('Query,Position\nroof,4\n');
  });

  it('refreshes once on 401 and retries the call with the new token', async () => {
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'r-old');
    const fetch = mockFetch(
      jsonResponse({ success: false, error: 'unauthorized', message: 'Token expired' }, 401),
      jsonResponse({ success: true, data: { tokens: { accessToken: 'new', refreshToken: 'r-new' } } }),
      jsonResponse({ success: true, data: 42 }),
    );
    const res = await createApiClient().get<{ data: number }>('/me/things');
    expect(res.data).toBe(42);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[1][0]).toBe('/api/auth/refresh');
    expect(JSON.parse(String(fetch.mock.calls[1][1]?.body))).toEqual({ refreshToken: 'r-old' });
    expect(header(fetch.mock.calls[2][1], 'Authorization')).toBe('Bearer new');
    expect(localStorage.getItem('refreshToken')).toBe('r-new');
  });

  it('accepts the data.token / data.accessToken fallbacks of the refresh answer', async () => {
    localStorage.setItem('refreshToken', 'r');
    mockFetch(
      jsonResponse({}, 401),
      jsonResponse({ success: true, data: { accessToken: 'fallback' } }),
      jsonResponse({ success: true }),
    );
    await createApiClient().get('/x');
    expect(localStorage.getItem('accessToken')).toBe('fallback');
  });

  it('does not retry a second time when the retried call is also 401', async () => {
    localStorage.setItem('refreshToken', 'r');
    const fetch = mockFetch(
      jsonResponse({ message: 'no' }, 401),
      jsonResponse({ success: true, data: { tokens: { accessToken: 'a', refreshToken: 'b' } } }),
      jsonResponse({ message: 'Wrong password' }, 401),
    );
    await expect(createApiClient().post('/auth/delete-account', { password: 'x' })).rejects.toMatchObject({
      message: 'Wrong password',
      status: 401,
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(assign).not.toHaveBeenCalled();
  });

  it('clears the tokens and sends the browser to /login when the refresh fails', async () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    mockFetch(jsonResponse({}, 401), jsonResponse({ success: false, message: 'reused' }, 401));
    await expect(createApiClient().get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('only logs a 403 and a 429, then rejects with the normalized error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(
      jsonResponse({ success: false, error: 'forbidden', message: 'Not yours' }, 403),
      jsonResponse({ success: false, error: 'rate_limited' }, 429),
    );
    const client = createApiClient();
    await expect(client.get('/a')).rejects.toMatchObject({
      message: 'Not yours',
      status: 403,
      code: 'forbidden',
    });
    expect(error.mock.calls[0][0]).toBe(MESSAGES.accessForbidden);
    await expect(client.get('/b')).rejects.toMatchObject({ message: 'rate_limited', status: 429 });
    expect(warn).toHaveBeenCalledWith(MESSAGES.rateLimited);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('error normalization', () => {
  it('takes the message field, then the error field, then the default', () => {
    expect(
      normalizeApiError(400, { error: 'validation_error', message: 'Email is required', details: { f: 1 } }),
    ).toMatchObject({
      message: 'Email is required',
      status: 400,
      code: 'validation_error',
      details: { f: 1 },
    });
    expect(normalizeApiError(500, { error: 'Something broke' }).message).toBe('Something broke');
    expect(normalizeApiError(502, '<html>').message).toBe('An unknown error occurred');
    expect(normalizeApiError(500, undefined).message).toBe(MESSAGES.unknownError);
  });
});
