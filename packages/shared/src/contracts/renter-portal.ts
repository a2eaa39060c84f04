import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';
import { LEAD_DELIVERY_STATUSES, LEAD_KINDS, leadStatusSchema } from './leads';

// The renter portal (docs/renter-portal.md): a signed, revocable, read-only link per renter. The
// team's owners and admins make, list and revoke links; anyone holding a live link reads the renter's
// sites, leads, what it owes this month and its sites' visits, without signing in.

/** The message of an unknown, malformed or revoked link (the page and the API say the same). */
export const PORTAL_LINK_INVALID = 'This link is no longer valid.';
/** Most leads the portal lists (newest first); the CSV holds up to PORTAL_CSV_MAX. */
export const PORTAL_LEADS_SHOWN = 100;
export const PORTAL_CSV_MAX = 10_000;
/** Days of visits the portal charts. */
export const PORTAL_VISIT_DAYS = 30;

export const portalLinkSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Who made it (null when that user is gone). */
  createdBy: z.string().nullable(),
  lastViewedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PortalLink = z.infer<typeof portalLinkSchema>;

/** POST answer: the link with its URL, answered this once (only a hash of its token is kept). */
export const createdPortalLinkSchema = portalLinkSchema.extend({ url: z.string() });
export type CreatedPortalLink = z.infer<typeof createdPortalLinkSchema>;

export const portalLinksParamsSchema = z.object({ id: z.uuid('id: not a renter id') });
export const portalLinkParamsSchema = z.object({
  id: z.uuid('id: not a renter id'),
  linkId: z.uuid('linkId: not a portal link id'),
});
/** The token is read as any short string: anything not a live link answers 404, never 400. */
export const portalTokenParamsSchema = z.object({
  token: z.string().max(200, 'token: at most 200 characters'),
});

/** How the lead's delivery to the renter stands: the best of its channels, 'none' without any. */
export const PORTAL_DELIVERY_STATES = [...LEAD_DELIVERY_STATUSES, 'none'] as const;

export const portalLeadSchema = z.object({
  receivedAt: z.string(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  phone: z.string().nullable(),
  /** The site's vertical, e.g. 'Roofing'. */
  service: z.string(),
  siteName: z.string(),
  status: leadStatusSchema,
  delivery: z.enum(PORTAL_DELIVERY_STATES),
});
export type PortalLead = z.infer<typeof portalLeadSchema>;

export const renterPortalSchema = z.object({
  renter: z.object({ name: z.string() }),
  team: z.object({ name: z.string() }),
  sites: z.array(z.object({ name: z.string(), service: z.string(), url: z.string().nullable() })),
  leads: z.object({
    items: z.array(portalLeadSchema),
    /** Every lead of the renter; items holds the newest PORTAL_LEADS_SHOWN. */
    total: z.number().int(),
  }),
  /** This calendar month (UTC, YYYY-MM): rent of its rentals plus accepted/billed lead and call income. */
  owed: z.object({
    month: z.string(),
    rent: z.number(),
    leadIncome: z.number(),
    callIncome: z.number(),
    total: z.number(),
  }),
  /** Its sites' visitors and pageviews per UTC day, last PORTAL_VISIT_DAYS days. */
  visits: z.array(z.object({ date: z.string(), visitors: z.number().int(), pageviews: z.number().int() })),
  generatedAt: z.string(),
});
export type RenterPortal = z.infer<typeof renterPortalSchema>;

export const renterPortalApi = {
  listLinks: endpoint({
    method: 'GET',
    path: '/api/renters/:id/portal-links',
    params: portalLinksParamsSchema,
    response: apiSuccess(z.array(portalLinkSchema)),
  }),
  createLink: endpoint({
    method: 'POST',
    path: '/api/renters/:id/portal-links',
    params: portalLinksParamsSchema,
    response: apiSuccess(createdPortalLinkSchema),
  }),
  revokeLink: endpoint({
    method: 'DELETE',
    path: '/api/renters/:id/portal-links/:linkId',
    params: portalLinkParamsSchema,
    response: apiSuccess(portalLinkSchema),
  }),
  /** Public: no sign-in, the token is the key. */
  portal: endpoint({
    method: 'GET',
    path: '/api/public/renter-portal/:token',
    params: portalTokenParamsSchema,
    response: apiSuccess(renterPortalSchema),
  }),
};

/** GET: the renter's leads as CSV (text/csv, not JSON); `:token` as above. */
export const RENTER_PORTAL_CSV_PATH = '/api/public/renter-portal/:token/leads.csv';
/** The page a link opens (server-rendered, outside the app). */
export const portalPagePath = (token: string) => `/portal/${token}`;
