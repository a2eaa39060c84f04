import type { CreateSiteRequest, Site } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { siteKeys } from './keys';

/** POST /api/sites: creates the site and builds version 1 (can take a few seconds). */
export const createSite = async (input: CreateSiteRequest): Promise<Site> =>
  (await longApiClient.post<{ data: Site }>('/sites', input)).data;

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
