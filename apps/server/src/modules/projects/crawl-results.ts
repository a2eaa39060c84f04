import {
  type AuditCheck,
  type CrawlIssueGroup,
  type CrawlIssues,
  type CrawlIssuesQuery,
  type CrawlPage,
  type CrawlPagesQuery,
  crawlIssuesQuerySchema,
  crawlPagesQuerySchema,
} from '@sdp/shared';
import type { Db } from '../../db/client';
import type { TeamActor } from '../../lib/actor';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { AUDIT_CHECKS } from './audit/index';
import type { AuditCheckId } from './audit/types';
import * as reads from './crawl-reads.repository';
import * as crawlRepo from './crawls.repository';

// The results of one crawl (docs/projects.md#calls): findings grouped by check with the catalog's
// why and how-to-fix, the pages table, the CSV of every finding, and the catalog itself.

const SEVERITY_RANK = { critical: 0, warning: 1, notice: 2 } as const;

export function auditCatalog(): AuditCheck[] {
  return Object.values(AUDIT_CHECKS)
    .map((c) => ({
      id: c.id,
      title: c.title,
      category: c.category,
      severity: c.severity,
      why: c.why,
      fix: c.fix,
    }))
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.id.localeCompare(b.id));
}

/** One CSV field: quoted when needed; a leading =, +, - or @ is defused (spreadsheet formulas). */
export function csvField(value: unknown): string {
  let s =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function createCrawlResults(db: Db) {
  async function ownCrawl(actor: TeamActor, id: string) {
    const row = await crawlRepo.crawlOf(db, actor.teamId, id);
    if (!row) throw new NotFoundError('Crawl');
    return row;
  }

  return {
    checks: auditCatalog,

    async issues(actor: TeamActor, id: string, raw: CrawlIssuesQuery): Promise<CrawlIssues> {
      const parsed = crawlIssuesQuerySchema.safeParse(raw ?? {});
      if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid query');
      const q = parsed.data;
      if (q.checkId && !(q.checkId in AUDIT_CHECKS)) throw new ValidationError('checkId: unknown check');
      await ownCrawl(actor, id);
      const filter = { severity: q.severity, category: q.category, checkId: q.checkId };
      const counts = await reads.issueCounts(db, actor.teamId, id, filter);
      const urls = await reads.issueUrls(db, actor.teamId, id, filter, q);
      const totals = { critical: 0, warning: 0, notice: 0 };
      const groups: CrawlIssueGroup[] = counts.map((c) => {
        const info = AUDIT_CHECKS[c.check_id as AuditCheckId];
        const severity = info?.severity ?? c.severity;
        totals[severity] += c.count;
        return {
          id: c.check_id,
          title: info?.title ?? c.check_id,
          category: info?.category ?? c.category,
          severity,
          why: info?.why ?? '',
          fix: info?.fix ?? '',
          count: c.count,
          urls: urls
            .filter((u) => u.check_id === c.check_id)
            .map((u) => ({ url: u.url, detail: u.detail ?? {} })),
        };
      });
      groups.sort(
        (a, b) =>
          SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
          b.count - a.count ||
          a.id.localeCompare(b.id),
      );
      return { crawlId: id, totals, groups, limit: q.limit, offset: q.offset };
    },

    async pages(actor: TeamActor, id: string, raw: CrawlPagesQuery) {
      const parsed = crawlPagesQuerySchema.safeParse(raw ?? {});
      if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid query');
      const q = parsed.data;
      await ownCrawl(actor, id);
      const { items, total } = await reads.pages(db, actor.teamId, id, q);
      const view: CrawlPage[] = items.map((p) => ({
        url: p.url,
        statusCode: p.status_code,
        depth: p.depth,
        redirects: p.redirects,
        contentType: p.content_type,
        bytes: p.bytes,
        loadMs: p.load_ms,
        title: p.title,
        description: p.description,
        wordCount: p.word_count,
        indexable: p.indexable,
        inlinks: p.inlinks,
        issues: p.issues,
      }));
      return { items: view, total, limit: q.limit, offset: q.offset };
    },

    /** Every finding as CSV: check, title, severity, category, url, detail (JSON). */
    async exportCsv(actor: TeamActor, id: string): Promise<{ csv: string; fileName: string }> {
      const crawl = await ownCrawl(actor, id);
      const lines = ['check,title,severity,category,url,detail'];
      for (const f of await reads.allFindings(db, actor.teamId, id)) {
        const title = AUDIT_CHECKS[f.check_id as AuditCheckId]?.title ?? f.check_id;
        lines.push([f.check_id, title, f.severity, f.category, f.url, f.detail].map(csvField).join(','));
      }
      const day = (crawl.finishedAt ?? crawl.createdAt).toISOString().slice(0, 10);
      return { csv: `${lines.join('\r\n')}\r\n`, fileName: `audit-${day}-${id.slice(0, 8)}.csv` };
    },
  };
}

export type CrawlResults = ReturnType<typeof createCrawlResults>;
