import { type CreateSiteRequest, type Site, sitesApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { siteKeys } from './keys';

/** POST /api/sites: creates the site and builds version 1 (can take a few seconds). */
export const createSite = async (input: CreateSiteRequest): Promise<Site> =>
  (await callApi(sitesApi.create, { body: input, client: longApiClient })).data;

export const useCreateSite = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createSite,
    onSuccess: (site) => {
      qc.setQueryData(siteKeys.detail(site.id), site);
      void qc.invalidateQueries({ queryKey: siteKeys.all });
    },
  });
};
