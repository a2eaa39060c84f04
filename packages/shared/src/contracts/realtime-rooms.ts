import type { RealtimePushEvent } from './realtime';

// The subscribed rooms' digests (docs/product/web.md#subscriptions).

/** The pushed events that change the dashboard's figures: `dashboard:changed` to its subscribers. */
export const DASHBOARD_CAUSES: readonly RealtimePushEvent[] = [
  'lead:received',
  'lead:updated',
  'site:updated',
  'deployment:completed',
  'performance:update',
  'performance:ranking',
  'performance:alert',
  'rankings:check-completed',
  'user:achievement',
];

/** The pushed events that enter the bell's feed: `notification:changed` to its subscribers. */
export const NOTIFICATION_CAUSES: readonly RealtimePushEvent[] = [
  'lead:received',
  'user:notification',
  'user:achievement',
  'performance:alert',
];
