import { callsApi } from '@sdp/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateProviderUsage } from '@/features/providers';
import { callApi } from '@/lib/call-api';

// Call tracking (docs/calls.md): the team's Twilio key, tracking numbers per site, recording, calls.

export const callKeys = {
  all: ['calls'] as const,
  tracking: () => ['calls', 'tracking'] as const,
  accountNumbers: () => ['calls', 'account-numbers'] as const,
  available: (siteId: string, areaCode: string) => ['calls', 'available', siteId, areaCode] as const,
  site: (siteId: string) => ['calls', 'site', siteId] as const,
};

/** After a change: every call-tracking query, and the meter (Twilio calls are metered). */
const invalidate = (qc: QueryClient) => {
  void invalidateProviderUsage(qc);
  return qc.invalidateQueries({ queryKey: callKeys.all });
};

export const useCallTracking = () =>
  useQuery({
    queryKey: callKeys.tracking(),
    queryFn: async ({ signal }) => (await callApi(callsApi.tracking, { signal })).data,
  });

export const useSiteCalls = (siteId: string) =>
  useQuery({
    queryKey: callKeys.site(siteId),
    queryFn: async ({ signal }) => (await callApi(callsApi.site, { params: { siteId }, signal })).data,
  });

/** The Twilio account's numbers (a metered Twilio call: read on demand). */
export const useAccountNumbers = (enabled: boolean) =>
  useQuery({
    queryKey: callKeys.accountNumbers(),
    queryFn: async ({ signal }) => (await callApi(callsApi.accountNumbers, { signal })).data,
    enabled,
    staleTime: 60_000,
  });

/** Numbers for sale near the site (a metered Twilio call: read on demand). */
export const useAvailableNumbers = (siteId: string, areaCode: string, enabled: boolean) =>
  useQuery({
    queryKey: callKeys.available(siteId, areaCode),
    queryFn: async ({ signal }) =>
      (await callApi(callsApi.available, { query: { siteId, areaCode: areaCode || undefined }, signal }))
        .data,
    enabled,
    staleTime: 60_000,
    retry: false,
  });

export const useSaveTwilioKey = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { accountSid: string; authToken: string }) =>
      (await callApi(callsApi.saveKey, { body })).data,
    onSuccess: () => invalidate(qc),
  });
};

export const useRemoveTwilioKey = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(callsApi.deleteKey),
    onSuccess: () => invalidate(qc),
  });
};

export const useSetNumber = (siteId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { phoneNumber: string; mode: 'buy' | 'assign' }) =>
      (await callApi(callsApi.setNumber, { params: { siteId }, body })).data,
    onSettled: () => invalidate(qc),
  });
};

export const useRemoveNumber = (siteId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (release: boolean) =>
      callApi(callsApi.removeNumber, { params: { siteId }, query: { release: release ? 'true' : 'false' } }),
    onSettled: () => invalidate(qc),
  });
};

export const useSetRecording = (siteId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (recording: boolean) =>
      (await callApi(callsApi.setRecording, { params: { siteId }, body: { recording } })).data,
    onSuccess: () => invalidate(qc),
  });
};
