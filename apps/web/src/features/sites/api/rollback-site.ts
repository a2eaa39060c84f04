import { sitesApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { invalidateSiteQueries } from './keys';

/** POST /api/sites/:id/rollback { versionId }: makes an older version live at once. */
export const rollbackSite = async (id: string, versionId: string) =>
  (await callApi(sitesApi.rollback, { params: { id }, body: { versionId }, client: longApiClient })).data;

export const useRollbackSite = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => rollbackSite(id, versionId),
    onSettled: () => invalidateSiteQueries(qc, id),
  });
};
