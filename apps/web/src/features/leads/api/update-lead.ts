import type { Lead } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateLeadQueries } from './keys';

export type LeadDecision = 'accepted' | 'rejected' | 'billed';

/** PATCH /api/leads/:id { status } */
export const updateLead = async (id: string, status: LeadDecision): Promise<Lead> =>
  (await apiClient.patch<{ data: Lead }>(`/leads/${encodeURIComponent(id)}`, { status })).data;

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
