import { providersApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateProviders } from './keys';

/** DELETE /api/providers/:id: removes the team's key (team owners and admins only; 403 otherwise). */
export const removeProviderKey = (id: string) => callApi(providersApi.deleteKey, { params: { id } });

export const useRemoveProviderKey = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removeProviderKey, onSuccess: () => invalidateProviders(qc) });
};
