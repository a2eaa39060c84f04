import { describe, expect, it } from 'vitest';
import { resolveLoginTarget } from './login-target';

describe('login target', () => {
  it('prefers returnTo, then intendedDestination, then /dashboard', () => {
    expect(resolveLoginTarget('?returnTo=%2Fanalytics', '/settings')).toBe('/analytics');
    expect(resolveLoginTarget('', '/settings?tab=2')).toBe('/settings?tab=2');
    expect(resolveLoginTarget('', null)).toBe('/dashboard');
  });

  it('turns an empty target, /login or / into /dashboard', () => {
    expect(resolveLoginTarget('?returnTo=', '')).toBe('/dashboard');
    expect(resolveLoginTarget('?returnTo=%2Flogin', null)).toBe('/dashboard');
    expect(resolveLoginTarget('?returnTo=%2F', null)).toBe('/dashboard');
    expect(resolveLoginTarget('', '/')).toBe('/dashboard');
  });

  it('never leaves the site', () => {
    expect(resolveLoginTarget('?returnTo=https%3A%2F%2Fevil.example', null)).toBe('/dashboard');
    expect(resolveLoginTarget('?returnTo=%2F%2Fevil.example', null)).toBe('/dashboard');
  });

  it("lands on the user's default screen when nothing else is asked for", () => {
    expect(resolveLoginTarget('', null, '/leads')).toBe('/leads');
    expect(resolveLoginTarget('?returnTo=%2Flogin', null, '/leads')).toBe('/leads');
    expect(resolveLoginTarget('?returnTo=%2Fanalytics', null, '/leads')).toBe('/analytics');
    expect(resolveLoginTarget('', '/settings', '/leads')).toBe('/settings');
    expect(resolveLoginTarget('', null, '//evil.example')).toBe('/dashboard');
  });
});
