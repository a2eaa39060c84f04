import type { RealtimeSubscriptionEvent } from '@sdp/shared';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { env } from '../env';
import { useSession } from '../session';
import { toast } from '../toast-store';
import { achievementToast, alertToast, notificationToast } from './notification-toasts';
import {
  type EventHandler,
  type EventName,
  resolveSocketUrl,
  SocketClient,
  type SocketState,
} from './socket-client';

// Mounts the socket client for the signed-in user (it connects only when a user and a token
// exist) and shows pushed user:notification / user:achievement / performance:alert events as
// toasts (durations in notification-toasts.ts).

const RealtimeContext = createContext<SocketClient | null>(null);

export function RealtimeProvider({ children, client }: { children: ReactNode; client?: SocketClient }) {
  const { user, token } = useSession();
  const [socket] = useState(
    () =>
      client ??
      new SocketClient(
        resolveSocketUrl(env.socketUrl, typeof window === 'undefined' ? undefined : window.location.origin),
      ),
  );

  useEffect(() => {
    socket.update(user?.id, token);
  }, [socket, user?.id, token]);
  useEffect(() => () => socket.disconnect(), [socket]);

  useEffect(() => {
    const offNotification = socket.on('user:notification', (n) => toast(notificationToast(n)));
    const offAchievement = socket.on('user:achievement', (a) => toast(achievementToast(a)));
    const offAlert = socket.on('performance:alert', (a) => toast(alertToast(a)));
    return () => {
      offNotification();
      offAchievement();
      offAlert();
    };
  }, [socket]);

  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}

export interface Realtime extends SocketState {
  client: SocketClient;
}

/** The socket client and its state (status, error, stats {connectedAt, reconnectAttempts, latency}). */
export function useRealtime(): Realtime {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtime must be used inside RealtimeProvider');
  const state = useSyncExternalStore(client.subscribeState, client.getState, client.getState);
  return { ...state, client };
}

/** Calls handler for every pushed `event` while mounted (the latest handler, without resubscribing). */
export function useRealtimeEvent<E extends EventName>(event: E, handler: EventHandler<E>): void {
  const client = useContext(RealtimeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => client?.on(event, (payload) => latest.current(payload)), [client, event]);
}

const holders = new WeakMap<SocketClient, Map<string, number>>();

/**
 * Subscribes to a room while mounted (docs/product/web.md#subscriptions): dashboard:subscribe,
 * notification:subscribe, ... The client keeps it and re-sends it on every reconnect; the
 * unsubscribe goes out when the last screen holding it leaves.
 */
export function useRealtimeSubscription(event: RealtimeSubscriptionEvent, id?: string): void {
  const client = useContext(RealtimeContext);
  useEffect(() => {
    if (!client) return;
    const counts = holders.get(client) ?? new Map<string, number>();
    holders.set(client, counts);
    const key = id === undefined ? event : `${event}:${id}`;
    const held = counts.get(key) ?? 0;
    counts.set(key, held + 1);
    if (held === 0) client.subscribe(event, id);
    return () => {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else {
        counts.delete(key);
        client.unsubscribe(event, id);
      }
    };
  }, [client, event, id]);
}
