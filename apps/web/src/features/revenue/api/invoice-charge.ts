import { revenueApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateRevenue } from './keys';

/** POST /api/dominator-pipeline/revenue/charges/:id/invoice (owner or admin). */
export function useInvoiceCharge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await callApi(revenueApi.invoiceCharge, { params: { id } })).data,
    onSuccess: () => invalidateRevenue(qc),
  });
}
