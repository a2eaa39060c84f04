import { type CreateExperimentRequest, experimentsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateExperimentsQueries } from './keys';

/** POST /api/sites/:id/experiments { path, h1?, intro? } */
export const startExperiment = async (siteId: string, body: CreateExperimentRequest) =>
  (await callApi(experimentsApi.create, { params: { id: siteId }, body })).data;

export const useStartExperiment = (siteId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExperimentRequest) => startExperiment(siteId, body),
    onSuccess: () => void invalidateExperimentsQueries(qc),
  });
};
