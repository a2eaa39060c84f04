import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '@/lib/session';
import { readIncludeDemo, subscribeIncludeDemo, writeIncludeDemo } from '../lib/include-demo';

/** Whether the signed-in user counts demo data in totals, and a setter (every screen follows at once). */
export function useIncludeDemo(): [boolean, (on: boolean) => void] {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const on = useSyncExternalStore(
    subscribeIncludeDemo,
    () => readIncludeDemo(userId),
    () => false,
  );
  const set = useCallback((next: boolean) => writeIncludeDemo(userId, next), [userId]);
  return [on, set];
}
