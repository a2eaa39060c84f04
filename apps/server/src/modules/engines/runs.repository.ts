import type { EngineRunTrigger } from '@sdp/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EngineRunRow, engineRuns } from '../../db/schema/index';

// Engine runs as durable jobs (docs/engines.md#runs): the row is the truth. A worker claims it in
// SQL, beats its heartbeat while it runs; a run whose heartbeat is older than RUN_STALE_SECONDS is
// taken as lost and may be claimed again (it starts over).

export type { EngineRunRow };
export const RUN_STALE_SECONDS = 60;

/** Running without a heartbeat for RUN_STALE_SECONDS, or queued for twice that: its worker is gone. */
export function isStale(row: EngineRunRow, now = Date.now()): boolean {
  const limit = RUN_STALE_SECONDS * 1000;
  if (row.status === 'running')
    return now - (row.heartbeatAt ?? row.startedAt ?? row.createdAt).getTime() > limit;
  return row.status === 'queued' && now - row.createdAt.getTime() > 2 * limit;
}

export interface NewRun {
  teamId: string;
  engineId: string;
  action: string;
  trigger: EngineRunTrigger;
  requestedBy: string | null;
  params: Record<string, unknown>;
}

/** A queued run, unless the team has one queued or running for that engine (answered instead). */
export async function createUnlessActive(
  db: Db,
  values: NewRun,
): Promise<{ row: EngineRunRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`engine:${values.teamId}:${values.engineId}`}))`,
    );
    const [busy] = await tx
      .select()
      .from(engineRuns)
      .where(
        and(
          eq(engineRuns.teamId, values.teamId),
          eq(engineRuns.engineId, values.engineId),
          inArray(engineRuns.status, ['queued', 'running']),
        ),
      )
      .limit(1);
    if (busy) return { row: busy, created: false };
    const [row] = await tx.insert(engineRuns).values(values).returning();
    return { row: row!, created: true };
  });
}

export async function runOf(db: Db, teamId: string, id: string): Promise<EngineRunRow | undefined> {
  const [row] = await db
    .select()
    .from(engineRuns)
    .where(and(eq(engineRuns.id, id), eq(engineRuns.teamId, teamId)));
  return row;
}

const stale = sql`(${engineRuns.heartbeatAt} is null or ${engineRuns.heartbeatAt} < now() - make_interval(secs => ${RUN_STALE_SECONDS}))`;

/** Takes a run: a queued one, or a running one nobody beats for. Undefined: not ours to run. */
export async function claim(db: Db, id: string): Promise<EngineRunRow | undefined> {
  const [row] = await db
    .update(engineRuns)
    .set({
      status: 'running',
      startedAt: sql`now()`,
      heartbeatAt: sql`now()`,
      progress: 0,
    })
    .where(
      and(
        eq(engineRuns.id, id),
        sql`(${engineRuns.status} = 'queued' or (${engineRuns.status} = 'running' and ${stale}))`,
      ),
    )
    .returning();
  return row;
}

/** Heartbeat with the progress; false when the run is no longer running. */
export async function beat(db: Db, id: string, progress: number): Promise<boolean> {
  const [row] = await db
    .update(engineRuns)
    .set({ heartbeatAt: sql`now()`, progress })
    .where(and(eq(engineRuns.id, id), eq(engineRuns.status, 'running')))
    .returning({ id: engineRuns.id });
  return Boolean(row);
}

/** The worker lets go at shutdown: the next claim takes it at once. */
export async function release(db: Db, id: string) {
  await db
    .update(engineRuns)
    .set({ heartbeatAt: null })
    .where(and(eq(engineRuns.id, id), eq(engineRuns.status, 'running')));
}

export async function finish(
  db: Db,
  id: string,
  values: {
    status: 'completed' | 'failed';
    summary?: string | null;
    error?: string | null;
    insightCount?: number;
  },
): Promise<EngineRunRow | undefined> {
  const [row] = await db
    .update(engineRuns)
    .set({
      ...values,
      progress: values.status === 'completed' ? 100 : sql`${engineRuns.progress}`,
      finishedAt: sql`now()`,
      heartbeatAt: sql`now()`,
      durationMs: sql`greatest(0, round(extract(epoch from (now() - ${engineRuns.startedAt})) * 1000))::int`,
    })
    .where(and(eq(engineRuns.id, id), eq(engineRuns.status, 'running')))
    .returning();
  return row;
}

/** The kill switch: every queued or running run of the team ends as failed, "Stopped by the kill switch". */
export async function stopTeamRuns(db: Db, teamId: string): Promise<{ id: string }[]> {
  return db
    .update(engineRuns)
    .set({
      status: 'failed',
      error: 'Stopped by the kill switch',
      finishedAt: sql`now()`,
      durationMs: sql`greatest(0, round(extract(epoch from (now() - coalesce(${engineRuns.startedAt}, now()))) * 1000))::int`,
    })
    .where(and(eq(engineRuns.teamId, teamId), inArray(engineRuns.status, ['queued', 'running'])))
    .returning({ id: engineRuns.id });
}

/** Runs left unfinished (queued, or running without a live heartbeat): a restarted process resumes them. */
export async function unfinished(db: Db): Promise<EngineRunRow[]> {
  return db
    .select()
    .from(engineRuns)
    .where(sql`(${engineRuns.status} = 'queued' or (${engineRuns.status} = 'running' and ${stale}))`)
    .limit(100);
}
