import { discoveryApi, type Vertical } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { discoveryKeys } from './keys';

/** GET /api/payout-data/verticals: every vertical with the caller's effective payout. */
export const getVerticals = async (): Promise<Vertical[]> =>
  (await callApi(discoveryApi.verticals)).data ?? [];

export const verticalsQueryOptions = () =>
  queryOptions({
    queryKey: discoveryKeys.verticals(),
    queryFn: getVerticals,
  });

/** The verticals by name. */
export const useVerticals = () =>
  useQuery({
    ...verticalsQueryOptions(),
    select: (list: Vertical[]) => [...list].sort((a, b) => a.name.localeCompare(b.name)),
  });
