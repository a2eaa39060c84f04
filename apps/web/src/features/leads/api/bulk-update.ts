import { leadsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateLeadQueries } from './keys';

/** POST /api/leads/bulk { ids, status }: the ids changed (others' leads are ignored by the server). */
export const bulkUpdateLeads = async (ids: string[], status: 'accepted' | 'rejected'): Promise<string[]> =>
  (await callApi(leadsApi.bulk, { body: { ids, status } })).data.updated;

export const useBulkUpdateLeads = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: 'accepted' | 'rejected' }) =>
      bulkUpdateLeads(ids, status),
    onSettled: () => invalidateLeadQueries(qc),
  });
};
