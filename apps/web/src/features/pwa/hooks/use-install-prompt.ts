import { INSTALL_PROMPT } from '@sdp/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

// Install prompt (docs/product/web.md#install-prompt-and-offline-worker): shown only after more than 2
// visits, 3 s after the install event; hidden in standalone mode; dismissing hides it for 3 days, declining
// the install for 7 days.

export const INSTALL_STORAGE_KEYS = {
  visits: 'pwaVisitCount',
  hiddenUntil: 'pwaInstallHiddenUntil',
} as const;
const DAY_MS = 86_400_000;

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let visitCounted = false;
function countVisit(): number {
  const visits = Number(readStorage('local', INSTALL_STORAGE_KEYS.visits) ?? '0') || 0;
  if (visitCounted) return visits;
  visitCounted = true;
  writeStorage('local', INSTALL_STORAGE_KEYS.visits, String(visits + 1));
  return visits + 1;
}

const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const hideFor = (days: number) =>
  writeStorage('local', INSTALL_STORAGE_KEYS.hiddenUntil, String(Date.now() + days * DAY_MS));

export function useInstallPrompt() {
  const [visible, setVisible] = useState(false);
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const visits = countVisit();
    if (isStandalone()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPrompt = (e: Event) => {
      e.preventDefault();
      deferred.current = e as BeforeInstallPromptEvent;
      const hiddenUntil = Number(readStorage('local', INSTALL_STORAGE_KEYS.hiddenUntil) ?? '0');
      if (visits <= INSTALL_PROMPT.minVisits || Date.now() < hiddenUntil) return;
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), INSTALL_PROMPT.delayMs);
    };
    const onInstalled = () => setVisible(false);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    const event = deferred.current;
    setVisible(false);
    if (!event) return;
    deferred.current = null;
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') hideFor(INSTALL_PROMPT.declineHideDays);
  }, []);

  const dismiss = useCallback(() => {
    setVisible(false);
    hideFor(INSTALL_PROMPT.dismissHideDays);
  }, []);

  return { visible, install, dismiss };
}
