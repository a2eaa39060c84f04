import { discoveryApi, type OpportunityDetails, type ScoreDriver } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import {
  type ClientOpportunity,
  toClientOpportunities,
  toClientOpportunity,
} from '../lib/client-opportunity';
import { discoveryKeys } from './keys';

export type Derivation = OpportunityDetails['derivation'][number];

/** The details with the market and its neighbours in their client form. */
export interface ClientOpportunityDetails {
  opportunity: ClientOpportunity;
  derivation: Derivation[];
  neighbours: ClientOpportunity[];
  /** The inputs of the score and what each contributes (empty when the API sends none). */
  drivers: ScoreDriver[];
}

/** GET /api/payout-data/opportunities/:id: every figure with its formula, inputs and sources. */
export const getOpportunityDetails = async (
  id: string,
  signal?: AbortSignal,
): Promise<ClientOpportunityDetails> => {
  const { data } = await callApi(discoveryApi.opportunity, { params: { id }, signal });
  return {
    opportunity: toClientOpportunity(data.opportunity),
    derivation: data.derivation ?? [],
    neighbours: toClientOpportunities(data.neighbours),
    drivers: data.drivers ?? [],
  };
};

export const opportunityDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: discoveryKeys.details(id),
    queryFn: ({ signal }) => getOpportunityDetails(id, signal),
  });

export const useOpportunityDetails = (id: string) => useQuery(opportunityDetailsQueryOptions(id));
