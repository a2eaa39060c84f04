import { discoveryApi, type EndpointBody } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateMarketQueries } from './keys';

export type OverrideScope = NonNullable<EndpointBody<typeof discoveryApi.putOverride>['scope']>;

/** PUT /api/payout-data/overrides: the caller's payout for a vertical; the server re-scores it. */
export const setPayoutOverride = (body: { verticalSlug: string; payout: number; scope: OverrideScope }) =>
  callApi(discoveryApi.putOverride, { body });

/** DELETE /api/payout-data/overrides/:verticalSlug: back to the published typical payout. */
export const clearPayoutOverride = ({
  verticalSlug,
  scope,
}: {
  verticalSlug: string;
  scope: OverrideScope;
}) => callApi(discoveryApi.deleteOverride, { params: { verticalSlug }, query: { scope } });

export const useSetPayoutOverride = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setPayoutOverride, onSuccess: () => invalidateMarketQueries(qc) });
};

export const useClearPayoutOverride = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: clearPayoutOverride, onSuccess: () => invalidateMarketQueries(qc) });
};
