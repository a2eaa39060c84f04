import { z } from 'zod';
import { apiSuccess, okMessageSchema } from './api';
import { businessInfoSchema } from './business';
import { deploymentJobSchema } from './deployment-job';
import { tierSchema } from './dominator';
import { endpoint } from './endpoint';

// Sites and their versions, custom domains and hosting: one contract for server routes and browser
// calls. docs/sites-api.md lists the routes. Deployment jobs, leads, renters and revenue have their
// own files next to this one.

export const TEMPLATE_IDS = ['classic', 'bold', 'minimal'] as const;
export const templateIdSchema = z.enum(TEMPLATE_IDS);
export type TemplateId = z.infer<typeof templateIdSchema>;

export const SITE_KINDS = ['goldmine', 'dominator'] as const;
export const siteKindSchema = z.enum(SITE_KINDS);
export type SiteKind = z.infer<typeof siteKindSchema>;

export const SITE_STATUSES = ['draft', 'deploying', 'live', 'failed', 'archived'] as const;
export const siteStatusSchema = z.enum(SITE_STATUSES);
export type SiteStatus = z.infer<typeof siteStatusSchema>;

/** Max similarity (0-1) between two pages the generator varies content to stay under. */
export const SIMILARITY_THRESHOLD = 0.5;
/** Upper bound of places in one dominator site. */
export const DOMINATOR_MAX_PLACES = 1000;

const uuid = z.uuid();
/** A market's id: `vertical-slug~placeId`. */
export const opportunityIdSchema = z
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

export const DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export const domainStatusSchema = z.enum(DOMAIN_STATUSES);
export type DomainStatus = z.infer<typeof domainStatusSchema>;

/** `_sdp-verify.{domain}` TXT `sdp-verify={token}`: POST /api/sites/:id/domain/verify checks it. */
export const domainRecordSchema = z.object({
  type: z.literal('TXT'),
  name: z.string(),
  value: z.string(),
});
export type DomainRecord = z.infer<typeof domainRecordSchema>;

/** A site as the browser sees it (docs/sites-api.md): id, status, deployedAt, currentRevenue... */
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

/** `:id` of the /api/sites/:id calls. */
export const siteIdParamsSchema = z.object({ id: z.uuid('id: not a site id') });
/** `:id` and `:vid` of GET /api/sites/:id/versions/:vid/pages. */
export const siteVersionParamsSchema = siteIdParamsSchema.extend({ vid: z.uuid('vid: not a version id') });
/** GET /api/sites/:id/export: the live version unless versionId is given. */
export const siteExportQuerySchema = z.object({
  versionId: z.uuid('versionId: not a version id').optional(),
});
/** A page of a version with the URL that previews it. */
export const previewPageSchema = pageMetaSchema.extend({ previewUrl: z.string() });
export type PreviewPage = z.infer<typeof previewPageSchema>;

/** POST /api/sites/:id/deploy: the site, and the deploy job when the jobs module ran it. */
export const deploySiteResponseSchema = z.object({ job: deploymentJobSchema.optional(), site: siteSchema });

/**
 * The site calls (docs/sites-api.md). create and generate answer 201. GET /api/sites/:id/export
 * (a zip file) is not here: it is not a JSON call.
 */
export const sitesApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/sites',
    body: createSiteRequestSchema,
    response: apiSuccess(siteSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/sites',
    query: websitesQuerySchema,
    response: apiSuccess(z.array(siteSchema)),
  }),
  /** The same list as `list`, under its other name. */
  websites: endpoint({
    method: 'GET',
    path: '/api/websites',
    query: websitesQuerySchema,
    response: apiSuccess(z.array(siteSchema)),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/sites/:id',
    params: siteIdParamsSchema,
    response: apiSuccess(siteSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/sites/:id',
    params: siteIdParamsSchema,
    body: updateSiteRequestSchema,
    response: apiSuccess(siteSchema),
  }),
  archive: endpoint({
    method: 'DELETE',
    path: '/api/sites/:id',
    params: siteIdParamsSchema,
    response: okMessageSchema,
  }),
  verifyDomain: endpoint({
    method: 'POST',
    path: '/api/sites/:id/domain/verify',
    params: siteIdParamsSchema,
    response: apiSuccess(siteSchema),
  }),
  generate: endpoint({
    method: 'POST',
    path: '/api/sites/:id/generate',
    params: siteIdParamsSchema,
    body: generateSiteRequestSchema.nullish(),
    response: apiSuccess(siteVersionSchema),
  }),
  versions: endpoint({
    method: 'GET',
    path: '/api/sites/:id/versions',
    params: siteIdParamsSchema,
    response: apiSuccess(z.array(siteVersionSchema)),
  }),
  versionPages: endpoint({
    method: 'GET',
    path: '/api/sites/:id/versions/:vid/pages',
    params: siteVersionParamsSchema,
    response: apiSuccess(z.array(previewPageSchema)),
  }),
  deploy: endpoint({
    method: 'POST',
    path: '/api/sites/:id/deploy',
    params: siteIdParamsSchema,
    body: deploySiteRequestSchema.nullish(),
    response: apiSuccess(deploySiteResponseSchema),
  }),
  rollback: endpoint({
    method: 'POST',
    path: '/api/sites/:id/rollback',
    params: siteIdParamsSchema,
    body: rollbackRequestSchema,
    response: apiSuccess(siteSchema),
  }),
};
