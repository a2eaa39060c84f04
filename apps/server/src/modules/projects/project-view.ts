import {
  type Crawl,
  type CrawlFactsView,
  type CrawlHistoryItem,
  PROJECT_LIMITS,
  type Project,
  type ProjectLimits,
} from '@sdp/shared';
import type { CrawlRow, ProjectRow } from './projects.repository';

// Rows as the API shows them (packages/shared/src/contracts/projects.ts).

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The project's crawl limits, defaults filled in (docs/crawler.md#limits). */
export function limitsOf(settings: Record<string, unknown> | null | undefined): ProjectLimits {
  const num = (key: keyof typeof PROJECT_LIMITS) => {
    const v = settings?.[key];
    const l = PROJECT_LIMITS[key];
    return typeof v === 'number' && Number.isFinite(v) ? Math.min(l.max, Math.max(l.min, v)) : l.default;
  };
  return {
    maxPages: num('maxPages'),
    maxDepth: num('maxDepth'),
    requestsPerSecond: num('requestsPerSecond'),
  };
}

function locationOf(value: Record<string, unknown> | null): Project['location'] {
  if (!value || typeof value.city !== 'string' || typeof value.state !== 'string') return null;
  return { city: value.city, state: value.state };
}

export function presentProject(row: ProjectRow, active: CrawlRow | undefined): Project {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    siteId: row.siteId,
    competitors: row.competitors,
    keywords: row.keywords,
    location: locationOf(row.location),
    limits: limitsOf(row.settings),
    lastScore: row.lastScore,
    lastCrawlId: row.lastCrawlId,
    lastCrawledAt: iso(row.lastCrawledAt),
    activeCrawl: active
      ? { id: active.id, status: active.status, crawled: active.pagesCrawled, queued: active.pagesQueued }
      : null,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface StoredSummary {
  totals?: { critical: number; warning: number; notice: number; checks: number };
  graph?: Crawl['graph'];
}

const isFacts = (v: unknown): v is CrawlFactsView =>
  !!v && typeof v === 'object' && 'robots' in v && 'sitemaps' in v && 'truncated' in v;

export function presentCrawl(row: CrawlRow): Crawl {
  const summary = (row.summary ?? {}) as StoredSummary;
  const finished = row.status === 'completed';
  const total = row.pagesCrawled + row.pagesQueued;
  return {
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    trigger: row.trigger,
    siteVersionId: row.siteVersionId,
    crawled: row.pagesCrawled,
    queued: row.pagesQueued,
    progress: finished ? 100 : total === 0 ? 0 : Math.floor((row.pagesCrawled / total) * 100),
    limits: limitsOf(row.settings),
    score: row.score,
    categoryScores: row.categoryScores ?? null,
    totals: summary.totals ?? null,
    graph: summary.graph ?? null,
    facts: isFacts(row.settings.facts) ? row.settings.facts : null,
    pagesKept: row.settings.pagesDropped !== true,
    error: row.error,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentHistoryItem(row: CrawlRow): CrawlHistoryItem {
  const totals = (row.summary as StoredSummary | null)?.totals;
  return {
    id: row.id,
    status: row.status,
    trigger: row.trigger,
    score: row.score,
    categoryScores: row.categoryScores ?? null,
    pages: row.pagesCrawled,
    totals: totals ? { critical: totals.critical, warning: totals.warning, notice: totals.notice } : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}
