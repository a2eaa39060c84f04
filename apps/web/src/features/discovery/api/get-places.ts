import { discoveryApi, type Place } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { discoveryKeys } from './keys';

export type { Place } from '@sdp/shared';

/** GET /api/payout-data/places?q=: places whose name starts with q, for pickers. */
export const getPlaces = async (q: string, signal?: AbortSignal): Promise<Place[]> =>
  (await callApi(discoveryApi.places, { query: { q, limit: 8 }, signal })).data ?? [];

export const placesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: discoveryKeys.places(q),
    queryFn: ({ signal }) => getPlaces(q, signal),
    placeholderData: keepPreviousData,
  });

export const usePlaces = (q: string) => {
  const trimmed = q.trim().slice(0, 80);
  return useQuery({ ...placesQueryOptions(trimmed), enabled: trimmed.length > 0 });
};
