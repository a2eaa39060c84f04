import {
  ACHIEVEMENT_NOTIFICATION_DURATION_MS,
  NOTIFICATION_DURATION_MS,
  type PerformanceAlertEvent,
  type UserAchievementEvent,
  type UserNotificationEvent,
} from '@sdp/shared';
import type { ToastInput } from '../toast-store';

// Pushed events shown as toasts (docs/product/web.md#notifications; durations: default
// 5000 ms, achievement 10000 ms).

const validDuration = (ms: unknown): ms is number => typeof ms === 'number' && Number.isFinite(ms) && ms > 0;

/** user:notification: its own type and duration, else info for 5000 ms. */
export const notificationToast = (n: UserNotificationEvent): ToastInput => ({
  type: n.type ?? 'info',
  title: n.title,
  message: n.message,
  duration: validDuration(n.duration) ? n.duration : NOTIFICATION_DURATION_MS,
});

/** user:achievement: always 10000 ms. */
export const achievementToast = (a: UserAchievementEvent): ToastInput => ({
  type: 'achievement',
  title: a.title,
  message: a.message,
  duration: ACHIEVEMENT_NOTIFICATION_DURATION_MS,
});

/** performance:alert: a warning, or an error toast when critical; 5000 ms. */
export const alertToast = (a: PerformanceAlertEvent): ToastInput => ({
  type: a.severity === 'critical' ? 'error' : 'warning',
  title: a.severity === 'critical' ? 'Critical performance alert' : 'Performance alert',
  message: a.message,
  duration: NOTIFICATION_DURATION_MS,
});
