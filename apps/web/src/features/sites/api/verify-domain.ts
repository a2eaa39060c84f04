import type { Site } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateSiteQueries, siteKeys } from './keys';

/**
 * POST /api/sites/:id/domain/verify: looks up the TXT record of the site's custom domain and
 * answers the site with domainStatus 'verified' or 'failed' (domainError says why).
 */
export const verifyDomain = async (id: string): Promise<Site> =>
  (await apiClient.post<{ data: Site }>(`/sites/${encodeURIComponent(id)}/domain/verify`, {})).data;

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
