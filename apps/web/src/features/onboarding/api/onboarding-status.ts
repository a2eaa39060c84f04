import { type CompleteOnboardingRequest, type OnboardingStatus, onboardingApi } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

// Whether the signed-in user finished or skipped onboarding (docs/onboarding.md "Shown once").

export const onboardingStatusKey = () => ['onboarding', 'status'] as const;

/** GET /api/onboarding/status */
export const getOnboardingStatus = async (signal?: AbortSignal): Promise<OnboardingStatus> =>
  (await callApi(onboardingApi.status, { signal })).data;

export const onboardingStatusQueryOptions = () =>
  queryOptions({
    queryKey: onboardingStatusKey(),
    queryFn: ({ signal }) => getOnboardingStatus(signal),
    staleTime: 5 * 60_000,
  });

export const useOnboardingStatus = (enabled = true) =>
  useQuery({ ...onboardingStatusQueryOptions(), enabled });

/** POST /api/onboarding/complete: finished or skipped, either way not shown again. */
export const useCompleteOnboarding = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompleteOnboardingRequest) =>
      (await callApi(onboardingApi.complete, { body })).data,
    onSuccess: (status) => qc.setQueryData(onboardingStatusKey(), status),
  });
};
