import { z } from 'zod';
import { apiSuccess, noBodySchema, okMessageSchema } from './api';
import { endpoint } from './endpoint';
import {
  auditCategorySchema,
  auditSeveritySchema,
  CRAWL_TRIGGERS,
  crawlStatusSchema,
  createProjectSchema,
  projectCreatedSchema,
  projectLimitsViewSchema,
  projectSchema,
  updateProjectSchema,
} from './projects';

// Crawls and audit results of projects, and the calls of the projects module (docs/projects.md).

const categoryScoresSchema = z.record(z.string(), z.number()).nullable();
const severityTotalsSchema = z.object({
  critical: z.number().int(),
  warning: z.number().int(),
  notice: z.number().int(),
});

export const crawlFactsSchema = z.object({
  robots: z.object({
    status: z.enum(['found', 'none', 'error']),
    disallowed: z.array(z.string()),
    crawlDelayS: z.number().nullable(),
  }),
  sitemaps: z.array(z.object({ url: z.string(), urls: z.number().int(), error: z.string().optional() })),
  blockedByRobots: z.number().int(),
  externalLinks: z.number().int(),
  /** Stopped at maxPages with URLs still queued. */
  truncated: z.boolean(),
});
export type CrawlFactsView = z.infer<typeof crawlFactsSchema>;

export const crawlSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  status: crawlStatusSchema,
  trigger: z.enum(CRAWL_TRIGGERS),
  siteVersionId: z.string().nullable(),
  crawled: z.number().int(),
  queued: z.number().int(),
  /** 0-100: crawled / (crawled + queued), 100 once finished. */
  progress: z.number().int(),
  limits: projectLimitsViewSchema,
  score: z.number().int().nullable(),
  categoryScores: categoryScoresSchema,
  /** Affected URLs per severity (a URL counts once per check), and checks with findings. */
  totals: severityTotalsSchema.extend({ checks: z.number().int() }).nullable(),
  graph: z
    .object({ pages: z.number(), orphans: z.number(), maxDepth: z.number(), meanDepth: z.number() })
    .nullable(),
  facts: crawlFactsSchema.nullable(),
  /** False once older crawls' pages and findings were dropped (docs/projects.md#retention). */
  pagesKept: z.boolean(),
  error: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Crawl = z.infer<typeof crawlSchema>;

export const crawlHistoryItemSchema = z.object({
  id: z.string(),
  status: crawlStatusSchema,
  trigger: z.enum(CRAWL_TRIGGERS),
  score: z.number().int().nullable(),
  categoryScores: categoryScoresSchema,
  pages: z.number().int(),
  totals: severityTotalsSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CrawlHistoryItem = z.infer<typeof crawlHistoryItemSchema>;

export const auditCheckSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: auditCategorySchema,
  severity: auditSeveritySchema,
  why: z.string(),
  fix: z.string(),
});
export type AuditCheck = z.infer<typeof auditCheckSchema>;

export const crawlIssuesQuerySchema = z.object({
  severity: auditSeveritySchema.optional(),
  category: auditCategorySchema.optional(),
  checkId: z
    .string()
    .max(64, 'checkId: at most 64 characters')
    .regex(/^[a-z0-9-]+$/, 'checkId: unknown check')
    .optional(),
  /** Affected URLs per check: a page of them. */
  limit: z.coerce.number('limit: must be a number').int().min(1).max(500).default(20),
  offset: z.coerce.number('offset: must be a number').int().min(0).max(1_000_000).default(0),
});
export type CrawlIssuesQuery = z.input<typeof crawlIssuesQuerySchema>;

export const crawlIssueGroupSchema = auditCheckSchema.extend({
  /** Affected URLs (findings) of this check. */
  count: z.number().int(),
  urls: z.array(z.object({ url: z.string(), detail: z.record(z.string(), z.unknown()) })),
});
export type CrawlIssueGroup = z.infer<typeof crawlIssueGroupSchema>;

export const crawlIssuesSchema = z.object({
  crawlId: z.string(),
  totals: severityTotalsSchema,
  groups: z.array(crawlIssueGroupSchema),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type CrawlIssues = z.infer<typeof crawlIssuesSchema>;

export const PAGE_STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx', 'failed'] as const;

export const crawlPagesQuerySchema = z.object({
  status: z.enum(PAGE_STATUS_CLASSES, 'status: one of 2xx, 3xx, 4xx, 5xx, failed').optional(),
  q: z.string().max(200, 'q: at most 200 characters').optional(),
  limit: z.coerce.number('limit: must be a number').int().min(1).max(500).default(50),
  offset: z.coerce.number('offset: must be a number').int().min(0).max(1_000_000).default(0),
});
export type CrawlPagesQuery = z.input<typeof crawlPagesQuerySchema>;

export const crawlPageSchema = z.object({
  url: z.string(),
  statusCode: z.number().int(),
  depth: z.number().int(),
  redirects: z.number().int(),
  contentType: z.string().nullable(),
  bytes: z.number().int(),
  loadMs: z.number().int(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  wordCount: z.number().int(),
  indexable: z.boolean(),
  inlinks: z.number().int(),
  /** Findings on this URL. */
  issues: z.number().int(),
});
export type CrawlPage = z.infer<typeof crawlPageSchema>;

export const crawlPagesSchema = z.object({
  items: z.array(crawlPageSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

const projectParams = z.object({ id: z.uuid('id: not a project id') });
const crawlParams = z.object({ id: z.uuid('id: not a crawl id') });

export const projectsApi = {
  list: endpoint({ method: 'GET', path: '/api/projects', response: apiSuccess(z.array(projectSchema)) }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects',
    body: createProjectSchema,
    response: apiSuccess(projectCreatedSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/projects/:id',
    params: projectParams,
    response: apiSuccess(projectSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/projects/:id',
    params: projectParams,
    body: updateProjectSchema,
    response: apiSuccess(projectSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/projects/:id',
    params: projectParams,
    response: okMessageSchema,
  }),
  startCrawl: endpoint({
    method: 'POST',
    path: '/api/projects/:id/crawls',
    params: projectParams,
    body: noBodySchema,
    response: apiSuccess(crawlSchema),
  }),
  crawls: endpoint({
    method: 'GET',
    path: '/api/projects/:id/crawls',
    params: projectParams,
    response: apiSuccess(z.array(crawlHistoryItemSchema)),
  }),
  crawl: endpoint({
    method: 'GET',
    path: '/api/crawls/:id',
    params: crawlParams,
    response: apiSuccess(crawlSchema),
  }),
  cancelCrawl: endpoint({
    method: 'POST',
    path: '/api/crawls/:id/cancel',
    params: crawlParams,
    body: noBodySchema,
    response: apiSuccess(crawlSchema),
  }),
  issues: endpoint({
    method: 'GET',
    path: '/api/crawls/:id/issues',
    params: crawlParams,
    query: crawlIssuesQuerySchema,
    response: apiSuccess(crawlIssuesSchema),
  }),
  pages: endpoint({
    method: 'GET',
    path: '/api/crawls/:id/pages',
    params: crawlParams,
    query: crawlPagesQuerySchema,
    response: apiSuccess(crawlPagesSchema),
  }),
  /** CSV of every finding (Content-Disposition: attachment); not JSON. */
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/crawls/:id/export',
    params: crawlParams,
    response: z.any(),
  }),
  checks: endpoint({
    method: 'GET',
    path: '/api/audit/checks',
    response: apiSuccess(z.array(auditCheckSchema)),
  }),
};
