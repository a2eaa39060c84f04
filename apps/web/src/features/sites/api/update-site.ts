import type { Site, updateSiteRequestSchema } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { siteKeys } from './keys';

export type UpdateSiteInput = z.input<typeof updateSiteRequestSchema>;

/** PATCH /api/sites/:id: name, business, customDomain, renterId. */
export const updateSite = async (id: string, input: UpdateSiteInput): Promise<Site> =>
  (await apiClient.patch<{ data: Site }>(`/sites/${encodeURIComponent(id)}`, input)).data;

export const useUpdateSite = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSiteInput) => updateSite(id, input),
    onSuccess: (site) => {
      if (site && typeof site === 'object' && 'id' in site) qc.setQueryData(siteKeys.detail(id), site);
      void qc.invalidateQueries({ queryKey: siteKeys.detail(id) });
    },
  });
};
