import type { AuditCategory, AuditSeverity } from '@sdp/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

// What the results screen reads of one crawl (docs/projects.md#calls): findings grouped by check
// with a page of affected URLs each, the pages table, and every finding for the CSV export. The
// caller has checked the crawl is the team's; every query still filters team_id.

export interface IssueFilter {
  severity?: AuditSeverity;
  category?: AuditCategory;
  checkId?: string;
}

function issueWhere(teamId: string, crawlId: string, f: IssueFilter): SQL {
  const parts = [sql`team_id = ${teamId}`, sql`crawl_id = ${crawlId}`];
  if (f.severity) parts.push(sql`severity = ${f.severity}`);
  if (f.category) parts.push(sql`category = ${f.category}`);
  if (f.checkId) parts.push(sql`check_id = ${f.checkId}`);
  return sql.join(parts, sql` and `);
}

/** Findings per check (with the filters). */
export async function issueCounts(db: Db, teamId: string, crawlId: string, f: IssueFilter) {
  return rows<{ check_id: string; severity: AuditSeverity; category: AuditCategory; count: number }>(
    db,
    sql`select check_id, min(severity) as severity, min(category) as category, count(*)::int as count
      from audit_issues where ${issueWhere(teamId, crawlId, f)} group by check_id`,
  );
}

/** A page of affected URLs of every check (ordered by URL), in one statement. */
export async function issueUrls(
  db: Db,
  teamId: string,
  crawlId: string,
  f: IssueFilter,
  page: { limit: number; offset: number },
) {
  return rows<{ check_id: string; url: string; detail: Record<string, unknown> }>(
    db,
    sql`select check_id, url, detail from (
        select check_id, url, detail, row_number() over (partition by check_id order by url, id) as rn
        from audit_issues where ${issueWhere(teamId, crawlId, f)}
      ) t where rn > ${page.offset} and rn <= ${page.offset + page.limit}
      order by check_id, rn`,
  );
}

export type PageStatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'failed';

const STATUS_RANGE: Record<PageStatusClass, [number, number]> = {
  '2xx': [200, 299],
  '3xx': [300, 399],
  '4xx': [400, 499],
  '5xx': [500, 599],
  failed: [0, 0],
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PageRow {
  url: string;
  status_code: number;
  depth: number;
  redirects: number;
  content_type: string | null;
  bytes: number;
  load_ms: number;
  title: string | null;
  description: string | null;
  word_count: number;
  indexable: boolean;
  inlinks: number;
  issues: number;
}

/** A page of the crawl's pages (by depth, then URL), filtered by status class and a text query. */
export async function pages(
  db: Db,
  teamId: string,
  crawlId: string,
  q: { status?: PageStatusClass; q?: string; limit: number; offset: number },
): Promise<{ items: PageRow[]; total: number }> {
  const parts = [sql`p.team_id = ${teamId}`, sql`p.crawl_id = ${crawlId}`];
  if (q.status) {
    const [lo, hi] = STATUS_RANGE[q.status];
    parts.push(sql`p.status_code between ${lo} and ${hi}`);
  }
  const text = q.q?.trim();
  if (text) {
    const like = `%${likeEscape(text)}%`;
    parts.push(sql`(p.url ilike ${like} or coalesce(p.title, '') ilike ${like})`);
  }
  const where = sql.join(parts, sql` and `);
  const [count] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from crawl_pages p where ${where}`,
  );
  const items = await rows<PageRow>(
    db,
    sql`select p.url, p.status_code, p.depth, jsonb_array_length(p.redirects)::int as redirects,
        p.content_type, p.bytes, p.load_ms, p.title, p.description, p.word_count, p.indexable, p.inlinks,
        (select count(*)::int from audit_issues a where a.crawl_id = p.crawl_id and a.url = p.url) as issues
      from crawl_pages p where ${where}
      order by p.depth, p.url, p.id limit ${q.limit} offset ${q.offset}`,
  );
  return { items, total: count?.n ?? 0 };
}

/** Every finding of the crawl, most severe first (the CSV export). */
export async function allFindings(db: Db, teamId: string, crawlId: string) {
  return rows<{
    check_id: string;
    severity: AuditSeverity;
    category: AuditCategory;
    url: string;
    detail: unknown;
  }>(
    db,
    sql`select check_id, severity, category, url, detail from audit_issues
      where team_id = ${teamId} and crawl_id = ${crawlId}
      order by case severity when 'critical' then 0 when 'warning' then 1 else 2 end, check_id, url, id`,
  );
}
