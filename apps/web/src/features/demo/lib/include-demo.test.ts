import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoQuery, readIncludeDemo, subscribeIncludeDemo, writeIncludeDemo } from './include-demo';

// "Include demo data" is off by default and remembered per user (docs/product/rules.md#demo-portfolio).

afterEach(() => window.localStorage.clear());

describe('include demo data', () => {
  it('is off by default, remembered per user, and tells subscribers', () => {
    expect(readIncludeDemo('u1')).toBe(false);
    const seen = vi.fn();
    const stop = subscribeIncludeDemo(seen);
    writeIncludeDemo('u1', true);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(readIncludeDemo('u1')).toBe(true);
    expect(readIncludeDemo('u2')).toBe(false);
    writeIncludeDemo('u1', false);
    expect(readIncludeDemo('u1')).toBe(false);
    stop();
    writeIncludeDemo('u1', true);
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('becomes includeDemo=true on the query only when on', () => {
    expect(demoQuery(true)).toEqual({ includeDemo: 'true' });
    expect(demoQuery(false)).toEqual({});
  });
});
