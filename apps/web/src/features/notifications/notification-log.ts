import type { PerformanceAlertEvent } from '@sdp/shared';
import { readStorage, writeStorage } from '@/lib/storage';

// What the event feed (lib/event-feed.ts) needs besides the server's data: the performance alerts
// pushed this session (they are not stored by the server) and, per user, when the bell was last
// read (kept in localStorage, so a reload does not mark old events new again).

export const NOTIFICATION_LOG_LIMIT = 50;

export interface SessionAlert extends PerformanceAlertEvent {
  id: string;
}
export interface NotificationLog {
  alerts: SessionAlert[];
  /** Epoch ms the signed-in user last read the bell; 0 before the first time. */
  seenAt: number;
}

let log: NotificationLog = { alerts: [], seenAt: 0 };
let userId: string | null = null;
const listeners = new Set<() => void>();
let alertCounter = 0;

const seenKey = (id: string) => `sdp.notifications.seenAt.${id}`;

function publish(next: NotificationLog) {
  log = next;
  for (const l of listeners) l();
}

export function recordAlert(a: PerformanceAlertEvent): void {
  alertCounter += 1;
  const alerts = [{ ...a, id: `alert-${alertCounter}` }, ...log.alerts].slice(0, NOTIFICATION_LOG_LIMIT);
  publish({ ...log, alerts });
}

/** Everything up to `now` is read: stored for this user. */
export function markAllRead(now = Date.now()): void {
  if (now <= log.seenAt) return;
  if (userId) writeStorage('local', seenKey(userId), String(now));
  publish({ ...log, seenAt: now });
}

/** A different (or no) user: this session's alerts are dropped and that user's read time loaded. */
export function setNotificationUser(id: string | null): void {
  if (id === userId) return;
  userId = id;
  const stored = id ? Number(readStorage('local', seenKey(id))) : 0;
  publish({ alerts: [], seenAt: Number.isFinite(stored) ? stored : 0 });
}

export const getNotificationLog = (): NotificationLog => log;
export function subscribeNotificationLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
