import { type EndpointBody, type Lead, leadsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateLeadQueries } from './keys';

export type LeadDecision = EndpointBody<typeof leadsApi.update>['status'];

/** PATCH /api/leads/:id { status } */
export const updateLead = async (id: string, status: LeadDecision): Promise<Lead> =>
  (await callApi(leadsApi.update, { params: { id }, body: { status } })).data;

export const useUpdateLead = (onChanged?: () => void) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadDecision }) => updateLead(id, status),
    onSettled: () => {
      onChanged?.();
      return invalidateLeadQueries(qc);
    },
  });
};
