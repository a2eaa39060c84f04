import { type EndpointBody, type Site, sitesApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { siteKeys } from './keys';

export type UpdateSiteInput = EndpointBody<typeof sitesApi.update>;

/** PATCH /api/sites/:id: name, business, customDomain, renterId. */
export const updateSite = async (id: string, input: UpdateSiteInput): Promise<Site> =>
  (await callApi(sitesApi.update, { params: { id }, body: input })).data;

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
