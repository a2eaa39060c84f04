import { registerSW } from 'virtual:pwa-register';
import { toast } from '@/lib/toast-store';

// Offline worker (docs/product/web.md#install-prompt-and-offline-worker). Fetched from /service-worker.js,
// registered only when the public base is same-origin. A missing script (404 or not JavaScript) unregisters
// the old worker and reloads.

export const SW_UPDATE_EVENT = 'sw-update';
const SW_URL = '/service-worker.js';

export async function registerServiceWorker(baseUrl: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const publicBase = new URL(baseUrl, window.location.href);
  if (publicBase.origin !== window.location.origin) return;

  if (!navigator.onLine) console.info('No internet connection found. App is running in offline mode.');
  window.addEventListener('offline', () =>
    console.info('No internet connection found. App is running in offline mode.'),
  );

  try {
    const res = await fetch(SW_URL, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
    const type = res.headers.get('content-type') ?? '';
    if (res.status === 404 || !type.includes('javascript')) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
      if (registrations.length > 0) window.location.reload();
      return;
    }
  } catch {
    // Offline: the worker already installed (if any) keeps serving the cached app.
  }

  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      window.dispatchEvent(new CustomEvent(SW_UPDATE_EVENT, { detail: { update: () => updateSW(true) } }));
      toast({
        type: 'info',
        title: 'A new version is available',
        message: 'Reload the page to use it.',
        duration: 10_000,
      });
    },
    onOfflineReady() {
      console.info('Content is cached for offline use.');
    },
    onRegisterError(error) {
      console.error('Service worker registration failed', error);
    },
  });
}
