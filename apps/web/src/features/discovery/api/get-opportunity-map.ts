import { discoveryApi, type MarketMap } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { discoveryKeys } from './keys';

export type MapState = MarketMap['states'][number];
export type MapPlace = MarketMap['places'][number];

/** GET /api/payout-data/map?vertical=: per-state top scores and the top 500 places. */
export const getOpportunityMap = async (vertical: string, signal?: AbortSignal): Promise<MarketMap> => {
  const { data } = await callApi(discoveryApi.map, { query: { vertical }, signal });
  return { vertical: data?.vertical ?? vertical, states: data?.states ?? [], places: data?.places ?? [] };
};

export const opportunityMapQueryOptions = (vertical: string) =>
  queryOptions({
    queryKey: discoveryKeys.map(vertical),
    queryFn: ({ signal }) => getOpportunityMap(vertical, signal),
  });

export const useOpportunityMap = (vertical: string) =>
  useQuery({ ...opportunityMapQueryOptions(vertical), enabled: vertical !== '' });
