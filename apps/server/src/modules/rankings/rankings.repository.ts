import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type RankCheckRow,
  type RankPositionRow,
  rankChecks,
  rankPositions,
  type SiteKeywordRow,
  siteKeywords,
  sites,
  users,
} from '../../db/schema/index';

export type { RankCheckRow, RankPositionRow, SiteKeywordRow };

// Tracked keywords and their positions (rank_positions keeps one row per keyword, day and source).

export interface RankSite {
  id: string;
  teamId: string;
  userId: string;
  name: string;
  slug: string;
  customDomain: string | null;
  opportunityId: string | null;
  verticalSlug: string;
  status: string;
  demo: boolean;
}

const siteColumns = {
  id: sites.id,
  teamId: sites.teamId,
  userId: sites.userId,
  name: sites.name,
  slug: sites.slug,
  customDomain: sites.customDomain,
  opportunityId: sites.opportunityId,
  verticalSlug: sites.verticalSlug,
  status: sites.status,
  demo: sites.demo,
};

/** The team's site (archived ones included), or undefined: another team's site is unknown here. */
export async function siteOf(db: Db, teamId: string, siteId: string): Promise<RankSite | undefined> {
  const [row] = await db
    .select(siteColumns)
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.teamId, teamId)));
  return row;
}

export async function userEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export async function listKeywords(db: Db, siteId: string): Promise<SiteKeywordRow[]> {
  return db
    .select()
    .from(siteKeywords)
    .where(eq(siteKeywords.siteId, siteId))
    .orderBy(asc(siteKeywords.createdAt), asc(siteKeywords.keyword));
}

export async function insertKeywords(
  db: Db,
  rows: Array<Pick<SiteKeywordRow, 'teamId' | 'siteId' | 'keyword' | 'location' | 'demo'>>,
): Promise<SiteKeywordRow[]> {
  if (rows.length === 0) return [];
  return db.insert(siteKeywords).values(rows).onConflictDoNothing().returning();
}

export async function keywordOf(db: Db, teamId: string, keywordId: string) {
  const [row] = await db
    .select()
    .from(siteKeywords)
    .where(and(eq(siteKeywords.id, keywordId), eq(siteKeywords.teamId, teamId)));
  return row;
}

export async function deleteKeyword(db: Db, teamId: string, keywordId: string): Promise<boolean> {
  const rows = await db
    .delete(siteKeywords)
    .where(and(eq(siteKeywords.id, keywordId), eq(siteKeywords.teamId, teamId)))
    .returning({ id: siteKeywords.id });
  return rows.length > 0;
}

/** Positions of the site's keywords from `sinceDay` on, oldest first. */
export async function positionsSince(db: Db, siteId: string, sinceDay: string): Promise<RankPositionRow[]> {
  return db
    .select()
    .from(rankPositions)
    .where(and(eq(rankPositions.siteId, siteId), gte(rankPositions.day, sinceDay)))
    .orderBy(asc(rankPositions.day), asc(rankPositions.createdAt), asc(rankPositions.id));
}

/** Newest first: a later day, then a later write. */
const newer = (a: RankPositionRow, b: RankPositionRow) =>
  a.day !== b.day
    ? a.day > b.day
    : a.createdAt.getTime() !== b.createdAt.getTime()
      ? a.createdAt > b.createdAt
      : a.id > b.id;

/**
 * Per keyword: rn 1 = its latest point (any source), rn 2 = the point it changed from: the newest
 * earlier-day point of the same source (a Search Console average and a SERP position of one day are
 * not a change). A keyword whose latest source has no earlier point has no rn 2.
 */
export async function latestPoints(
  db: Db,
  keywordIds: string[],
): Promise<Array<RankPositionRow & { rn: number }>> {
  if (keywordIds.length === 0) return [];
  // The two newest days of each (keyword, source): one row per keyword, day and source (unique).
  const ranked = db
    .select({
      id: rankPositions.id,
      rn: sql<number>`row_number() over (partition by ${rankPositions.keywordId}, ${rankPositions.source} order by ${rankPositions.day} desc)`.as(
        'rn',
      ),
    })
    .from(rankPositions)
    .where(inArray(rankPositions.keywordId, keywordIds))
    .as('ranked');
  const rows = await db
    .select({ row: rankPositions, rn: ranked.rn })
    .from(rankPositions)
    .innerJoin(ranked, eq(ranked.id, rankPositions.id))
    .where(sql`${ranked.rn} <= 2`);
  const latest = new Map<string, RankPositionRow>();
  for (const { row, rn } of rows) {
    if (Number(rn) !== 1) continue;
    const had = latest.get(row.keywordId);
    if (!had || newer(row, had)) latest.set(row.keywordId, row);
  }
  const out: Array<RankPositionRow & { rn: number }> = [];
  for (const r of latest.values()) out.push({ ...r, rn: 1 });
  for (const { row, rn } of rows) {
    const l = latest.get(row.keywordId);
    if (Number(rn) === 2 && l && row.source === l.source) out.push({ ...row, rn: 2 });
  }
  return out;
}

/** Best (lowest) position ever seen per keyword. */
export async function bestPositions(db: Db, keywordIds: string[]): Promise<Map<string, number>> {
  if (keywordIds.length === 0) return new Map();
  const rows = await db
    .select({
      keywordId: rankPositions.keywordId,
      best: sql<number | null>`min(${rankPositions.position})::float8`,
    })
    .from(rankPositions)
    .where(inArray(rankPositions.keywordId, keywordIds))
    .groupBy(rankPositions.keywordId);
  return new Map(rows.filter((r) => r.best !== null).map((r) => [r.keywordId, Number(r.best)]));
}

export type NewPosition = typeof rankPositions.$inferInsert;

/** Stores positions; the same keyword, day and source replaces the earlier row. */
export async function upsertPositions(db: Db, rows: NewPosition[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(rankPositions)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [rankPositions.keywordId, rankPositions.day, rankPositions.source],
        set: {
          position: sql`excluded.position`,
          url: sql`excluded.url`,
          sourceDetail: sql`excluded.source_detail`,
          clicks: sql`excluded.clicks`,
          impressions: sql`excluded.impressions`,
          competitors: sql`excluded.competitors`,
          createdAt: sql`now()`,
        },
      });
  }
}

export async function markChecked(db: Db, keywordIds: string[], at = new Date()) {
  if (keywordIds.length === 0) return;
  await db.update(siteKeywords).set({ lastCheckedAt: at }).where(inArray(siteKeywords.id, keywordIds));
}

const dueCondition = sql`(${siteKeywords.lastCheckedAt} is null or ${siteKeywords.lastCheckedAt} < now() - make_interval(hours => ${siteKeywords.trackEveryHours}))`;

/** Sites of these teams with keywords due for a scheduled check (not archived, not demo). */
export async function dueSites(
  db: Db,
  teamIds: string[],
): Promise<Array<{ teamId: string; siteId: string }>> {
  if (teamIds.length === 0) return [];
  return db
    .selectDistinct({ teamId: siteKeywords.teamId, siteId: siteKeywords.siteId })
    .from(siteKeywords)
    .innerJoin(sites, eq(sites.id, siteKeywords.siteId))
    .where(
      and(
        inArray(siteKeywords.teamId, teamIds),
        ne(sites.status, 'archived'),
        eq(siteKeywords.demo, false),
        dueCondition,
      ),
    );
}

/**
 * Claims the site's due keywords in one statement (last_checked_at = now), so a duplicate message or
 * another process never checks (and pays for) the same keyword twice in one period.
 */
export async function claimDueKeywords(db: Db, siteId: string): Promise<SiteKeywordRow[]> {
  return db
    .update(siteKeywords)
    .set({ lastCheckedAt: sql`now()` })
    .where(and(eq(siteKeywords.siteId, siteId), eq(siteKeywords.demo, false), dueCondition))
    .returning();
}

// Background "check now" runs (rank_checks): one running check per site.

/** A worker that has not beaten its heartbeat for this long is taken for dead (its check resumable). */
export const CHECK_STALE_SECONDS = 120;

/**
 * Starts a check of the site unless one is running: answers the new row, or the running one
 * (`created: false`). The partial unique index decides between two concurrent requests.
 */
export async function startCheck(
  db: Db,
  row: { teamId: string; siteId: string; userId: string; total: number },
): Promise<{ check: RankCheckRow; created: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await db.insert(rankChecks).values(row).onConflictDoNothing().returning();
    if (created) {
      await pruneChecks(db, row.siteId);
      return { check: created, created: true };
    }
    const [running] = await db
      .select()
      .from(rankChecks)
      .where(and(eq(rankChecks.siteId, row.siteId), eq(rankChecks.status, 'running')));
    if (running) return { check: running, created: false };
    // it ended between the two statements: try again
  }
  throw new Error('rankings: could not start a check');
}

/** Finished checks kept per site (the page reads only the latest; older ones are history). */
export const KEPT_CHECKS = 20;

/** Deletes the site's finished checks beyond the newest KEPT_CHECKS. */
export async function pruneChecks(db: Db, siteId: string): Promise<void> {
  await db.execute(sql`
    delete from rank_checks
     where site_id = ${siteId} and status <> 'running'
       and id not in (select id from rank_checks where site_id = ${siteId}
                       order by started_at desc limit ${KEPT_CHECKS})`);
}

/** The site's latest check (newest start), or undefined. */
export async function latestCheck(db: Db, siteId: string): Promise<RankCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(rankChecks)
    .where(eq(rankChecks.siteId, siteId))
    .orderBy(desc(rankChecks.startedAt))
    .limit(1);
  return row;
}

export async function checkById(db: Db, checkId: string): Promise<RankCheckRow | undefined> {
  const [row] = await db.select().from(rankChecks).where(eq(rankChecks.id, checkId));
  return row;
}

/**
 * A worker takes the check: only a running one, and only when no live worker holds it (no heartbeat
 * yet, or a stale one), so a duplicate message never runs it twice and a dead worker's check resumes.
 */
export async function claimCheck(db: Db, checkId: string): Promise<RankCheckRow | undefined> {
  const [row] = await db
    .update(rankChecks)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        eq(rankChecks.id, checkId),
        eq(rankChecks.status, 'running'),
        sql`(${rankChecks.heartbeatAt} is null or ${rankChecks.heartbeatAt} < now() - make_interval(secs => ${CHECK_STALE_SECONDS}))`,
      ),
    )
    .returning();
  return row;
}

export async function beatCheck(db: Db, checkId: string) {
  await db
    .update(rankChecks)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(rankChecks.id, checkId), eq(rankChecks.status, 'running')));
}

/** The worker lets go (shutdown): the next message claims the check at once and resumes it. */
export async function releaseCheck(db: Db, checkId: string) {
  await db
    .update(rankChecks)
    .set({ heartbeatAt: null })
    .where(and(eq(rankChecks.id, checkId), eq(rankChecks.status, 'running')));
}

/** One keyword searched (failed or not): answers the counts after it. */
export async function checkAdvanced(db: Db, checkId: string, failed: boolean) {
  const [row] = await db
    .update(rankChecks)
    .set({
      done: sql`${rankChecks.done} + 1`,
      failed: sql`${rankChecks.failed} + ${failed ? 1 : 0}`,
      heartbeatAt: sql`now()`,
    })
    .where(eq(rankChecks.id, checkId))
    .returning({ done: rankChecks.done, failed: rankChecks.failed, total: rankChecks.total });
  return row;
}

export async function finishCheck(
  db: Db,
  checkId: string,
  status: 'completed' | 'failed',
  error: string | null,
): Promise<RankCheckRow | undefined> {
  const [row] = await db
    .update(rankChecks)
    // A completed check's total is what it searched: keywords the hourly schedule checked meanwhile
    // (today's position is stored) or that were removed are not left as "3 of 4".
    .set({
      status,
      error,
      finishedAt: sql`now()`,
      ...(status === 'completed' ? { total: sql`${rankChecks.done}` } : {}),
    })
    .where(and(eq(rankChecks.id, checkId), eq(rankChecks.status, 'running')))
    .returning();
  return row;
}

/**
 * Claims the next keyword of a forced check: one the check has not searched yet (last checked
 * before the check started, or never), created before it started. `skip locked` lets parallel lanes
 * (and a resuming worker) each take a different one.
 */
export async function claimCheckKeyword(
  db: Db,
  check: Pick<RankCheckRow, 'id' | 'siteId'>,
): Promise<SiteKeywordRow | undefined> {
  const started = sql`(select c.started_at from rank_checks c where c.id = ${check.id})`;
  const [row] = await db
    .update(siteKeywords)
    .set({ lastCheckedAt: sql`now()` })
    .where(
      sql`${siteKeywords.id} = (
        select k.id from site_keywords k
         where k.site_id = ${check.siteId} and k.created_at <= ${started}
           and (k.last_checked_at is null or k.last_checked_at < ${started})
         order by k.created_at, k.keyword
         limit 1
         for update skip locked)`,
    )
    .returning();
  return row;
}
