import { ACHIEVEMENT_NOTIFICATION_DURATION_MS, NOTIFICATION_DURATION_MS, TOAST } from '@sdp/shared';

// Notifications (docs/product/web.md#notifications): one visible at a time; a dismissed toast is
// removed from memory after 1,000,000 ms.

export type NotificationType = 'success' | 'error' | 'warning' | 'info' | 'achievement';

export interface UiNotification {
  type: NotificationType;
  title: string;
  message?: string;
  duration: number;
  id: string;
  timestamp: number;
}

export interface ToastEntry extends UiNotification {
  open: boolean;
}

export interface ToastInput {
  type?: NotificationType;
  title: string;
  message?: string;
  duration?: number;
}

type Listener = (toasts: ToastEntry[]) => void;
let toasts: ToastEntry[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function publish(next: ToastEntry[]) {
  toasts = next;
  for (const l of listeners) l(toasts);
}

export function dismissToast(id?: string): void {
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removalTimers.has(t.id)) {
      removalTimers.set(
        t.id,
        setTimeout(() => {
          removalTimers.delete(t.id);
          publish(toasts.filter((x) => x.id !== t.id));
        }, TOAST.removeDelayMs),
      );
    }
  }
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): UiNotification {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const notification: UiNotification = {
    type: input.type ?? 'info',
    title: input.title,
    message: input.message,
    duration:
      input.duration ??
      (input.type === 'achievement' ? ACHIEVEMENT_NOTIFICATION_DURATION_MS : NOTIFICATION_DURATION_MS),
    id: `toast-${Date.now().toString(36)}-${counter}`,
    timestamp: Date.now(),
  };
  publish([{ ...notification, open: true }, ...toasts].slice(0, TOAST.limit));
  return notification;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getToasts = (): ToastEntry[] => toasts;
