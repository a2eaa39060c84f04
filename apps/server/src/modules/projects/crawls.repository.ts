import { CRAWLS_KEPT_WITH_PAGES } from '@sdp/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditIssues, type CrawlRow, crawlPages, crawls, projects } from '../../db/schema/index';

// The crawls of projects (docs/projects.md#crawls): the row is the truth of a durable job. A
// worker claims it in SQL, beats its heartbeat while it runs, and a crawl whose heartbeat is older
// than CRAWL_STALE_SECONDS is taken as lost and may be claimed again (it starts over).

export const CRAWL_STALE_SECONDS = 60;

export type NewCrawl = typeof crawls.$inferInsert;

/** Running without a heartbeat for CRAWL_STALE_SECONDS, or queued for twice that: its worker is gone. */
export function isStale(row: CrawlRow, now = Date.now()): boolean {
  const limit = CRAWL_STALE_SECONDS * 1000;
  if (row.status === 'running')
    return now - (row.heartbeatAt ?? row.startedAt ?? row.createdAt).getTime() > limit;
  return row.status === 'queued' && now - row.createdAt.getTime() > 2 * limit;
}

/** A queued crawl of the project, unless one is queued or running (undefined then). One at a time per project. */
export async function createUnlessActive(
  db: Db,
  values: NewCrawl,
): Promise<{ row: CrawlRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`crawl:${values.projectId}`}))`);
    const [busy] = await tx
      .select()
      .from(crawls)
      .where(
        and(
          eq(crawls.teamId, values.teamId),
          eq(crawls.projectId, values.projectId),
          inArray(crawls.status, ['queued', 'running']),
        ),
      )
      .limit(1);
    if (busy) return { row: busy, created: false };
    const [row] = await tx.insert(crawls).values(values).returning();
    return { row: row!, created: true };
  });
}

export async function crawlOf(db: Db, teamId: string, id: string): Promise<CrawlRow | undefined> {
  const [row] = await db
    .select()
    .from(crawls)
    .where(and(eq(crawls.id, id), eq(crawls.teamId, teamId)));
  return row;
}

export async function crawlById(db: Db, id: string): Promise<CrawlRow | undefined> {
  const [row] = await db.select().from(crawls).where(eq(crawls.id, id));
  return row;
}

/** A project's crawls, newest first (the history chart). */
export async function history(db: Db, teamId: string, projectId: string, limit = 100): Promise<CrawlRow[]> {
  return db
    .select()
    .from(crawls)
    .where(and(eq(crawls.teamId, teamId), eq(crawls.projectId, projectId)))
    .orderBy(desc(crawls.createdAt), desc(crawls.id))
    .limit(limit);
}

const stale = sql`(${crawls.heartbeatAt} is null or ${crawls.heartbeatAt} < now() - make_interval(secs => ${CRAWL_STALE_SECONDS}))`;

/**
 * Takes a crawl to run: a queued one, or a running one nobody beats for (a dead worker). Its pages
 * and findings of an earlier attempt are dropped: it starts over. Undefined: not ours to run.
 */
export async function claim(db: Db, id: string): Promise<CrawlRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(crawls)
      .set({
        status: 'running',
        startedAt: sql`coalesce(${crawls.startedAt}, now())`,
        heartbeatAt: sql`now()`,
        pagesCrawled: 0,
        pagesQueued: 0,
      })
      .where(
        and(
          eq(crawls.id, id),
          sql`(${crawls.status} = 'queued' or (${crawls.status} = 'running' and ${stale}))`,
        ),
      )
      .returning();
    if (!row) return undefined;
    await tx.delete(crawlPages).where(eq(crawlPages.crawlId, id));
    await tx.delete(auditIssues).where(eq(auditIssues.crawlId, id));
    return row;
  });
}

/** Heartbeat with the progress; answers the status (the worker stops when it is no longer running). */
export async function beat(
  db: Db,
  id: string,
  progress: { crawled: number; queued: number },
): Promise<string | undefined> {
  const [row] = await db
    .update(crawls)
    .set({ heartbeatAt: sql`now()`, pagesCrawled: progress.crawled, pagesQueued: progress.queued })
    .where(and(eq(crawls.id, id), eq(crawls.status, 'running')))
    .returning({ status: crawls.status });
  if (row) return row.status;
  const [now] = await db.select({ status: crawls.status }).from(crawls).where(eq(crawls.id, id));
  return now?.status;
}

/** The worker lets go at shutdown: the next claim takes it at once. */
export async function release(db: Db, id: string) {
  await db
    .update(crawls)
    .set({ heartbeatAt: null })
    .where(and(eq(crawls.id, id), eq(crawls.status, 'running')));
}

export type NewCrawlPage = typeof crawlPages.$inferInsert;
export type NewAuditIssue = typeof auditIssues.$inferInsert;

export async function insertPages(db: Db, values: NewCrawlPage[]) {
  if (values.length) await db.insert(crawlPages).values(values);
}

export async function insertIssues(db: Db, values: NewAuditIssue[]) {
  for (let i = 0; i < values.length; i += 1000)
    await db.insert(auditIssues).values(values.slice(i, i + 1000));
}

/** Per page from the audit: internal links pointing at it, and whether it is indexable. One statement. */
export async function setPageFacts(
  db: Db,
  crawlId: string,
  inlinks: Record<string, number>,
  indexable: Record<string, boolean>,
) {
  const facts: Record<string, { i?: number; x?: boolean }> = {};
  for (const [url, n] of Object.entries(inlinks)) facts[url] = { i: n };
  for (const [url, x] of Object.entries(indexable)) facts[url] = { ...facts[url], x };
  if (Object.keys(facts).length === 0) return;
  await db.execute(sql`
    update crawl_pages p set
      inlinks = coalesce((f.value->>'i')::int, p.inlinks),
      indexable = coalesce((f.value->>'x')::boolean, p.indexable)
    from jsonb_each(${JSON.stringify(facts)}::jsonb) f
    where p.crawl_id = ${crawlId} and p.url = f.key`);
}

/** Finishes a running crawl (completed/failed); undefined when it was cancelled or taken meanwhile. */
export async function finish(
  db: Db,
  id: string,
  values: Pick<
    NewCrawl,
    'status' | 'score' | 'categoryScores' | 'summary' | 'error' | 'settings' | 'pagesCrawled' | 'pagesQueued'
  >,
): Promise<CrawlRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(crawls)
      .set({ ...values, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
      .where(and(eq(crawls.id, id), eq(crawls.status, 'running')))
      .returning();
    if (row && row.status === 'completed') {
      await tx
        .update(projects)
        .set({
          lastCrawlId: row.id,
          lastScore: row.score,
          lastCrawledAt: row.finishedAt,
          updatedAt: sql`now()`,
        })
        .where(and(eq(projects.id, row.projectId), eq(projects.teamId, row.teamId)));
    }
    return row;
  });
}

/** Cancels a queued or running crawl; undefined when it had already ended. */
export async function cancel(db: Db, teamId: string, id: string): Promise<CrawlRow | undefined> {
  const [row] = await db
    .update(crawls)
    .set({ status: 'cancelled', finishedAt: sql`now()`, error: 'Cancelled' })
    .where(and(eq(crawls.id, id), eq(crawls.teamId, teamId), inArray(crawls.status, ['queued', 'running'])))
    .returning();
  return row;
}

/** Cancels every queued or running crawl of the team (the kill switch). */
export async function cancelTeamCrawls(db: Db, teamId: string): Promise<{ id: string }[]> {
  return db
    .update(crawls)
    .set({ status: 'cancelled', finishedAt: sql`now()`, error: 'Cancelled' })
    .where(and(eq(crawls.teamId, teamId), inArray(crawls.status, ['queued', 'running'])))
    .returning({ id: crawls.id });
}

/** Crawls left unfinished (queued, or running without a live heartbeat): a restarted process resumes them. */
export async function unfinished(db: Db): Promise<CrawlRow[]> {
  return db
    .select()
    .from(crawls)
    .where(sql`(${crawls.status} = 'queued' or (${crawls.status} = 'running' and ${stale}))`)
    .limit(100);
}

/**
 * Retention (docs/projects.md#retention): pages and findings of the project's newest
 * CRAWLS_KEPT_WITH_PAGES crawls are kept; older crawls keep their row (scores, summary) only.
 */
export async function pruneOldCrawls(db: Db, teamId: string, projectId: string) {
  const old = sql`(select id from crawls where team_id = ${teamId} and project_id = ${projectId}
    order by created_at desc, id desc offset ${CRAWLS_KEPT_WITH_PAGES})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from crawl_pages where crawl_id in ${old}`);
    await tx.execute(sql`delete from audit_issues where crawl_id in ${old}`);
    await tx.execute(sql`update crawls set settings = settings || '{"pagesDropped": true}'::jsonb
      where id in ${old} and not (settings ? 'pagesDropped')`);
  });
}
