import { type CreateCampaign, campaignsApi, seoOpportunityEndpoints } from '@sdp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useRealtimeEvent } from '@/lib/realtime';

/** Query keys of campaigns. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: ['campaigns', 'list'] as const,
  one: (id: string) => ['campaigns', 'one', id] as const,
};

/** While items run their status changes: read again this often (pushes refresh sooner). */
const RUNNING_REFRESH_MS = 15_000;

/** Refreshes the campaign queries on a pushed `campaign:updated`. */
export function useCampaignPushes() {
  const qc = useQueryClient();
  useRealtimeEvent('campaign:updated', () => void qc.invalidateQueries({ queryKey: campaignKeys.all }));
}

export const useCampaigns = () =>
  useQuery({
    queryKey: campaignKeys.list,
    queryFn: async ({ signal }) => (await callApi(campaignsApi.list, { signal })).data,
  });

export const useCampaign = (id: string) =>
  useQuery({
    queryKey: campaignKeys.one(id),
    queryFn: async ({ signal }) => (await callApi(campaignsApi.get, { params: { id }, signal })).data,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? RUNNING_REFRESH_MS : false),
  });

export const useCreateCampaign = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCampaign) => (await callApi(campaignsApi.create, { body })).data,
    onSuccess: () => void qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
};

export type CampaignAction = 'pause' | 'resume' | 'cancel';

export const useCampaignAction = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (action: CampaignAction) =>
      (await callApi(campaignsApi[action], { params: { id }, body: {} })).data,
    onSuccess: (data) => {
      qc.setQueryData(campaignKeys.one(id), data);
      void qc.invalidateQueries({ queryKey: campaignKeys.list });
    },
  });
};

/** The team's automated SEO opportunities (GET /api/opportunities?automated=true). */
export const useAutomatedOpportunities = (enabled: boolean) =>
  useQuery({
    queryKey: ['seo-opportunities', 'automated'],
    enabled,
    queryFn: async ({ signal }) =>
      (await callApi(seoOpportunityEndpoints.list, { query: { automated: 'true', status: 'open' }, signal }))
        .data,
  });
