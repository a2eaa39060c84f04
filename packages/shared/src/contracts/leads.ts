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
/**
 * pending: written with the lead, first attempt not made yet (or under way); retrying: an attempt
 * failed, the next one is at nextAttemptAt; sent: the mail server accepted the mail, or the webhook
 * answered 2xx; queued: kept in the mail outbox because no mail server is configured (never sent);
 * failed: the last attempt failed (lastError says why). Docs: docs/sites-api.md "Delivery".
 */
export const LEAD_DELIVERY_STATUSES = ['pending', 'retrying', 'sent', 'queued', 'failed'] as const;
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number];
/** Shown in Settings and on leads while no mail server is configured. */
export const MAIL_NOT_CONFIGURED_TEXT = 'Mail is not configured: leads are kept here and in the outbox';
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

/** One delivery of a lead to its renter by one channel. */
export const leadDeliverySchema = z.object({
  id: z.string(),
  channel: z.enum(LEAD_DELIVERY_CHANNELS),
  status: z.enum(LEAD_DELIVERY_STATUSES),
  /** Attempts made so far (0 before the first). */
  attempts: z.number().int(),
  /** Attempts in all before it is given up. */
  maxAttempts: z.number().int(),
  /** Why the last attempt failed: the mail server's answer, the HTTP status, a timeout. */
  lastError: z.string().nullable(),
  /** The webhook's HTTP status of the last attempt. */
  responseStatus: z.number().int().nullable(),
  /** When a retrying delivery is tried next. */
  nextAttemptAt: z.string().nullable(),
  /** When it was sent, or queued in the outbox. */
  deliveredAt: z.string().nullable(),
});
export type LeadDelivery = z.infer<typeof leadDeliverySchema>;

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
  /** The renter's name (null without a renter, or when it was deleted). */
  renterName: z.string().nullable(),
  deliveries: z.array(leadDeliverySchema),
  demo: z.boolean(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** A calendar day, YYYY-MM-DD (UTC). */
const day = (field: string) => z.iso.date(`${field}: a date as YYYY-MM-DD`).optional();
/** Longest search text (name, phone, e-mail, message or ZIP). */
export const LEAD_SEARCH_MAX = 200;

const leadFilterFields = z.object({
  siteId: z.uuid('siteId: not a site id').optional(),
  status: leadStatusSchema.optional(),
  kind: z.enum(LEAD_KINDS).optional(),
  from: day('from'),
  to: day('to'),
  /** Part of the name, phone (digits are enough), e-mail, message or ZIP; case-insensitive. */
  q: z.string().trim().max(LEAD_SEARCH_MAX, `q: at most ${LEAD_SEARCH_MAX} characters`).optional(),
});
const fromBeforeTo = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const fromBeforeToIssue = { message: 'to: before from', path: ['to'] };

/** The inbox filters: GET /api/leads and GET /api/leads/export.csv. Dates are UTC days, both included. */
export const leadFiltersSchema = leadFilterFields.refine(fromBeforeTo, fromBeforeToIssue);
export type LeadFilters = z.input<typeof leadFiltersSchema>;

/** GET /api/leads: the filters and a page. */
export const leadsQuerySchema = leadFilterFields
  .extend({
    limit: z.coerce.number().int().min(1).max(500).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine(fromBeforeTo, fromBeforeToIssue);
/** GET /api/leads: a page of the team's leads, newest first. */
export const leadPageSchema = z.object({
  items: z.array(leadSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type LeadPage = z.infer<typeof leadPageSchema>;
export const updateLeadRequestSchema = z.object({ status: z.enum(['accepted', 'rejected', 'billed']) });

/** Most leads one bulk call may change. */
export const LEAD_BULK_MAX = 500;
/** POST /api/leads/bulk: accept or reject many leads; ids not the team's are ignored (none: 404). */
export const bulkLeadsRequestSchema = z.object({
  ids: z
    .array(z.uuid('ids: not a lead id'))
    .min(1, 'ids: at least one lead')
    .max(LEAD_BULK_MAX, `ids: at most ${LEAD_BULK_MAX} leads`),
  status: z.enum(['accepted', 'rejected']),
});
export const bulkLeadsResponseSchema = z.object({
  /** The leads changed (the caller's team's among the ids). */
  updated: z.array(z.string()),
});

/** Most rows of one CSV export (newest first). */
export const LEAD_EXPORT_MAX = 50_000;

/** Whether the server has a mail server (SMTP_URL): without one, lead e-mails stay in the outbox. */
export const mailStatusSchema = z.object({ configured: z.boolean() });
export type MailStatus = z.infer<typeof mailStatusSchema>;

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
  bulk: endpoint({
    method: 'POST',
    path: '/api/leads/bulk',
    body: bulkLeadsRequestSchema,
    response: apiSuccess(bulkLeadsResponseSchema),
  }),
  mailStatus: endpoint({
    method: 'GET',
    path: '/api/leads/mail-status',
    response: apiSuccess(mailStatusSchema),
  }),
};

/** GET /api/leads/export.csv takes leadFiltersSchema as its query and answers text/csv (not JSON). */
export const LEADS_EXPORT_PATH = '/api/leads/export.csv';
