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
