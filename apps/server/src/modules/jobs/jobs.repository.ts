import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import {
  type DeployJobItemRow,
  type DeployJobRow,
  deployJobItems,
  deployJobs,
  sites as sitesTable,
} from '../../db/schema/index';
import { DEPLOY_QUEUE, QUEUE_SCHEMA } from './queue';

// Deployment jobs and their items. The row is the truth; the queue only carries "run job X".
// A worker owns a job while its claim holds: `runs` is the fencing token (bumped by each claim) and
// heartbeat_at says the owner is alive. Every write of the worker names the run it holds.

export type { DeployJobItemRow, DeployJobRow };
export type JobKind = DeployJobRow['kind'];

/** One transaction: the job (queued, sitesPlanned = items) and its items in order. */
export async function insertJob(
  db: Db,
  input: {
    teamId: string;
    userId: string;
    kind: JobKind;
    params: Record<string, unknown>;
    items: { itemKey: string; siteId?: string }[];
  },
): Promise<DeployJobRow> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(deployJobs)
      .values({
        teamId: input.teamId,
        userId: input.userId,
        kind: input.kind,
        params: input.params,
        sitesPlanned: input.items.length,
      })
      .returning();
    if (input.items.length > 0) {
      await tx.insert(deployJobItems).values(
        input.items.map((item, position) => ({
          jobId: job!.id,
          position,
          itemKey: item.itemKey,
          siteId: item.siteId ?? null,
        })),
      );
    }
    return job!;
  });
}

export async function listJobs(db: Db, teamId: string, limit: number, offset = 0) {
  return db
    .select()
    .from(deployJobs)
    .where(eq(deployJobs.teamId, teamId))
    .orderBy(desc(deployJobs.createdAt), desc(deployJobs.id))
    .limit(limit)
    .offset(offset);
}

export async function findJob(db: Db, teamId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(deployJobs)
    .where(and(eq(deployJobs.id, jobId), eq(deployJobs.teamId, teamId)));
  return row ?? null;
}

export async function jobById(db: Db, jobId: string) {
  const [row] = await db.select().from(deployJobs).where(eq(deployJobs.id, jobId));
  return row ?? null;
}

/** Site ids each job deployed so far (done items), in item order. */
export async function deployedSiteIds(db: Db, jobIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (jobIds.length === 0) return out;
  const found = await db
    .select({ jobId: deployJobItems.jobId, siteId: deployJobItems.siteId })
    .from(deployJobItems)
    .where(
      and(
        inArray(deployJobItems.jobId, jobIds),
        eq(deployJobItems.status, 'done'),
        isNotNull(deployJobItems.siteId),
      ),
    )
    .orderBy(asc(deployJobItems.position));
  for (const r of found) out.set(r.jobId, [...(out.get(r.jobId) ?? []), r.siteId!]);
  return out;
}

/** Cancels a queued or running job of the team; null when there is none (or it already ended). */
export async function cancelJob(db: Db, teamId: string, jobId: string) {
  const [row] = await db
    .update(deployJobs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(
      and(
        eq(deployJobs.id, jobId),
        eq(deployJobs.teamId, teamId),
        inArray(deployJobs.status, ['queued', 'running']),
      ),
    )
    .returning();
  return row ?? null;
}

/** Cancels every queued or running job of the team (the kill switch); a running item finishes. */
export async function cancelTeamJobs(db: Db, teamId: string) {
  return db
    .update(deployJobs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(deployJobs.teamId, teamId), inArray(deployJobs.status, ['queued', 'running'])))
    .returning({ id: deployJobs.id });
}

/**
 * Takes the job for this worker when nobody holds it: queued or running, and its heartbeat is unset
 * or older than `staleMs`. Atomic (one UPDATE ... RETURNING), so two processes never both win.
 */
export async function claimJob(db: Db, jobId: string, staleMs: number): Promise<DeployJobRow | null> {
  const [row] = await db
    .update(deployJobs)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${deployJobs.startedAt}, now())`,
      heartbeatAt: sql`now()`,
      runs: sql`${deployJobs.runs} + 1`,
    })
    .where(
      and(
        eq(deployJobs.id, jobId),
        inArray(deployJobs.status, ['queued', 'running']),
        sql`(${deployJobs.heartbeatAt} is null or ${deployJobs.heartbeatAt} < now() - make_interval(secs => ${staleMs / 1000}))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Refreshes the claim; answers the job's status, or null when another run took it over. */
export async function heartbeat(db: Db, jobId: string, run: number): Promise<DeployJobRow['status'] | null> {
  const [row] = await db
    .update(deployJobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(deployJobs.id, jobId), eq(deployJobs.runs, run)))
    .returning({ status: deployJobs.status });
  return row?.status ?? null;
}

/** Gives the claim up (graceful shutdown) so the next process resumes the job at once. */
export async function releaseJob(db: Db, jobId: string, run: number) {
  await db
    .update(deployJobs)
    .set({ heartbeatAt: null })
    .where(and(eq(deployJobs.id, jobId), eq(deployJobs.runs, run), eq(deployJobs.status, 'running')));
}

export async function pendingItems(db: Db, jobId: string): Promise<DeployJobItemRow[]> {
  return db
    .select()
    .from(deployJobItems)
    .where(and(eq(deployJobItems.jobId, jobId), eq(deployJobItems.status, 'pending')))
    .orderBy(asc(deployJobItems.position));
}

/** The items a retry of a failed job runs again: every item not done (all of them when none is left). */
export async function unfinishedItems(db: Db, jobId: string): Promise<DeployJobItemRow[]> {
  const all = await db
    .select()
    .from(deployJobItems)
    .where(eq(deployJobItems.jobId, jobId))
    .orderBy(asc(deployJobItems.position));
  const open = all.filter((i) => i.status !== 'done');
  return open.length ? open : all;
}

export async function itemCounts(db: Db, jobId: string) {
  const [row] = await rows<{ done: number; failed: number; pending: number }>(
    db,
    sql`select count(*) filter (where status = 'done')::int as done,
               count(*) filter (where status = 'failed')::int as failed,
               count(*) filter (where status = 'pending')::int as pending
          from deploy_job_items where job_id = ${jobId}`,
  );
  return row ?? { done: 0, failed: 0, pending: 0 };
}

/** Stores the site an item builds, as soon as it exists (a resumed run reuses it). */
export async function setItemSite(db: Db, itemId: string, siteId: string) {
  await db.update(deployJobItems).set({ siteId }).where(eq(deployJobItems.id, itemId));
}

/**
 * Marks the item done and counts it on the job in ONE statement: either both happen or neither.
 * An item already finished (another run got there) changes nothing.
 */
export async function markItemDone(db: Db, jobId: string, itemId: string): Promise<DeployJobRow | null> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`with item as (
          update deploy_job_items set status = 'done', finished_at = now(), error = null
           where id = ${itemId} and job_id = ${jobId} and status = 'pending'
          returning id
        )
        update deploy_jobs j
           set sites_deployed = j.sites_deployed + (select count(*) from item)::int,
               progress = ${progressSql(jobId)},
               heartbeat_at = now()
         where j.id = ${jobId}
        returning j.id`,
  );
  return row ? jobById(db, jobId) : null;
}

/** Marks the item failed and appends a readable error to the job's errors, in one statement. */
export async function markItemFailed(db: Db, jobId: string, itemId: string, error: string) {
  await db.execute(
    sql`with item as (
          update deploy_job_items set status = 'failed', finished_at = now(), error = ${error}
           where id = ${itemId} and job_id = ${jobId} and status = 'pending'
          returning id
        )
        update deploy_jobs j
           set errors = case when exists (select 1 from item)
                             then j.errors || jsonb_build_array(${error}::text) else j.errors end,
               progress = ${progressSql(jobId)},
               heartbeat_at = now()
         where j.id = ${jobId}`,
  );
  return jobById(db, jobId);
}

/** finished items / planned x 100, counting the item the same statement finishes (CTE `item`). */
function progressSql(jobId: string) {
  return sql`case when j.sites_planned = 0 then 100 else least(100, floor(100.0 *
      ((select count(*) from deploy_job_items where job_id = ${jobId} and status <> 'pending')
       + (select count(*) from item)) / j.sites_planned))::int end`;
}

/** Ends the job (unless it was cancelled meanwhile or another run holds it). */
export async function finishJob(db: Db, jobId: string, run: number, status: 'completed' | 'failed') {
  const [row] = await db
    .update(deployJobs)
    .set({ status, finishedAt: sql`now()`, progress: 100, heartbeatAt: sql`now()` })
    .where(and(eq(deployJobs.id, jobId), eq(deployJobs.runs, run), eq(deployJobs.status, 'running')))
    .returning();
  return row ?? null;
}

/**
 * Jobs nobody runs: queued or running with no heartbeat for `staleMs` (or never), created at least
 * `minAgeMs` ago (a job just created has its message on the way). `staleMs` 0 = all of them.
 */
export async function orphanedJobIds(db: Db, staleMs: number, minAgeMs: number): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id from deploy_jobs
         where status in ('queued', 'running')
           and created_at <= now() - make_interval(secs => ${minAgeMs / 1000})
           and (${staleMs} = 0 or heartbeat_at is null
                or heartbeat_at < now() - make_interval(secs => ${staleMs / 1000}))
         order by created_at
         limit 500`,
  );
  return found.map((r) => r.id);
}

/** Whether the queue holds a message for the job that no worker has taken yet. */
export async function hasWaitingMessage(db: Db, jobId: string): Promise<boolean> {
  const found = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.raw(QUEUE_SCHEMA)}.job
         where name = ${DEPLOY_QUEUE} and singleton_key = ${jobId} and state < 'active'`,
  );
  return (found[0]?.n ?? 0) > 0;
}

/** PGlite boot: this process owns the folder, so no job is held by anyone. */
export async function clearHeartbeats(db: Db) {
  await db
    .update(deployJobs)
    .set({ heartbeatAt: null })
    .where(inArray(deployJobs.status, ['queued', 'running']));
}

/** Markets the team has a (not archived) site for. */
export async function builtMarketIds(db: Db, teamId: string): Promise<Set<string>> {
  const found = await db
    .selectDistinct({ id: sitesTable.opportunityId })
    .from(sitesTable)
    .where(
      and(
        eq(sitesTable.teamId, teamId),
        isNotNull(sitesTable.opportunityId),
        ne(sitesTable.status, 'archived'),
      ),
    );
  return new Set(found.map((r) => r.id!));
}
