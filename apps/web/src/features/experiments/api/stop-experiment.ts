import { experimentsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateExperimentsQueries } from './keys';

/** POST /api/experiments/:id/stop { keep? }: no winner, or keep A or B. */
export const stopExperiment = async ({ id, keep }: { id: string; keep?: 'A' | 'B' }) =>
  (await callApi(experimentsApi.stop, { params: { id }, body: keep ? { keep } : {} })).data;

export const useStopExperiment = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: stopExperiment, onSuccess: () => void invalidateExperimentsQueries(qc) });
};
