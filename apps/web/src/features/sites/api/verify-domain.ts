import { type Site, sitesApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateSiteQueries, siteKeys } from './keys';

/**
 * POST /api/sites/:id/domain/verify: looks up the TXT record of the site's custom domain and
 * answers the site with domainStatus 'verified' or 'failed' (domainError says why).
 */
export const verifyDomain = async (id: string): Promise<Site> =>
  (await callApi(sitesApi.verifyDomain, { params: { id } })).data;

export const useVerifyDomain = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => verifyDomain(id),
    onSuccess: (site) => {
      qc.setQueryData(siteKeys.detail(id), site);
      void invalidateSiteQueries(qc);
    },
  });
};
