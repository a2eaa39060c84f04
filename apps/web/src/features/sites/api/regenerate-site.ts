import { type EndpointBody, sitesApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { invalidateSiteQueries } from './keys';

type RegenerateInput = NonNullable<EndpointBody<typeof sitesApi.generate>>;

/** POST /api/sites/:id/generate: builds a new version (optionally in another template). */
export const regenerateSite = async (id: string, input: RegenerateInput) =>
  (await callApi(sitesApi.generate, { params: { id }, body: input, client: longApiClient })).data;

export const useRegenerateSite = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RegenerateInput) => regenerateSite(id, input),
    onSuccess: () => invalidateSiteQueries(qc, id),
  });
};
