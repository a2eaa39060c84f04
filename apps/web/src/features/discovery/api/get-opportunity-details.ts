import type { OpportunityDetails } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  type ClientOpportunity,
  toClientOpportunities,
  toClientOpportunity,
} from '../lib/client-opportunity';
import { discoveryKeys } from './keys';

export type Derivation = OpportunityDetails['derivation'][number];

export interface ClientOpportunityDetails {
  opportunity: ClientOpportunity;
  derivation: Derivation[];
  neighbours: ClientOpportunity[];
}

/** GET /api/payout-data/opportunities/:id: every figure with its formula, inputs and sources. */
export const getOpportunityDetails = async (
  id: string,
  signal?: AbortSignal,
): Promise<ClientOpportunityDetails> => {
  const { data } = await apiClient.get<{ data: OpportunityDetails }>(
    `/payout-data/opportunities/${encodeURIComponent(id)}`,
    { signal },
  );
  return {
    opportunity: toClientOpportunity(data.opportunity),
    derivation: data.derivation ?? [],
    neighbours: toClientOpportunities(data.neighbours),
  };
};

export const opportunityDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: discoveryKeys.details(id),
    queryFn: ({ signal }) => getOpportunityDetails(id, signal),
  });

export const useOpportunityDetails = (id: string) => useQuery(opportunityDetailsQueryOptions(id));
