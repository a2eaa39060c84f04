import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// Leads: the form posts of hosted sites and the team's inbox of them (docs/sites-api.md).

export const LEAD_STATUSES = ['new', 'delivered', 'accepted', 'rejected', 'billed'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
/** A lead is a form post or a qualified tracked phone call. */
export const LEAD_KINDS = ['form', 'call'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** How a lead is delivered to its site's renter, and how that delivery stands. */
export const LEAD_DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export const LEAD_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type LeadStatus = z.infer<typeof leadStatusSchema>;

/** Public form post (urlencoded or JSON) from a hosted site. Field names are the generator's. */
export const LEAD_FORM_LIMITS = {
  name: 120,
  phone: 40,
  email: 254,
  zip: 10,
  message: 2000,
  page: 300,
} as const;
/** A form posted sooner than this after the page was built/rendered is treated as a bot. */
export const LEAD_MIN_FILL_MS = 2_000;
/** A form token older than this is refused as stale (the page asks to reload). */
export const LEAD_MAX_FORM_AGE_MS = 30 * 24 * 3600 * 1000;

export const leadSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  kind: z.enum(LEAD_KINDS),
  page: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  zip: z.string().nullable(),
  utm: z.record(z.string(), z.string()).nullable(),
  status: leadStatusSchema,
  value: z.number(),
  renterId: z.string().nullable(),
  deliveries: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(LEAD_DELIVERY_CHANNELS),
      status: z.enum(LEAD_DELIVERY_STATUSES),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      deliveredAt: z.string().nullable(),
    }),
  ),
  demo: z.boolean(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsQuerySchema = z.object({
  siteId: z.uuid().optional(),
  status: leadStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
/** GET /api/leads: a page of the team's leads, newest first. */
export const leadPageSchema = z.object({
  items: z.array(leadSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type LeadPage = z.infer<typeof leadPageSchema>;
export const updateLeadRequestSchema = z.object({ status: z.enum(['accepted', 'rejected', 'billed']) });

/** `:id` of the /api/leads/:id calls. */
export const leadIdParamsSchema = z.object({ id: z.uuid('id: not a lead id') });

/** The team's leads inbox (docs/sites-api.md). The public form post is not here: it takes a form. */
export const leadsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/leads',
    query: leadsQuerySchema,
    response: apiSuccess(leadPageSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/leads/:id',
    params: leadIdParamsSchema,
    response: apiSuccess(leadSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/leads/:id',
    params: leadIdParamsSchema,
    body: updateLeadRequestSchema,
    response: apiSuccess(leadSchema),
  }),
};
