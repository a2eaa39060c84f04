import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';

// A stand-in for '@/lib/realtime' in unit tests:
//   vi.mock('@/lib/realtime', () => import('@/lib/test-realtime'));
// useRealtimeEvent registers the component's handler (the latest one, removed on unmount), and
// push() calls the handlers of an event as a pushed event would.

const handlers = new Map<string, Set<(p: unknown) => void>>();

export function useRealtimeEvent(event: string, fn: (p: unknown) => void): void {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    const h = (p: unknown) => latest.current(p);
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)?.add(h);
    return () => void handlers.get(event)?.delete(h);
  }, [event]);
}

/** Calls every registered handler of `event` with `payload`, inside act(). */
export const push = (event: string, payload: unknown) =>
  act(() => {
    for (const h of handlers.get(event) ?? []) h(payload);
  });

/** Forgets every handler (between tests, when components are not unmounted). */
export const clearPushHandlers = () => handlers.clear();

/** No subscriptions and no /ws connection in unit tests: commands go over REST. */
export function useRealtimeSubscription(_event: string, _id?: string): void {}
export function usePlainWs() {
  return { client: null, state: null };
}
