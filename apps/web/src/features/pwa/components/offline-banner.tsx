import { MESSAGES } from '@sdp/shared';
import { WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';

// The offline note of the dashboard and monitoring screens (docs/product/web.md#install-prompt-and-offline-worker):
// with no network the offline worker answers their reads from its cache, and this says so.

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export function OfflineBanner() {
  const online = useOnline();
  useEffect(() => {
    if (!online) console.info(MESSAGES.offlineShowingCached);
  }, [online]);
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="mb-4 flex items-center gap-2 rounded-lg border border-amber-400/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100"
    >
      <WifiOff className="size-4 shrink-0 text-amber-300" aria-hidden="true" />
      {MESSAGES.offlineShowingCached}
    </p>
  );
}
