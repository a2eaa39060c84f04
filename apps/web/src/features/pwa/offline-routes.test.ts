import { OFFLINE_DATA_CACHE_PREFIX } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { OFFLINE_CACHE_PREFIX, offlineApiPattern, offlineRuntimeCaching } from './offline-routes';

describe('the offline worker runtime cache', () => {
  const pattern = offlineApiPattern();
  it('matches the two screens’ reads, with or without a query, and nothing else', () => {
    for (const url of [
      'http://127.0.0.1:3000/api/performance/metrics?includeDemo=true',
      'http://127.0.0.1:3000/api/websites',
      'http://127.0.0.1:3000/api/sites/8e2c/experiments',
      'http://127.0.0.1:3000/api/leads?limit=5',
    ])
      expect(pattern.test(url), url).toBe(true);
    for (const url of [
      'http://127.0.0.1:3000/api/auth/login',
      'http://127.0.0.1:3000/api/leads/abc',
      'http://127.0.0.1:3000/api/user/api-keys',
      'http://127.0.0.1:3000/api/sites/8e2c/pages/content',
      'http://127.0.0.1:3000/dashboard',
    ])
      expect(pattern.test(url), url).toBe(false);
  });

  it('is network first with a short timeout, in a cache named per build under the shared prefix', () => {
    expect(OFFLINE_CACHE_PREFIX).toBe(OFFLINE_DATA_CACHE_PREFIX);
    const [rule] = offlineRuntimeCaching('b1');
    expect(rule).toMatchObject({
      method: 'GET',
      handler: 'NetworkFirst',
      options: { cacheName: 'sdp-offline-data-b1', networkTimeoutSeconds: 4 },
    });
  });
});
