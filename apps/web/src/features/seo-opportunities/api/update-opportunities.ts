import {
  type CreateSeoOpportunityRequest,
  seoOpportunityEndpoints,
  type UpdateSeoOpportunityRequest,
} from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateSeoOpportunityQueries } from './keys';

/** POST /api/opportunities: a manual opportunity (201). */
export const createSeoOpportunity = async (body: CreateSeoOpportunityRequest) =>
  (await callApi(seoOpportunityEndpoints.create, { body })).data;

export const useCreateSeoOpportunity = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createSeoOpportunity,
    onSuccess: () => void invalidateSeoOpportunityQueries(qc),
  });
};

/** PATCH /api/opportunities/:id (open <-> dismissed, title, notes...). */
export const updateSeoOpportunity = async ({ id, body }: { id: string; body: UpdateSeoOpportunityRequest }) =>
  (await callApi(seoOpportunityEndpoints.update, { params: { id }, body })).data;

export const useUpdateSeoOpportunity = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSeoOpportunity,
    onSuccess: () => void invalidateSeoOpportunityQueries(qc),
  });
};

/** POST /api/opportunities/bulk-update: the same status for every selected opportunity. */
export const bulkSetStatus = async ({ ids, status }: { ids: string[]; status: 'open' | 'dismissed' }) =>
  (
    await callApi(seoOpportunityEndpoints.bulkUpdate, {
      body: { updates: ids.map((id) => ({ id, status })) },
    })
  ).data;

export const useBulkSetStatus = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bulkSetStatus,
    onSuccess: () => void invalidateSeoOpportunityQueries(qc),
  });
};

/** DELETE /api/opportunities/:id */
export const deleteSeoOpportunity = async (id: string) =>
  callApi(seoOpportunityEndpoints.remove, { params: { id } });

export const useDeleteSeoOpportunity = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSeoOpportunity,
    onSuccess: () => void invalidateSeoOpportunityQueries(qc),
  });
};
