import { z } from 'zod';
import { DEFAULT_GOLDMINE_LIMIT } from '../constants';
import { tierSchema } from './dominator';

// Sites, hosting, deployment jobs, leads, renters and revenue: deployed site, revenue metrics,
// pipeline stages, deployment job (docs/sites-api.md, docs/product/rules.md).
// One contract for server routes and browser calls. docs/sites-api.md lists the routes.

export const TEMPLATE_IDS = ['classic', 'bold', 'minimal'] as const;
export const templateIdSchema = z.enum(TEMPLATE_IDS);
export type TemplateId = z.infer<typeof templateIdSchema>;

export const SITE_KINDS = ['goldmine', 'dominator'] as const;
export const siteKindSchema = z.enum(SITE_KINDS);
export type SiteKind = z.infer<typeof siteKindSchema>;

export const siteStatusSchema = z.enum(['draft', 'deploying', 'live', 'failed', 'archived']);
export type SiteStatus = z.infer<typeof siteStatusSchema>;

/** Max similarity (0-1) between two pages the generator varies content to stay under. */
export const SIMILARITY_THRESHOLD = 0.5;
/** Upper bound of places in one dominator site. */
export const DOMINATOR_MAX_PLACES = 1000;
/** Upper bound of sites in one batch job. */
export const BATCH_MAX_SITES = 200;
/** generate-and-deploy answers when done, so it takes few sites. */
export const GENERATE_AND_DEPLOY_MAX_SITES = 10;

const uuid = z.uuid();
const opportunityIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]+~[A-Za-z0-9-]+$/, 'must look like vertical-slug~placeId');
/** Length of a custom domain's ownership token (hex). */
export const DOMAIN_TOKEN_HEX = 32;

const isLetter = (c: number) => c >= 97 && c <= 122;
const isDomainChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 45;

/**
 * A lower-case DNS host name a site may be served on, checked in one pass (lengths first, no
 * regular expression): 2+ labels of a-z, 0-9 and inner hyphens, 1-63 characters each, 253 in all;
 * the last label is letters (or an IDN `xn--` label), so IP literals and single labels fail.
 */
export function isDomainName(name: string): boolean {
  if (name.length < 4 || name.length > 253) return false;
  let start = 0;
  let labels = 0;
  for (let i = 0; i <= name.length; i++) {
    const c = i < name.length ? name.charCodeAt(i) : 46;
    if (c !== 46) {
      if (!isDomainChar(c)) return false;
      continue;
    }
    const len = i - start;
    if (len < 1 || len > 63 || name.charCodeAt(start) === 45 || name.charCodeAt(i - 1) === 45) return false;
    labels++;
    if (i < name.length) start = i + 1;
  }
  if (labels < 2) return false;
  const tld = name.slice(start);
  if (tld.startsWith('xn--')) return tld.length > 4;
  if (tld.length < 2) return false;
  for (let i = 0; i < tld.length; i++) if (!isLetter(tld.charCodeAt(i))) return false;
  return true;
}

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'must be a domain name like leads.example.com')
  .refine(isDomainName, 'must be a domain name like leads.example.com');

export const businessInfoSchema = z.object({
  name: z.string().trim().min(1).max(120),
  phone: z.string().trim().max(40).optional(),
  email: z.email().max(254).optional(),
  address: z.string().trim().max(200).optional(),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const dominatorAreaSchema = z
  .object({
    verticalSlug: z.string().trim().min(1).max(80),
    placeIds: z.array(z.string().trim().min(1).max(40)).min(2).max(DOMINATOR_MAX_PLACES).optional(),
    centerPlaceId: z.string().trim().min(1).max(40).optional(),
    radiusKm: z.number().positive().max(500).optional(),
    maxPlaces: z.number().int().min(2).max(DOMINATOR_MAX_PLACES).optional(),
  })
  .refine((a) => a.placeIds || (a.centerPlaceId && a.radiusKm), {
    message: 'give placeIds, or centerPlaceId with radiusKm',
  });

/** POST /api/sites: create a site and build its first version (stage 2). */
export const createSiteRequestSchema = z
  .object({
    kind: siteKindSchema.default('goldmine'),
    opportunityId: opportunityIdSchema.optional(),
    area: dominatorAreaSchema.optional(),
    template: templateIdSchema.default('classic'),
    /** Defaults to a name made from the vertical and place. */
    business: businessInfoSchema.partial({ name: true }).optional(),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  })
  .refine((b) => (b.kind === 'goldmine' ? !!b.opportunityId : !!b.area), {
    message: 'a goldmine site needs opportunityId; a dominator site needs area',
  });
export type CreateSiteRequest = z.input<typeof createSiteRequestSchema>;

/** POST /api/sites/:id/generate: build a new version (regenerate), optionally in another template. */
export const generateSiteRequestSchema = z.object({
  template: templateIdSchema.optional(),
  /** A new seed varies the wording; omitted = next seed. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});

/** PATCH /api/sites/:id */
export const updateSiteRequestSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  business: businessInfoSchema.optional(),
  customDomain: domainSchema.nullable().optional(),
  renterId: uuid.nullable().optional(),
});

export const rollbackRequestSchema = z.object({ versionId: uuid });
export const deploySiteRequestSchema = z.object({ versionId: uuid.optional() });

export const pageMetaSchema = z.object({
  path: z.string(),
  file: z.string(),
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  words: z.number(),
  indexable: z.boolean(),
  variant: z.number(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const similaritySummarySchema = z.object({
  /** Highest page-to-page similarity in the site (0-1). */
  maxPagePair: z.number(),
  meanPagePair: z.number(),
  threshold: z.number(),
  pagesOverThreshold: z.number(),
  regenerations: z.number(),
  worstPair: z.tuple([z.string(), z.string()]).nullable(),
  /** Highest similarity to another site of the team, and which. */
  maxOtherSite: z.number(),
  closestSiteId: z.string().nullable(),
});
export type SimilaritySummary = z.infer<typeof similaritySummarySchema>;

export const siteVersionSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  number: z.number().int(),
  template: templateIdSchema,
  seed: z.number().int(),
  pageCount: z.number().int(),
  bytes: z.number().int(),
  buildMs: z.number(),
  writer: z.string(),
  similarity: similaritySummarySchema,
  live: z.boolean(),
  health: z
    .object({
      ok: z.boolean(),
      status: z.number().nullable(),
      title: z.string().nullable(),
      checkedAt: z.string(),
      error: z.string().optional(),
    })
    .nullable(),
  createdAt: z.string(),
  deployedAt: z.string().nullable(),
});
export type SiteVersion = z.infer<typeof siteVersionSchema>;

export const domainStatusSchema = z.enum(['pending', 'verified', 'failed']);
export type DomainStatus = z.infer<typeof domainStatusSchema>;

/** `_sdp-verify.{domain}` TXT `sdp-verify={token}`: POST /api/sites/:id/domain/verify checks it. */
export const domainRecordSchema = z.object({
  type: z.literal('TXT'),
  name: z.string(),
  value: z.string(),
});
export type DomainRecord = z.infer<typeof domainRecordSchema>;

/** A site as the browser sees it (deployed site: id, status, deployedAt, currentRevenue). */
export const siteSchema = z.object({
  id: z.string(),
  kind: siteKindSchema,
  name: z.string(),
  slug: z.string(),
  status: siteStatusSchema,
  opportunityId: z.string().nullable(),
  verticalSlug: z.string(),
  vertical: z.string(),
  location: z.object({ city: z.string(), state: z.string() }).nullable(),
  template: templateIdSchema,
  business: businessInfoSchema,
  /** The host's own URL: {PUBLIC_URL}/s/{slug}/ */
  url: z.string(),
  /** Served on this host only once domainStatus is 'verified' (docs/sites-api.md, Custom domains). */
  customDomain: z.string().nullable(),
  /** Ownership proof of customDomain: null without a domain. */
  domainStatus: domainStatusSchema.nullable(),
  /** The DNS TXT record that proves ownership (shown to the site's team only). */
  domainRecord: domainRecordSchema.nullable(),
  domainCheckedAt: z.string().nullable(),
  domainVerifiedAt: z.string().nullable(),
  /** Why the last check failed: no record, a record that does not match, a lookup error. */
  domainError: z.string().nullable(),
  liveVersionId: z.string().nullable(),
  latestVersion: siteVersionSchema.nullable(),
  pageCount: z.number().int(),
  renterId: z.string().nullable(),
  tier: tierSchema,
  payout: z.number(),
  deployedAt: z.string().nullable(),
  /** Revenue this calendar month from accepted leads and rent (same rules as revenue metrics). */
  currentRevenue: z.number(),
  leadCount: z.number().int(),
  demo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

export const websitesQuerySchema = z.object({
  type: z.enum(['dominator', 'goldmine', 'all']).default('all'),
  status: siteStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

// ---------------------------------------------------------------------------------------------
// Deployment jobs

export const jobStatusSchema = z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']);
export type JobStatus = z.infer<typeof jobStatusSchema>;
export const jobKindSchema = z.enum(['deploy', 'generate-and-deploy', 'batch-deploy', 'deploy-goldmines']);
export type JobKind = z.infer<typeof jobKindSchema>;

/**
 * Deployment job (docs/product/rules.md#deployment-jobs): id, status, progress, sitesPlanned, sitesDeployed,
 * errors, startedAt.
 */
export const deploymentJobSchema = z.object({
  id: z.string(),
  kind: jobKindSchema,
  status: jobStatusSchema,
  /** 0-100 */
  progress: z.number(),
  sitesPlanned: z.number().int(),
  sitesDeployed: z.number().int(),
  errors: z.array(z.string()),
  startedAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Sites this job deployed so far (ids). */
  siteIds: z.array(z.string()),
});
export type DeploymentJob = z.infer<typeof deploymentJobSchema>;

const batchFiltersSchema = z.object({
  vertical: z.string().trim().max(80).optional(),
  state: z.string().trim().length(2).toUpperCase().optional(),
  tier: z.coerce.number().int().min(1).max(3).optional(),
  minPayout: z.number().min(0).optional(),
});

/** POST /api/dominator-pipeline/batch-deploy: explicit markets, or the best matching filters. */
export const batchDeployRequestSchema = batchFiltersSchema.extend({
  opportunityIds: z.array(opportunityIdSchema).min(1).max(BATCH_MAX_SITES).optional(),
  limit: z.number().int().min(1).max(BATCH_MAX_SITES).default(10),
  template: templateIdSchema.optional(),
});
/** POST /api/dominator-pipeline/deploy-goldmines: the best goldmines not yet built. */
export const deployGoldminesRequestSchema = batchFiltersSchema.extend({
  limit: z.number().int().min(1).max(BATCH_MAX_SITES).default(DEFAULT_GOLDMINE_LIMIT),
  template: templateIdSchema.optional(),
});
/** POST /api/dominator-pipeline/generate-and-deploy: answers when the sites are live. */
export const generateAndDeployRequestSchema = z.object({
  opportunityIds: z.array(opportunityIdSchema).min(1).max(GENERATE_AND_DEPLOY_MAX_SITES),
  template: templateIdSchema.optional(),
});

export const batchDeployResponseSchema = z.object({
  job: deploymentJobSchema,
  totalSitesPlanned: z.number().int(),
});
export const generateAndDeployResponseSchema = z.object({
  job: deploymentJobSchema,
  deployedSites: z.array(siteSchema),
});

// ---------------------------------------------------------------------------------------------
// Leads, renters, revenue

export const leadStatusSchema = z.enum(['new', 'delivered', 'accepted', 'rejected', 'billed']);
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
      channel: z.enum(['email', 'webhook']),
      status: z.enum(['pending', 'delivered', 'failed']),
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

export const renterSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /**
   * Leads are mailed to `email` only once its owner opened the confirmation link sent to it:
   * 'pending' until then, 'confirmed' after, null without an address (docs/sites-api.md).
   */
  emailStatus: z.enum(['confirmed', 'pending']).nullable(),
  /** When the pending address was last sent its confirmation link (null otherwise). */
  emailConfirmationSentAt: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  /**
   * The last 4 characters of the webhook secret, e.g. "…9f3a". The secret itself is shown once:
   * in the answer of create and of rotate-secret (renterWithSecretSchema), never on reads.
   */
  webhookSecretHint: z.string(),
  pricePerLead: z.number(),
  monthlyRent: z.number(),
  autoAccept: z.boolean(),
  active: z.boolean(),
  siteIds: z.array(z.string()),
  createdAt: z.string(),
});
export type Renter = z.infer<typeof renterSchema>;
/** POST /api/renters and POST /api/renters/:id/rotate-secret: the renter and its new secret, once. */
export const renterWithSecretSchema = renterSchema.extend({
  /** HMAC key the renter checks X-Signature with; not shown again (docs/sites-api.md). */
  webhookSecret: z.string(),
});
export type RenterWithSecret = z.infer<typeof renterWithSecretSchema>;

export const renterInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.email().max(254).nullable().optional(),
    webhookUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
    pricePerLead: z.number().min(0).max(100_000).default(0),
    monthlyRent: z.number().min(0).max(1_000_000).default(0),
    autoAccept: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .refine((r) => r.email || r.webhookUrl, { message: 'give an email or a webhookUrl to deliver leads to' });
export const renterUpdateSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  email: z.email().max(254).nullable().optional(),
  webhookUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .optional(),
  pricePerLead: z.number().min(0).max(100_000).optional(),
  monthlyRent: z.number().min(0).max(1_000_000).optional(),
  autoAccept: z.boolean().optional(),
  active: z.boolean().optional(),
});

/**
 * Revenue metrics (docs/product/rules.md#revenue-metrics), computed from lead, rental and provider-cost rows.
 */
export const revenueMetricsSchema = z.object({
  totalRevenue: z.number(),
  monthlyRevenue: z.number(),
  dailyRevenue: z.number(),
  revenueByTier: z.object({ tier1: z.number(), tier2: z.number(), tier3: z.number() }),
  revenueByVertical: z.record(z.string(), z.number()),
  projectedMonthlyRevenue: z.number(),
  /** (revenue - cost) / revenue over the last 30 days; null without revenue. */
  profitMargin: z.number().nullable(),
  /** (revenue - cost) / cost over all time; null without cost. */
  roi: z.number().nullable(),
});
export type RevenueMetrics = z.infer<typeof revenueMetricsSchema>;

export const revenueHistoryPointSchema = z.object({
  date: z.string(), // YYYY-MM-DD
  revenue: z.number(),
  leads: z.number().int(),
  cost: z.number(),
});
export const revenueResponseSchema = z.object({
  metrics: revenueMetricsSchema,
  history: z.array(revenueHistoryPointSchema),
  /** How each figure is computed, shown beside it. */
  basis: z.record(z.string(), z.string()),
});
export type RevenueResponse = z.infer<typeof revenueResponseSchema>;

/** Pipeline stages (docs/product/rules.md#pipeline-status): real row counts per stage. */
export const pipelineStatusSchema = z.object({
  opportunities: z.number().int(),
  stages: z.object({
    scan: z.number().int(),
    score: z.number().int(),
    build: z.number().int(),
    deploy: z.number().int(),
    revenue: z.number().int(),
  }),
});
export type PipelineStatus = z.infer<typeof pipelineStatusSchema>;
