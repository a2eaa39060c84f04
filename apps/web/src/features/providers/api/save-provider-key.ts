import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ProviderInfo } from './get-providers';
import { invalidateProviders } from './keys';

/** PUT /api/providers/:id {apiKey}: stores the team's key (team owners and admins only; 403 otherwise). */
export const saveProviderKey = async ({ id, apiKey }: { id: string; apiKey: string }) =>
  (await apiClient.put<{ data: ProviderInfo }>(`/providers/${encodeURIComponent(id)}`, { apiKey })).data;

export const useSaveProviderKey = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveProviderKey,
    onSuccess: () => invalidateProviders(qc),
  });
};
