import { discoveryApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { type ClientOpportunity, toClientOpportunities } from '../lib/client-opportunity';
import { discoveryKeys } from './keys';

/** GET /api/saved-opportunities/list: the caller's saved markets, newest first. */
export const getSavedOpportunities = async (): Promise<ClientOpportunity[]> =>
  toClientOpportunities((await callApi(discoveryApi.saved)).data).map((o) => ({ ...o, saved: true }));

export const savedOpportunitiesQueryOptions = () =>
  queryOptions({ queryKey: discoveryKeys.saved(), queryFn: getSavedOpportunities });

export const useSavedOpportunities = () => useQuery(savedOpportunitiesQueryOptions());

/** The ids of the saved markets, to mark rows whose answer carries no saved flag. */
export const useSavedIds = (): Set<string> => {
  const { data } = useQuery({
    ...savedOpportunitiesQueryOptions(),
    select: (list) => new Set(list.map((o) => o.id)),
  });
  return data ?? new Set<string>();
};
