import { type EndpointBody, rankingsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateRankingsQueries } from './keys';

/** POST /api/rankings/keywords { websiteId, keywords, location? } */
export const addKeywords = async (input: EndpointBody<typeof rankingsApi.createKeywords>) =>
  (await callApi(rankingsApi.createKeywords, { body: input })).data;

export const useAddKeywords = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addKeywords, onSuccess: () => void invalidateRankingsQueries(qc) });
};
