export { NotificationBell, useNotificationLog } from './components/notification-bell';
export {
  clearNotifications,
  getNotificationLog,
  type LoggedNotification,
  NOTIFICATION_LOG_LIMIT,
  type NotificationLog,
  recordAlert,
  recordNotification,
  type SessionAlert,
} from './notification-log';
export { fullTime, timeAgo } from './time-ago';
