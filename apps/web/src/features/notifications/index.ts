export { FEED_LEADS, unreadCount, useEventFeed, useNotificationLog } from './api/use-event-feed';
export { FeedEventItem } from './components/feed-event-item';
export { NotificationBell } from './components/notification-bell';
export {
  buildEventFeed,
  EVENT_FEED_LIMIT,
  type FeedEvent,
  INSIGHTS_SHOWN,
  monitoringHref,
} from './lib/event-feed';
export {
  getNotificationLog,
  markAllRead,
  NOTIFICATION_LOG_LIMIT,
  type NotificationLog,
  recordAlert,
  type SessionAlert,
  setNotificationUser,
} from './notification-log';
export { fullTime, timeAgo } from './time-ago';
