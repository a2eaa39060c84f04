import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateProviders } from './keys';

/** DELETE /api/providers/:id: removes the team's key (team owners and admins only; 403 otherwise). */
export const removeProviderKey = (id: string) =>
  apiClient.delete<{ success: boolean; message?: string }>(`/providers/${encodeURIComponent(id)}`);

export const useRemoveProviderKey = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeProviderKey,
    onSuccess: () => invalidateProviders(qc),
  });
};
