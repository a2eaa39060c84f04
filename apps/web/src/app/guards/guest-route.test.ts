import { describe, expect, it } from 'vitest';
import { guestRedirectTarget } from './guest-route';

describe('guest-only routes', () => {
  it('sends a signed-in user to the remembered destination first', () => {
    expect(guestRedirectTarget('/analytics?range=30d', { pathname: '/settings' })).toBe(
      '/analytics?range=30d',
    );
  });
  it('then to the origin path, unless it is /login or /register', () => {
    expect(guestRedirectTarget(null, { pathname: '/projects', search: '?x=1' })).toBe('/projects?x=1');
    expect(guestRedirectTarget(null, { pathname: '/login' })).toBe('/dashboard');
    expect(guestRedirectTarget(null, { pathname: '/register' })).toBe('/dashboard');
    expect(guestRedirectTarget(null, undefined)).toBe('/dashboard');
  });
});
