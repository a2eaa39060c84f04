// Socket.IO room names, and the subscribed rooms' digests (docs/product/web.md#subscriptions).
import { DASHBOARD_CAUSES, NOTIFICATION_CAUSES } from '@sdp/shared';

export const rooms = {
  user: (id: string) => `user:${id}`,
  team: (id: string) => `team:${id}`,
  project: (id: string) => `project:${id}`,
  chat: (id: string) => `chat:${id}`,
  admins: 'admins',
  system: 'system',
  dashboard: (userId: string) => `dashboard:${userId}`,
  notifications: (userId: string) => `notifications:${userId}`,
  /** A dashboard subscriber's teams: team pushes reach the subscribers of each member team. */
  dashboardTeam: (teamId: string) => `dashboard-team:${teamId}`,
  notificationsTeam: (teamId: string) => `notifications-team:${teamId}`,
  session: (sid: string) => `session:${sid}`,
} as const;

/**
 * The subscribed rooms and their digests (docs/product/web.md#subscriptions): a push whose event is
 * one of the room's causes also sends the room's event, so a screen that subscribed refreshes once
 * for whatever changed its figures.
 */
export const DIGESTS = [
  {
    event: 'dashboard:changed',
    causes: DASHBOARD_CAUSES,
    userRoom: rooms.dashboard,
    teamRoom: rooms.dashboardTeam,
  },
  {
    event: 'notification:changed',
    causes: NOTIFICATION_CAUSES,
    userRoom: rooms.notifications,
    teamRoom: rooms.notificationsTeam,
  },
] as const;
