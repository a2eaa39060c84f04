import { providersApi, type RefreshResult } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProviderUsage } from '@/features/providers';
import { callApi } from '@/lib/call-api';
import { invalidateMarketQueries } from './keys';

export type Measurement = RefreshResult['measurements'][number];

/**
 * POST /api/providers/:id/refresh {opportunityId}: runs the provider for one market through the
 * meter and stores what it measured (400 provider_not_configured / not_measurable, 502 provider_error).
 */
export const measureMarket = async ({
  providerId,
  opportunityId,
}: {
  providerId: string;
  opportunityId: string;
}): Promise<RefreshResult> =>
  (await callApi(providersApi.refresh, { params: { id: providerId }, body: { opportunityId } })).data;

/** Measures a market; then every market figure is re-read, and the meter (failed calls count too). */
export const useMeasureMarket = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: measureMarket,
    onSuccess: () => invalidateMarketQueries(qc),
    onSettled: () => invalidateProviderUsage(qc),
  });
};
