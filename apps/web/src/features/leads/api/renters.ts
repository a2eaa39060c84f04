import type { Renter, renterInputSchema, renterUpdateSchema } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { renterKeys } from './keys';

export type RenterInput = z.input<typeof renterInputSchema>;
export type RenterUpdate = z.input<typeof renterUpdateSchema>;

/** GET /api/renters */
export const getRenters = async (signal?: AbortSignal): Promise<Renter[]> =>
  (await apiClient.get<{ data: Renter[] }>('/renters', { signal })).data ?? [];

export const rentersQueryOptions = () =>
  queryOptions({ queryKey: renterKeys.list(), queryFn: ({ signal }) => getRenters(signal) });

export const useRenters = () => useQuery(rentersQueryOptions());

/** POST /api/renters */
export const createRenter = async (input: RenterInput): Promise<Renter> =>
  (await apiClient.post<{ data: Renter }>('/renters', input)).data;

/** PATCH /api/renters/:id */
export const updateRenter = async (id: string, input: RenterUpdate): Promise<Renter> =>
  (await apiClient.patch<{ data: Renter }>(`/renters/${encodeURIComponent(id)}`, input)).data;

/** DELETE /api/renters/:id */
export const deleteRenter = async (id: string): Promise<void> => {
  await apiClient.delete<unknown>(`/renters/${encodeURIComponent(id)}`);
};

export const useCreateRenter = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRenter,
    onSuccess: () => qc.invalidateQueries({ queryKey: renterKeys.all }),
  });
};

export const useUpdateRenter = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RenterUpdate }) => updateRenter(id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: renterKeys.all }),
  });
};

export const useDeleteRenter = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteRenter,
    onSuccess: () => qc.invalidateQueries({ queryKey: renterKeys.all }),
  });
};
