import { limitsApi, type UsageLimits } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { settingsKeys } from './keys';

/** GET /api/limits: the team's usage limits with what it used in the current UTC day or month. */
export const getUsageLimits = async (signal?: AbortSignal): Promise<UsageLimits> =>
  (await callApi(limitsApi.get, { signal })).data;

/** Usage changes with every build: read again each time the section mounts (queries never go stale). */
export const usageLimitsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.limits(),
    queryFn: ({ signal }) => getUsageLimits(signal),
    refetchOnMount: 'always',
  });

export const useUsageLimits = () => useQuery(usageLimitsQueryOptions());
