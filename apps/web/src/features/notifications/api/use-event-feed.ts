import { useSyncExternalStore } from 'react';
import { useLeads } from '@/features/leads';
import { useAchievements, useMilestones } from '@/features/performance';
import { useSiteList } from '@/features/sites';
import { buildEventFeed, type FeedEvent } from '../lib/event-feed';
import { getNotificationLog, subscribeNotificationLog } from '../notification-log';

/** The latest leads the feed reads (the dashboard's "Latest leads" reads the same query). */
export const FEED_LEADS = { limit: 5 } as const;

export const useNotificationLog = () =>
  useSyncExternalStore(subscribeNotificationLog, getNotificationLog, getNotificationLog);

/**
 * The one event feed the bell and the dashboard's "Latest insights" show: the same queries (shared
 * cache), the same order (newest first), the same words. `pending` until the first part has loaded.
 */
export function useEventFeed(): { events: FeedEvent[]; pending: boolean; seenAt: number } {
  const achievements = useAchievements();
  const milestones = useMilestones();
  const leads = useLeads(FEED_LEADS);
  const sites = useSiteList('all');
  const { alerts, seenAt } = useNotificationLog();
  const events = buildEventFeed({
    achievements: achievements.data,
    milestones: milestones.data,
    leads: leads.data,
    alerts,
    siteNames: Object.fromEntries((sites.data ?? []).map((s) => [s.id, s.name])),
  });
  const pending = achievements.isPending && milestones.isPending && leads.isPending;
  return { events, pending, seenAt };
}

/** Events newer than the last time the bell was read. */
export const unreadCount = (events: FeedEvent[], seenAt: number) =>
  events.filter((e) => Date.parse(e.at) > seenAt).length;
