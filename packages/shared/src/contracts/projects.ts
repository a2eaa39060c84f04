import { z } from 'zod';

// Projects, crawls and audits (docs/crawler.md, docs/audit.md).

export const CRAWL_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export const crawlStatusSchema = z.enum(CRAWL_STATUSES);
export type CrawlStatus = z.infer<typeof crawlStatusSchema>;

/** What started a crawl: a person, a deploy of a hosted site, the plain websocket, a campaign. */
export const CRAWL_TRIGGERS = ['manual', 'deploy', 'ws', 'campaign'] as const;
export type CrawlTrigger = (typeof CRAWL_TRIGGERS)[number];

export const AUDIT_SEVERITIES = ['critical', 'warning', 'notice'] as const;
export const auditSeveritySchema = z.enum(AUDIT_SEVERITIES);
export type AuditSeverity = z.infer<typeof auditSeveritySchema>;

/** The audit's score categories (docs/audit.md#scores). */
export const AUDIT_CATEGORIES = [
  'indexability',
  'content',
  'links',
  'performance',
  'structured-data',
] as const;
export const auditCategorySchema = z.enum(AUDIT_CATEGORIES);
export type AuditCategory = z.infer<typeof auditCategorySchema>;

// ---- Projects (docs/projects.md) ----

/** Crawl limits a project may set (docs/crawler.md#limits). */
export const PROJECT_LIMITS = {
  maxPages: { min: 1, max: 10_000, default: 500 },
  maxDepth: { min: 0, max: 50, default: 10 },
  requestsPerSecond: { min: 0.5, max: 50, default: 10 },
} as const;
export const PROJECT_MAX_COMPETITORS = 10;
export const PROJECT_MAX_KEYWORDS = 100;
export const PROJECT_URL_MAX_LENGTH = 2048;
export const PROJECT_NAME_MAX_LENGTH = 120;
/** Crawls whose pages and findings are kept per project; older ones keep scores and summary only. */
export const CRAWLS_KEPT_WITH_PAGES = 20;

/**
 * A project's address as typed, checked and normalised: an absolute http(s) URL without
 * credentials, lower-case host, no fragment, a path of at least '/'. A bare host gets https://.
 * Answers the normalised URL, or why it cannot be used (for people).
 */
export function normalizeProjectUrl(raw: string): { url: string } | { error: string } {
  const text = raw.trim();
  if (!text) return { error: 'Enter the website address' };
  if (text.length > PROJECT_URL_MAX_LENGTH)
    return { error: `The address is too long (at most ${PROJECT_URL_MAX_LENGTH} characters)` };
  if (/[\s<>"{}|\\^`]/.test(text) || [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127))
    return { error: 'The address contains characters a URL cannot have' };
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text))
    return { error: 'Only http:// and https:// addresses can be crawled' };
  let u: URL;
  try {
    u = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return { error: 'This is not a valid web address' };
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    return { error: 'Only http:// and https:// addresses can be crawled' };
  if (u.username || u.password) return { error: 'The address must not contain a user name or password' };
  const host = u.hostname;
  if (!host) return { error: 'The address has no host name' };
  const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
  const ipv6 = host.startsWith('[');
  if (
    !ipv4 &&
    !ipv6 &&
    host !== 'localhost' &&
    !/^([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.)+[a-z0-9-]{2,63}\.?$/i.test(host)
  )
    return { error: 'The host name is not valid (e.g. example.com)' };
  u.hash = '';
  const url = u.toString();
  if (url.length > PROJECT_URL_MAX_LENGTH)
    return { error: `The address is too long (at most ${PROJECT_URL_MAX_LENGTH} characters)` };
  return { url };
}

const uuid = (what: string) => z.uuid(`${what}: not a valid id`);

const projectUrlSchema = (field: string) =>
  z
    .string(`${field}: must be a URL`)
    .max(PROJECT_URL_MAX_LENGTH + 100, `${field}: at most ${PROJECT_URL_MAX_LENGTH} characters`)
    .transform((v, ctx) => {
      const r = normalizeProjectUrl(v);
      if ('error' in r) {
        ctx.addIssue({ code: 'custom', message: `${field}: ${r.error}` });
        return z.NEVER;
      }
      return r.url;
    });

const limitNumber = (name: keyof typeof PROJECT_LIMITS, int: boolean) => {
  const l = PROJECT_LIMITS[name];
  const base = z.number(`limits.${name}: must be a number`);
  return (int ? base.int(`limits.${name}: must be a whole number`) : base)
    .min(l.min, `limits.${name}: at least ${l.min}`)
    .max(l.max, `limits.${name}: at most ${l.max.toLocaleString('en-US')}`);
};

export const projectLimitsSchema = z.strictObject({
  maxPages: limitNumber('maxPages', true).optional(),
  maxDepth: limitNumber('maxDepth', true).optional(),
  requestsPerSecond: limitNumber('requestsPerSecond', false).optional(),
});
export type ProjectLimitsInput = z.input<typeof projectLimitsSchema>;

export const projectLocationSchema = z.strictObject({
  city: z.string('location.city: required').trim().min(1, 'location.city: required').max(100),
  state: z.string('location.state: required').trim().min(1, 'location.state: required').max(100),
});

const competitorsSchema = z
  .array(projectUrlSchema('competitors'), 'competitors: must be a list of URLs')
  .max(PROJECT_MAX_COMPETITORS, `competitors: at most ${PROJECT_MAX_COMPETITORS}`);
const keywordsSchema = z
  .array(
    z
      .string('keywords: must be text')
      .trim()
      .min(1, 'keywords: empty keyword')
      .max(100, 'keywords: at most 100 characters each'),
    'keywords: must be a list',
  )
  .max(PROJECT_MAX_KEYWORDS, `keywords: at most ${PROJECT_MAX_KEYWORDS}`);
const nameSchema = z
  .string('name: must be text')
  .trim()
  .min(1, 'name: required')
  .max(PROJECT_NAME_MAX_LENGTH, `name: at most ${PROJECT_NAME_MAX_LENGTH} characters`);

/** POST /api/projects: a URL, or one of the team's hosted sites (siteId). */
export const createProjectSchema = z
  .strictObject({
    name: nameSchema.optional(),
    url: projectUrlSchema('url').optional(),
    siteId: uuid('siteId').optional(),
    competitors: competitorsSchema.optional(),
    keywords: keywordsSchema.optional(),
    location: projectLocationSchema.nullable().optional(),
    limits: projectLimitsSchema.optional(),
    /** Start the first crawl at once (default true). */
    startCrawl: z.boolean('startCrawl: must be true or false').optional(),
  })
  .refine((b) => !!b.url !== !!b.siteId, { message: 'url: give a URL or a hosted site (siteId), not both' });
export type CreateProject = z.input<typeof createProjectSchema>;

export const updateProjectSchema = z.strictObject({
  name: nameSchema.optional(),
  url: projectUrlSchema('url').optional(),
  competitors: competitorsSchema.optional(),
  keywords: keywordsSchema.optional(),
  location: projectLocationSchema.nullable().optional(),
  limits: projectLimitsSchema.optional(),
});
export type UpdateProject = z.input<typeof updateProjectSchema>;

export const projectLimitsViewSchema = z.object({
  maxPages: z.number().int(),
  maxDepth: z.number().int(),
  requestsPerSecond: z.number(),
});
export type ProjectLimits = z.infer<typeof projectLimitsViewSchema>;

export const crawlProgressSchema = z.object({
  id: z.string(),
  status: crawlStatusSchema,
  crawled: z.number().int(),
  queued: z.number().int(),
});

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  /** The hosted site it is (crawled after each deploy); null for any other website. */
  siteId: z.string().nullable(),
  competitors: z.array(z.string()),
  keywords: z.array(z.string()),
  location: z.object({ city: z.string(), state: z.string() }).nullable(),
  limits: projectLimitsViewSchema,
  lastScore: z.number().int().nullable(),
  lastCrawlId: z.string().nullable(),
  lastCrawledAt: z.string().nullable(),
  /** The crawl queued or running now, if any. */
  activeCrawl: crawlProgressSchema.nullable(),
  demo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectCreatedSchema = projectSchema.extend({ crawlId: z.string().nullable() });
