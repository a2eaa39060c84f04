import { type MarketFocus, onboardingApi, type UpdateMarketFocusRequest } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export const onboardingKeys = { focus: () => ['onboarding', 'focus'] as const };

/** GET /api/onboarding/focus: the team's verticals and home state (empty until onboarding sets them). */
export const getMarketFocus = async (signal?: AbortSignal): Promise<MarketFocus> =>
  (await callApi(onboardingApi.focus, { signal })).data;

export const marketFocusQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.focus(), queryFn: ({ signal }) => getMarketFocus(signal) });

export const useMarketFocus = () => useQuery(marketFocusQueryOptions());

/** PUT /api/onboarding/focus: the whole focus. */
export const useUpdateMarketFocus = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateMarketFocusRequest) =>
      (await callApi(onboardingApi.updateFocus, { body: input })).data,
    onSuccess: (focus) => qc.setQueryData(onboardingKeys.focus(), focus),
  });
};
