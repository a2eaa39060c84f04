import { type EndpointBody, type Renter, type RenterWithSecret, rentersApi } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateRenters, renterKeys } from './keys';

export type RenterInput = EndpointBody<typeof rentersApi.create>;
export type RenterUpdate = EndpointBody<typeof rentersApi.update>;

/** GET /api/renters */
export const getRenters = async (signal?: AbortSignal): Promise<Renter[]> =>
  (await callApi(rentersApi.list, { signal })).data ?? [];

export const rentersQueryOptions = () =>
  queryOptions({ queryKey: renterKeys.list(), queryFn: ({ signal }) => getRenters(signal) });

export const useRenters = () => useQuery(rentersQueryOptions());

/** POST /api/renters: the new renter with its webhook secret, answered this once. */
export const createRenter = async (input: RenterInput): Promise<RenterWithSecret> =>
  (await callApi(rentersApi.create, { body: input })).data;

/** POST /api/renters/:id/rotate-secret: a new webhook secret, answered this once. */
export const rotateRenterSecret = async (id: string): Promise<RenterWithSecret> =>
  (await callApi(rentersApi.rotateSecret, { params: { id } })).data;

/** POST /api/renters/:id/resend-confirmation: a new confirmation link to the pending address. */
export const resendRenterConfirmation = async (id: string): Promise<Renter> =>
  (await callApi(rentersApi.resendConfirmation, { params: { id } })).data;

/** PATCH /api/renters/:id */
export const updateRenter = async (id: string, input: RenterUpdate): Promise<Renter> =>
  (await callApi(rentersApi.update, { params: { id }, body: input })).data;

/** DELETE /api/renters/:id */
export const deleteRenter = async (id: string): Promise<void> => {
  await callApi(rentersApi.remove, { params: { id } });
};

export const useCreateRenter = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createRenter, onSuccess: () => invalidateRenters(qc) });
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
  return useMutation({ mutationFn: deleteRenter, onSuccess: () => invalidateRenters(qc) });
};

export const useRotateRenterSecret = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: rotateRenterSecret, onSuccess: () => invalidateRenters(qc) });
};

export const useResendRenterConfirmation = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resendRenterConfirmation, onSuccess: () => invalidateRenters(qc) });
};
