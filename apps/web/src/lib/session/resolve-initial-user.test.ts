import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test-utils';
import { resolveInitialUser } from './resolve-initial-user';

const me = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  role: 'admin',
  profileImageUrl: null,
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session start', () => {
  it('takes the temporary user with no server call when a token and temp data exist', async () => {
    localStorage.setItem('accessToken', 't');
    localStorage.setItem(
      'tempUserData',
      JSON.stringify({ googleId: 'g', email: 'a@b.c', name: 'Ada Lovelace' }),
    );
    const fetch = mockFetch();
    expect(await resolveInitialUser()).toMatchObject({
      id: 'g',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'free',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs unparsable temp data and continues with the me call', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('accessToken', 't');
    localStorage.setItem('tempUserData', '{oops');
    const fetch = mockFetch(jsonResponse({ success: true, data: me }));
    expect(await resolveInitialUser()).toMatchObject({ id: 'u1', role: 'admin' });
    expect(log).toHaveBeenCalled();
    expect(fetch.mock.calls[0][0]).toBe('/api/auth/me');
  });

  it('is anonymous with no token, and clears leftovers', async () => {
    localStorage.setItem('refreshToken', 'r');
    expect(await resolveInitialUser()).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('tries one refresh on a 401 and reloads the user', async () => {
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'r');
    mockFetch(
      jsonResponse({ success: false }, 401),
      jsonResponse({ success: true, data: { tokens: { accessToken: 'new', refreshToken: 'r2' } } }),
      jsonResponse({ success: true, data: me }),
    );
    expect(await resolveInitialUser()).toMatchObject({ id: 'u1' });
    expect(localStorage.getItem('accessToken')).toBe('new');
  });

  it('clears both tokens when the refresh fails', async () => {
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'r');
    mockFetch(jsonResponse({}, 401), jsonResponse({ success: false }, 401));
    expect(await resolveInitialUser()).toBeNull();
    expect([localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]).toEqual([null, null]);
  });
});
