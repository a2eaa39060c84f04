import { readStorage, writeStorage } from '@/lib/storage';

// "Include demo data" (docs/product/rules.md#demo-portfolio): off by default, so demo sites, leads
// and rent stay out of real totals; remembered per user in this browser.

const listeners = new Set<() => void>();

export const includeDemoKey = (userId: string | null | undefined) => `sdp.includeDemo.${userId ?? 'anon'}`;

export function readIncludeDemo(userId: string | null | undefined): boolean {
  return readStorage('local', includeDemoKey(userId)) === 'true';
}

export function writeIncludeDemo(userId: string | null | undefined, on: boolean): void {
  writeStorage('local', includeDemoKey(userId), on ? 'true' : null);
  for (const l of listeners) l();
}

export function subscribeIncludeDemo(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith('sdp.includeDemo.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The query parameter for the server: `{ includeDemo: 'true' }` when on, nothing when off. */
export const demoQuery = (on: boolean): { includeDemo?: 'true' } => (on ? { includeDemo: 'true' } : {});
