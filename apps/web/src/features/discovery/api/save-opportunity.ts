import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateMarketQueries } from './keys';

/** POST /api/saved-opportunities/save: saves markets by id (idempotent). */
export const saveOpportunity = (id: string) =>
  apiClient.post<{ data: { saved: number } }>('/saved-opportunities/save', { opportunities: [id] });

/** DELETE /api/saved-opportunities/:id. */
export const unsaveOpportunity = (id: string) =>
  apiClient.delete<unknown>(`/saved-opportunities/${encodeURIComponent(id)}`);

export const useToggleSaved = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      saved ? unsaveOpportunity(id) : saveOpportunity(id),
    onSettled: () => invalidateMarketQueries(qc),
  });
};
