import { type ActivityCategory, type ActivityPage, activityApi } from '@sdp/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { activityKeys } from './keys';

/** Entries per "Load more". */
export const ACTIVITY_PAGE_SIZE = 25;

/** GET /api/user/activity: one page, older than `cursor`. */
export const getActivity = async (
  category: ActivityCategory | null,
  cursor: string | null,
): Promise<ActivityPage> =>
  (
    await callApi(activityApi.list, {
      query: { limit: ACTIVITY_PAGE_SIZE, ...(cursor ? { cursor } : {}), ...(category ? { category } : {}) },
    })
  ).data;

export const activityQueryOptions = (category: ActivityCategory | null) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(category),
    queryFn: ({ pageParam }) => getActivity(category, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useActivity = (category: ActivityCategory | null) =>
  useInfiniteQuery(activityQueryOptions(category));
