import { type Achievement, analyticsApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { performanceKeys } from './keys';

/** GET /api/performance/achievements: the signed-in user's achievements. */
export const getAchievements = async (signal?: AbortSignal): Promise<Achievement[]> =>
  (await callApi(analyticsApi.achievements, { signal })).data ?? [];

export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: performanceKeys.achievements(),
    queryFn: ({ signal }) => getAchievements(signal),
  });

export const useAchievements = () => useQuery(achievementsQueryOptions());
