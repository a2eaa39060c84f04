import type { Renter, RenterWithSecret, renterInputSchema, renterUpdateSchema } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { invalidateRenters, renterKeys } from './keys';

export type RenterInput = z.input<typeof renterInputSchema>;
export type RenterUpdate = z.input<typeof renterUpdateSchema>;

/** GET /api/renters */
export const getRenters = async (signal?: AbortSignal): Promise<Renter[]> =>
  (await apiClient.get<{ data: Renter[] }>('/renters', { signal })).data ?? [];

export const rentersQueryOptions = () =>
  queryOptions({ queryKey: renterKeys.list(), queryFn: ({ signal }) => getRenters(signal) });

export const useRenters = () => useQuery(rentersQueryOptions());

/** POST /api/renters: the new renter with its webhook secret, answered this once. */
export const createRenter = async (input: RenterInput): Promise<RenterWithSecret> =>
  (await apiClient.post<{ data: RenterWithSecret }>('/renters', input)).data;

/** POST /api/renters/:id/rotate-secret: a new webhook secret, answered this once. */
export const rotateRenterSecret = async (id: string): Promise<RenterWithSecret> =>
  (await apiClient.post<{ data: RenterWithSecret }>(`/renters/${encodeURIComponent(id)}/rotate-secret`)).data;

/** POST /api/renters/:id/resend-confirmation: a new confirmation link to the pending address. */
export const resendRenterConfirmation = async (id: string): Promise<Renter> =>
  (await apiClient.post<{ data: Renter }>(`/renters/${encodeURIComponent(id)}/resend-confirmation`)).data;

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
    onSuccess: () => invalidateRenters(qc),
  });
};

export const useUpdateRenter = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RenterUpdate }) => updateRenter(id, input),
    onSuccess: () => invalidateRenters(qc),
  });
};

export const useDeleteRenter = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteRenter,
    onSuccess: () => invalidateRenters(qc),
  });
};

export const useRotateRenterSecret = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: rotateRenterSecret,
    onSuccess: () => invalidateRenters(qc),
  });
};

export const useResendRenterConfirmation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resendRenterConfirmation,
    onSuccess: () => invalidateRenters(qc),
  });
};
