import type { AuditCategory, AuditSeverity } from '@sdp/shared';
import type { CrawledPage, CrawlFacts } from '../crawler/types';

// The audit's interface (docs/audit.md): a pure function of a crawl's pages and facts.

/** Every check the audit runs; docs/audit.md describes each. Opportunities map these ids. */
export const AUDIT_CHECK_IDS = [
  'http-4xx',
  'http-5xx',
  'fetch-failed',
  'redirect-chain',
  'redirect-internal-link',
  'title-missing',
  'title-duplicate',
  'title-length',
  'description-missing',
  'description-duplicate',
  'description-length',
  'h1-missing',
  'h1-multiple',
  'heading-skip',
  'canonical-missing',
  'canonical-other',
  'noindex',
  'duplicate-content',
  'near-duplicate',
  'thin-content',
  'broken-internal-link',
  'broken-external-link',
  'image-alt-missing',
  'structured-data-invalid',
  'structured-data-missing',
  'orphan-page',
  'deep-page',
  'page-weight',
  'slow-page',
  'mixed-content',
  'hreflang-invalid',
  'blocked-by-robots',
] as const;
export type AuditCheckId = (typeof AUDIT_CHECK_IDS)[number];

export interface AuditCheckInfo {
  id: AuditCheckId;
  title: string;
  category: AuditCategory;
  severity: AuditSeverity;
  /** Why it matters, one or two sentences. */
  why: string;
  /** How to fix it. */
  fix: string;
}

export interface AuditFinding {
  checkId: AuditCheckId;
  url: string;
  detail: Record<string, unknown>;
}

export interface AuditResult {
  findings: AuditFinding[];
  /** 0-100 per category and overall (docs/audit.md#scores). */
  categoryScores: Record<AuditCategory, number>;
  score: number;
  /** Per check with findings: severity, category, count of affected URLs. */
  summary: Record<string, { severity: AuditSeverity; category: AuditCategory; count: number }>;
  /** Internal link graph figures: pages, orphans, max and mean depth. */
  graph: { pages: number; orphans: number; maxDepth: number; meanDepth: number };
  /** Distinct site pages linking to each crawled page of the site (crawl_pages.inlinks). */
  pageInlinks: Record<string, number>;
  /** 200 HTML, no noindex, canonical absent or itself (crawl_pages.indexable). */
  pageIndexable: Record<string, boolean>;
  /** Clicks from the start page along internal links; null when no link path reaches it. */
  pageClickDepth: Record<string, number | null>;
}

export type AuditInput = { pages: CrawledPage[]; facts: CrawlFacts; startUrl: string };
