import { type CreatedPortalLink, type PortalLink, renterPortalApi } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

// A renter's portal links (docs/renter-portal.md): list, create (the URL is answered once), revoke.

export const portalLinkKeys = {
  all: () => ['renter-portal'] as const,
  list: (renterId: string) => ['renter-portal', 'links', renterId] as const,
};

/** GET /api/renters/:id/portal-links */
export const getPortalLinks = async (renterId: string, signal?: AbortSignal): Promise<PortalLink[]> =>
  (await callApi(renterPortalApi.listLinks, { params: { id: renterId }, signal })).data;

export const portalLinksQueryOptions = (renterId: string) =>
  queryOptions({
    queryKey: portalLinkKeys.list(renterId),
    queryFn: ({ signal }) => getPortalLinks(renterId, signal),
    // A member is refused (403): asking again will not change that.
    retry: (count, error) => (error as { status?: number }).status !== 403 && count < 2,
  });

export const usePortalLinks = (renterId: string) => useQuery(portalLinksQueryOptions(renterId));

/** POST /api/renters/:id/portal-links: the new link with its URL, shown this once. */
export const createPortalLink = async (renterId: string): Promise<CreatedPortalLink> =>
  (await callApi(renterPortalApi.createLink, { params: { id: renterId } })).data;

/** DELETE /api/renters/:id/portal-links/:linkId: the link stops working at once. */
export const revokePortalLink = async (v: { renterId: string; linkId: string }): Promise<PortalLink> =>
  (await callApi(renterPortalApi.revokeLink, { params: { id: v.renterId, linkId: v.linkId } })).data;

export const useCreatePortalLink = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPortalLink,
    onSuccess: (_link, renterId) => qc.invalidateQueries({ queryKey: portalLinkKeys.list(renterId) }),
  });
};

export const useRevokePortalLink = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokePortalLink,
    onSuccess: (_link, v) => qc.invalidateQueries({ queryKey: portalLinkKeys.list(v.renterId) }),
  });
};
