import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateMarketQueries } from './keys';

export type OverrideScope = 'user' | 'team';

export interface PayoutOverride {
  verticalSlug: string;
  payout: number;
  scope: OverrideScope;
  updatedAt?: string;
}

/** PUT /api/payout-data/overrides: the caller's payout for a vertical; the server re-scores it. */
export const setPayoutOverride = (body: { verticalSlug: string; payout: number; scope: OverrideScope }) =>
  apiClient.put<{ data: PayoutOverride }>('/payout-data/overrides', body);

/** DELETE /api/payout-data/overrides/:verticalSlug: back to the published typical payout. */
export const clearPayoutOverride = ({
  verticalSlug,
  scope,
}: {
  verticalSlug: string;
  scope: OverrideScope;
}) =>
  apiClient.delete<unknown>(`/payout-data/overrides/${encodeURIComponent(verticalSlug)}`, {
    query: { scope },
  });

export const useSetPayoutOverride = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setPayoutOverride, onSuccess: () => invalidateMarketQueries(qc) });
};

export const useClearPayoutOverride = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: clearPayoutOverride, onSuccess: () => invalidateMarketQueries(qc) });
};
