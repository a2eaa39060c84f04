import { OFFLINE_DATA_CACHE_PREFIX, STORAGE_KEYS } from '@sdp/shared';

// The offline worker keeps the last API answers of the dashboard and monitoring screens
// (docs/product/web.md#install-prompt-and-offline-worker). They are one user's data: dropped on
// logout and when a different user signs in on this browser.

/** Deletes every cache of API answers the offline worker filled (of any build). */
export async function purgeOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names.filter((n) => n.startsWith(OFFLINE_DATA_CACHE_PREFIX)).map((n) => caches.delete(n)),
    );
  } catch (err) {
    console.warn('Could not clear the offline data', err);
  }
}

/** A sign-in: another user's cached answers are dropped first. */
export async function offlineDataFor(userId: string): Promise<void> {
  const previous = localStorage.getItem(STORAGE_KEYS.offlineDataUser);
  if (previous !== userId) await purgeOfflineData();
  localStorage.setItem(STORAGE_KEYS.offlineDataUser, userId);
}

/** A logout: nobody's data stays. */
export async function forgetOfflineData(): Promise<void> {
  localStorage.removeItem(STORAGE_KEYS.offlineDataUser);
  await purgeOfflineData();
}
