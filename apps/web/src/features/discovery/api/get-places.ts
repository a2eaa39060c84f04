import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { discoveryKeys } from './keys';

export interface Place {
  placeId: string;
  city: string;
  state: string;
  county: string | null;
  population: number;
}

/** GET /api/payout-data/places?q=: places whose name starts with q, for pickers. */
export const getPlaces = async (q: string, signal?: AbortSignal): Promise<Place[]> =>
  (await apiClient.get<{ data: Place[] }>('/payout-data/places', { query: { q, limit: 8 }, signal })).data ??
  [];

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
