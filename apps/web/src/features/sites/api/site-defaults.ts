import { type SiteDefaults, siteFactsApi, type UpdateSiteDefaultsRequest } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { siteKeys } from './keys';

/** GET /api/sites/defaults: the team's default phone and whether the caller may change it. */
export const getSiteDefaults = async (signal?: AbortSignal): Promise<SiteDefaults> =>
  (await callApi(siteFactsApi.defaults, { signal })).data;

export const siteDefaultsQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.defaults(), queryFn: ({ signal }) => getSiteDefaults(signal) });

export const useSiteDefaults = () => useQuery(siteDefaultsQueryOptions());

/** PATCH /api/sites/defaults (team owners and admins). */
export const useUpdateSiteDefaults = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateSiteDefaultsRequest) =>
      (await callApi(siteFactsApi.updateDefaults, { body: input })).data,
    onSuccess: (defaults) => qc.setQueryData(siteKeys.defaults(), defaults),
  });
};
