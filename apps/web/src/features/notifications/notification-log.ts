import type { PerformanceAlertEvent } from '@sdp/shared';
import { subscribeToasts, type UiNotification } from '@/lib/toast-store';

// The notification centre's memory for this session: every toast shown (newest first, at most
// NOTIFICATION_LOG_LIMIT) with a read flag, and the performance alerts pushed this session (the
// dashboard's insight feed shows them). Nothing is stored across reloads.

export const NOTIFICATION_LOG_LIMIT = 50;

export interface LoggedNotification extends UiNotification {
  read: boolean;
}
export interface SessionAlert extends PerformanceAlertEvent {
  id: string;
}
export interface NotificationLog {
  items: LoggedNotification[];
  unread: number;
  alerts: SessionAlert[];
}

let log: NotificationLog = { items: [], unread: 0, alerts: [] };
const listeners = new Set<() => void>();
const seen = new Set<string>();
let alertCounter = 0;

function publish(next: Omit<NotificationLog, 'unread'>) {
  log = { ...next, unread: next.items.filter((n) => !n.read).length };
  for (const l of listeners) l();
}

/** Adds a shown notification once (by id); the oldest beyond the limit are dropped. */
export function recordNotification(n: UiNotification): void {
  if (seen.has(n.id)) return;
  seen.add(n.id);
  const items = [{ ...n, read: false }, ...log.items].slice(0, NOTIFICATION_LOG_LIMIT);
  publish({ ...log, items });
}

export function recordAlert(a: PerformanceAlertEvent): void {
  alertCounter += 1;
  const alerts = [{ ...a, id: `alert-${alertCounter}` }, ...log.alerts].slice(0, NOTIFICATION_LOG_LIMIT);
  publish({ ...log, alerts });
}

export function markAllRead(): void {
  if (log.unread === 0) return;
  publish({ ...log, items: log.items.map((n) => (n.read ? n : { ...n, read: true })) });
}

export function clearNotifications(): void {
  seen.clear();
  publish({ items: [], alerts: [] });
}

export const getNotificationLog = (): NotificationLog => log;
export function subscribeNotificationLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let stopRecording: (() => void) | null = null;
/** Starts logging every toast the app shows (idempotent); returns nothing to undo on purpose. */
export function startNotificationLog(): void {
  if (stopRecording) return;
  stopRecording = subscribeToasts((toasts) => {
    for (const t of [...toasts].reverse()) if (t.open) recordNotification(t);
  });
}
