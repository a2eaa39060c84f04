import type { Achievement } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { performanceKeys } from './keys';

/** GET /api/performance/achievements: the signed-in user's achievements. */
export const getAchievements = async (signal?: AbortSignal): Promise<Achievement[]> =>
  (await apiClient.get<{ data: Achievement[] }>('/performance/achievements', { signal })).data ?? [];

export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: performanceKeys.achievements(),
    queryFn: ({ signal }) => getAchievements(signal),
  });

export const useAchievements = () => useQuery(achievementsQueryOptions());
