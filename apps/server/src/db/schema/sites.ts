import {
  DOMAIN_STATUSES,
  JOB_KINDS,
  JOB_STATUSES,
  LEAD_DELIVERY_CHANNELS,
  LEAD_DELIVERY_STATUSES,
  LEAD_KINDS,
  LEAD_STATUSES,
  SITE_KINDS,
  SITE_STATUSES,
} from '@sdp/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id } from './columns';
import { teams } from './teams';
import { users } from './users';

// Sites, versions, deployment jobs, renters, leads and beacon events (docs/sites-api.md).
// Every owned row carries team_id (the scope every query filters by) and the user who made it.

/** A generated site: one goldmine market or a dominator area, in one template. */
export const sites = pgTable(
  'sites',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SITE_KINDS }).notNull(),
    /** Goldmine: `${verticalSlug}~${placeId}`; dominator: the centre market. */
    opportunityId: text('opportunity_id'),
    verticalSlug: text('vertical_slug').notNull(),
    /** Dominator area as given (placeIds or centre + radius). */
    area: jsonb('area').$type<Record<string, unknown>>(),
    name: text('name').notNull(),
    /** Served at /s/{slug}/; unique across the host. */
    slug: text('slug').notNull().unique(),
    customDomain: text('custom_domain').unique(),
    /**
     * Ownership proof of custom_domain (docs/security.md): a DNS TXT record `_sdp-verify.{domain}`
     * holding domain_token. The Host of a domain is served only once it is 'verified'.
     */
    domainStatus: text('domain_status', { enum: DOMAIN_STATUSES }),
    domainToken: text('domain_token'),
    domainCheckedAt: at('domain_checked_at'),
    domainVerifiedAt: at('domain_verified_at'),
    /** Why the last check failed (no record, wrong value, lookup error), for the screen. */
    domainError: text('domain_error'),
    template: text('template').notNull(),
    business: jsonb('business').$type<Record<string, unknown>>().notNull(),
    seed: integer('seed').notNull(),
    status: text('status', { enum: SITE_STATUSES }).notNull().default('draft'),
    /** The version the host serves (null until the first deploy). */
    liveVersionId: uuid('live_version_id'),
    renterId: uuid('renter_id'),
    /** Loaded by the demo portfolio (docs/product/rules.md#demo-portfolio); removable in one click. */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').defaultNow().notNull(),
    deployedAt: at('deployed_at'),
  },
  (t) => [
    index('sites_team_created_idx').on(t.teamId, t.createdAt),
    index('sites_team_opportunity_idx').on(t.teamId, t.opportunityId),
  ],
);

/** An immutable build of a site. Rollback points the site's live_version_id at an older one. */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: id(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    template: text('template').notNull(),
    seed: integer('seed').notNull(),
    /** gzip of the files: JSON { [path]: [contentType, body] } */
    bundle: bytea('bundle').notNull(),
    /** PageMeta[] of the generator */
    pages: jsonb('pages').$type<unknown[]>().notNull(),
    similarity: jsonb('similarity').$type<Record<string, unknown>>().notNull(),
    /** Generator's SiteSignature, for site-to-site similarity of the team's next builds. */
    signature: jsonb('signature').$type<Record<string, unknown>>().notNull(),
    /** gzip of the content pages' words as written (page editor; modules/sites/page-contents.ts). */
    pageContents: bytea('page_contents'),
    pageCount: integer('page_count').notNull(),
    bytes: integer('bytes').notNull(),
    buildMs: integer('build_ms').notNull(),
    writer: text('writer').notNull(),
    usage: jsonb('usage').$type<Record<string, number>>(),
    /** Last health check: { ok, status, title, checkedAt, error? } */
    health: jsonb('health').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    deployedAt: at('deployed_at'),
  },
  (t) => [unique('site_versions_site_number').on(t.siteId, t.number)],
);

/** A durable deployment job (docs/product/rules.md#deployment-jobs). */
export const deployJobs = pgTable(
  'deploy_jobs',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: JOB_KINDS }).notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    sitesPlanned: integer('sites_planned').notNull().default(0),
    sitesDeployed: integer('sites_deployed').notNull().default(0),
    errors: jsonb('errors').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    /** Written by the worker running the job; a stale one lets another process resume it. */
    heartbeatAt: at('heartbeat_at'),
    runs: integer('runs').notNull().default(0),
  },
  (t) => [index('deploy_jobs_team_created_idx').on(t.teamId, t.createdAt)],
);

/**
 * One planned site of a job. Marked done in the same transaction that publishes the site, so a
 * job resumed after a restart skips it: no site is deployed twice.
 */
export const deployJobItems = pgTable(
  'deploy_job_items',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => deployJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** What to build: an opportunity id, or a site id for a redeploy. */
    itemKey: text('item_key').notNull(),
    siteId: uuid('site_id'),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    finishedAt: at('finished_at'),
  },
  (t) => [unique('deploy_job_items_job_key').on(t.jobId, t.itemKey)],
);

/** The business that buys a site's leads. */
export const renters = pgTable(
  'renters',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    webhookUrl: text('webhook_url'),
    /** HMAC-SHA256 key for X-Signature on webhook deliveries. */
    webhookSecret: text('webhook_secret').notNull(),
    /**
     * Leads are mailed to `email` only once its owner opened the confirmation link (a fresh
     * account cannot make the platform mail strangers). The token is stored hashed.
     */
    emailConfirmedAt: at('email_confirmed_at'),
    emailConfirmTokenHash: text('email_confirm_token_hash'),
    emailConfirmSentAt: at('email_confirm_sent_at'),
    /** Where tracked calls to its sites are forwarded (a US number as typed; modules/calls). */
    phone: text('phone'),
    pricePerLead: numeric('price_per_lead', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** Price of a qualified tracked call (one lasting at least call_min_seconds). */
    pricePerCall: numeric('price_per_call', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    callMinSeconds: integer('call_min_seconds').notNull().default(60),
    monthlyRent: numeric('monthly_rent', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** Delivered leads count as accepted unless the renter rejects them. */
    autoAccept: boolean('auto_accept').notNull().default(true),
    active: boolean('active').notNull().default(true),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [index('renters_team_idx').on(t.teamId)],
);

/** A period a renter rented a site for a monthly fee (ended_at null while it runs). */
export const siteRentals = pgTable(
  'site_rentals',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    renterId: uuid('renter_id')
      .notNull()
      .references(() => renters.id, { onDelete: 'cascade' }),
    monthlyRent: numeric('monthly_rent', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    startedAt: at('started_at').defaultNow().notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [index('site_rentals_team_idx').on(t.teamId, t.startedAt)],
);

/** A lead a hosted site's form sent; written before the form gets its answer. */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    renterId: uuid('renter_id'),
    /** 'form': a form post; 'call': a qualified tracked call (docs/product/rules.md#revenue-metrics). */
    kind: text('kind', { enum: LEAD_KINDS }).notNull().default('form'),
    page: text('page').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    message: text('message'),
    zip: text('zip'),
    utm: jsonb('utm').$type<Record<string, string>>(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** Price per lead of the renter at the time the lead arrived (0 without a renter). */
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** Client idempotency key (form token); a resubmitted form does not make a second lead. */
    submissionKey: text('submission_key'),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    index('leads_team_created_idx').on(t.teamId, t.createdAt),
    index('leads_site_created_idx').on(t.siteId, t.createdAt),
    uniqueIndex('leads_site_submission_uq')
      .on(t.siteId, t.submissionKey)
      .where(sql`${t.submissionKey} is not null`),
  ],
);

/** One delivery of a lead to its renter by one channel, retried with back-off. */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    renterId: uuid('renter_id')
      .notNull()
      .references(() => renters.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: LEAD_DELIVERY_CHANNELS }).notNull(),
    status: text('status', { enum: LEAD_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    responseStatus: integer('response_status'),
    nextAttemptAt: at('next_attempt_at').defaultNow(),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lead_deliveries_lead_channel').on(t.leadId, t.channel),
    index('lead_deliveries_pending_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** A beacon hit from a hosted page: pageview, form_view or call_click. No cookies, no IP kept. */
export const siteEvents = pgTable(
  'site_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: uuid('team_id').notNull(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ['pageview', 'form_view', 'call_click', 'lead'] }).notNull(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    /** Daily salted hash of IP + user agent: counts unique visitors, identifies no one. */
    visitorHash: text('visitor_hash').notNull(),
    /** The A/B variant the page was served with (the beacon's `x`), else null (docs/product/rules.md#ab-tests). */
    variant: text('variant', { enum: ['A', 'B'] }),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('site_events_site_created_idx').on(t.siteId, t.createdAt),
    index('site_events_team_created_idx').on(t.teamId, t.createdAt),
  ],
);

export type SiteRow = typeof sites.$inferSelect;
export type SiteVersionRow = typeof siteVersions.$inferSelect;
export type DeployJobRow = typeof deployJobs.$inferSelect;
export type DeployJobItemRow = typeof deployJobItems.$inferSelect;
export type RenterRow = typeof renters.$inferSelect;
export type SiteRentalRow = typeof siteRentals.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect;
export type SiteEventRow = typeof siteEvents.$inferSelect;
