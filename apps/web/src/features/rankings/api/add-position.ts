import { type EndpointBody, rankingsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateRankingsQueries } from './keys';

export type ManualPositionInput = EndpointBody<typeof rankingsApi.savePosition>;

/** POST /api/rankings/positions: a position entered by hand (source 'manual'). */
export const addPosition = async (input: ManualPositionInput) =>
  (await callApi(rankingsApi.savePosition, { body: input })).data;

export const useAddPosition = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addPosition, onSuccess: () => void invalidateRankingsQueries(qc) });
};
