import { providersApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateProviders } from './keys';

/** PUT /api/providers/:id {apiKey}: stores the team's key (team owners and admins only; 403 otherwise). */
export const saveProviderKey = async ({ id, apiKey }: { id: string; apiKey: string }) =>
  (await callApi(providersApi.saveKey, { params: { id }, body: { apiKey } })).data;

export const useSaveProviderKey = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveProviderKey, onSuccess: () => invalidateProviders(qc) });
};
