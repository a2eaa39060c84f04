import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getFeed } from './get-feed';
import { getRules } from './get-rules';
import { getRuns } from './get-runs';
import { getState } from './get-state';

/** Query keys of the control room (docs/superweapons.md). */
export const superweaponsKeys = {
  all: ['superweapons'] as const,
  rules: ['superweapons', 'rules'] as const,
  runs: ['superweapons', 'runs'] as const,
  feed: ['superweapons', 'feed'] as const,
  state: ['superweapons', 'state'] as const,
};

/** The feed's poll fallback: pushes refresh it sooner. */
export const FEED_POLL_MS = 10_000;

export const rulesQueryOptions = () =>
  queryOptions({ queryKey: superweaponsKeys.rules, queryFn: ({ signal }) => getRules(signal) });
export const runsQueryOptions = () =>
  queryOptions({ queryKey: superweaponsKeys.runs, queryFn: ({ signal }) => getRuns(signal) });
export const feedQueryOptions = () =>
  queryOptions({
    queryKey: superweaponsKeys.feed,
    queryFn: ({ signal }) => getFeed(signal),
    refetchInterval: FEED_POLL_MS,
  });
export const automationStateQueryOptions = () =>
  queryOptions({ queryKey: superweaponsKeys.state, queryFn: ({ signal }) => getState(signal) });

/** Everything the control room shows (after a kill switch, resume or a pushed change). */
export const invalidateSuperweapons = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: superweaponsKeys.all });
export const invalidateFeed = (qc: QueryClient) => qc.invalidateQueries({ queryKey: superweaponsKeys.feed });
