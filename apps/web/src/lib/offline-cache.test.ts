import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOfflineData, offlineDataFor } from './offline-cache';

function fakeCaches(names: string[]) {
  const left = new Set(names);
  vi.stubGlobal('caches', {
    keys: async () => [...left],
    delete: async (n: string) => left.delete(n),
  });
  return left;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('offline data belongs to one user', () => {
  it('a different user signing in drops the cached answers; the same user keeps them', async () => {
    const left = fakeCaches(['sdp-offline-data-b1', 'workbox-precache-v2']);
    await offlineDataFor('u1');
    expect([...left]).toEqual(['workbox-precache-v2']);
    left.add('sdp-offline-data-b1');
    await offlineDataFor('u1');
    expect([...left]).toContain('sdp-offline-data-b1');
    await offlineDataFor('u2');
    expect([...left]).toEqual(['workbox-precache-v2']);
  });

  it('a logout drops them and forgets the user', async () => {
    const left = fakeCaches(['sdp-offline-data-b1', 'sdp-offline-data-b0']);
    localStorage.setItem('offlineDataUser', 'u1');
    await forgetOfflineData();
    expect([...left]).toEqual([]);
    expect(localStorage.getItem('offlineDataUser')).toBeNull();
  });
});
