import { discoveryApi, type EndpointResponse } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { discoveryKeys } from './keys';

export type Locations = EndpointResponse<typeof discoveryApi.locations>['data'];

/** GET /api/payout-data/locations?vertical=: the states, then the top cities (of one vertical, or all). */
export const getLocations = async (vertical: string, signal?: AbortSignal): Promise<Locations> =>
  (await callApi(discoveryApi.locations, { query: vertical ? { vertical } : {}, signal })).data;

export const locationsQueryOptions = (vertical: string) =>
  queryOptions({
    queryKey: discoveryKeys.locations(vertical),
    queryFn: ({ signal }) => getLocations(vertical, signal),
  });

export const useLocations = (vertical: string) => useQuery(locationsQueryOptions(vertical));
