import type { ActivityCategory } from '@sdp/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the activity log (docs/activity.md). */
export const activityKeys = {
  all: ['activity'] as const,
  list: (category: ActivityCategory | null) => ['activity', 'list', category ?? 'all'] as const,
};

/** After something the log records happened in this browser. */
export const invalidateActivity = (qc: QueryClient) => qc.invalidateQueries({ queryKey: activityKeys.all });
