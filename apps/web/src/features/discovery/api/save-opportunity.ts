import { discoveryApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateMarketQueries } from './keys';

/** POST /api/saved-opportunities/save: saves markets by id (idempotent). */
export const saveOpportunity = (id: string) => callApi(discoveryApi.save, { body: { opportunities: [id] } });

/** DELETE /api/saved-opportunities/:id. */
export const unsaveOpportunity = (id: string) => callApi(discoveryApi.unsave, { params: { id } });

export const useToggleSaved = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }): Promise<unknown> =>
      saved ? unsaveOpportunity(id) : saveOpportunity(id),
    onSettled: () => invalidateMarketQueries(qc),
  });
};
