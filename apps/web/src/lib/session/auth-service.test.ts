import { MESSAGES } from '@sdp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, routeFetch, textResponse } from '../test-utils';
import { loginRequest, logoutOnServer, registerRequest } from './auth-service';

afterEach(() => vi.unstubAllGlobals());

const user = { id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', role: 'free', profileImageUrl: null };
const reg = { email: 'a@b.c', password: 'password1', firstName: 'A', lastName: 'B' };

describe('login service messages', () => {
  it('returns tokens and user on success', async () => {
    mockFetch(
      jsonResponse({ success: true, data: { user, tokens: { accessToken: 'a', refreshToken: 'r' } } }),
    );
    expect(await loginRequest('a@b.c', 'x')).toMatchObject({
      kind: 'signedIn',
      tokens: { accessToken: 'a', refreshToken: 'r' },
    });
  });

  it('falls back to data.token', async () => {
    mockFetch(jsonResponse({ success: true, data: { user, token: 'tok' } }));
    expect(await loginRequest('a@b.c', 'x')).toMatchObject({ tokens: { accessToken: 'tok' } });
  });

  it('returns the two-factor challenge', async () => {
    mockFetch(jsonResponse({ success: true, data: { twoFactorRequired: true, challengeToken: 'c' } }));
    expect(await loginRequest('a@b.c', 'x')).toEqual({ kind: 'twoFactor', challengeToken: 'c' });
  });

  it("shows the server's message, else 'Login failed'", async () => {
    mockFetch(
      jsonResponse(
        { success: false, error: 'invalid_credentials', message: 'Invalid email or password' },
        401,
      ),
    );
    await expect(loginRequest('a', 'b')).rejects.toThrow('Invalid email or password');
    mockFetch(jsonResponse({ success: false }, 400));
    await expect(loginRequest('a', 'b')).rejects.toThrow(MESSAGES.loginFailedService);
  });

  it('requires the success flag to be true', async () => {
    mockFetch(jsonResponse({ data: { user, tokens: { accessToken: 'a', refreshToken: 'r' } } }));
    await expect(loginRequest('a', 'b')).rejects.toThrow('Login failed');
  });

  it('explains non-JSON answers and network failures', async () => {
    mockFetch(textResponse('<h1>oops</h1>', 500, 'Internal Server Error'));
    await expect(loginRequest('a', 'b')).rejects.toThrow(MESSAGES.serverError500);
    mockFetch(textResponse('Bad Gateway', 502, 'Bad Gateway', 'text/plain'));
    await expect(loginRequest('a', 'b')).rejects.toThrow('Server error: Bad Gateway');
    mockFetch(new TypeError('Failed to fetch'));
    await expect(loginRequest('a', 'b')).rejects.toThrow(MESSAGES.cannotConnect);
  });

  it("uses 'Registration failed' for register", async () => {
    mockFetch(jsonResponse({ success: false }, 400));
    await expect(registerRequest(reg)).rejects.toThrow(MESSAGES.registrationFailedService);
  });
});

describe('logout on the server', () => {
  it('answers null when both calls went through', async () => {
    const { calls } = routeFetch(() => jsonResponse({ success: true }));
    expect(await logoutOnServer('a', 'r')).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/logout', 'GET /api/logout']);
  });

  it("answers 'Logout failed' on a network failure, the server's message on a refusal", async () => {
    mockFetch(new TypeError('Failed to fetch'));
    expect(await logoutOnServer('a', 'r')).toBe(MESSAGES.logoutFailed);
    routeFetch(({ path }) =>
      path === '/api/auth/logout'
        ? jsonResponse({ success: false, message: 'Session already ended' }, 400)
        : jsonResponse({ success: true }),
    );
    expect(await logoutOnServer('a', 'r')).toBe('Session already ended');
    routeFetch(({ path }) =>
      path === '/api/auth/logout' ? jsonResponse({ success: false }, 500) : jsonResponse({ success: true }),
    );
    expect(await logoutOnServer('a', 'r')).toBe(MESSAGES.logoutFailed);
  });
});
