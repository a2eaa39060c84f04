import { describe, expect, it } from 'vitest';
import { isNavActive } from './nav-items';

describe('navigation active rule', () => {
  it('is active on the exact path and nested paths', () => {
    expect(isNavActive('/dominator', '/dominator')).toBe(true);
    expect(isNavActive('/dominator', '/dominator/analytics')).toBe(true);
  });
  it('is not active for a path that only shares a prefix', () => {
    expect(isNavActive('/analytics', '/analytics-extra')).toBe(false);
    expect(isNavActive('/projects', '/dashboard')).toBe(false);
  });
  it('treats / as the dashboard', () => {
    expect(isNavActive('/dashboard', '/')).toBe(true);
    expect(isNavActive('/projects', '/')).toBe(false);
  });
});
