import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { discoveryKeys } from './keys';

export interface MapState {
  state: string;
  fips: string;
  topScore: number;
  avgScore: number;
  goldmines: number;
}

export interface MapPlace {
  placeId: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
  quantumScore: number;
  opportunityId: string;
}

export interface OpportunityMapData {
  vertical: string;
  states: MapState[];
  places: MapPlace[];
}

/** GET /api/payout-data/map?vertical=: per-state top scores and the top 500 places. */
export const getOpportunityMap = async (
  vertical: string,
  signal?: AbortSignal,
): Promise<OpportunityMapData> => {
  const { data } = await apiClient.get<{ data: OpportunityMapData }>('/payout-data/map', {
    query: { vertical },
    signal,
  });
  return { vertical: data?.vertical ?? vertical, states: data?.states ?? [], places: data?.places ?? [] };
};

export const opportunityMapQueryOptions = (vertical: string) =>
  queryOptions({
    queryKey: discoveryKeys.map(vertical),
    queryFn: ({ signal }) => getOpportunityMap(vertical, signal),
  });

export const useOpportunityMap = (vertical: string) =>
  useQuery({ ...opportunityMapQueryOptions(vertical), enabled: vertical !== '' });
