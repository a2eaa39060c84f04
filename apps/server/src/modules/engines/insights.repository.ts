import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { type EngineInsightRow, engineInsights, engineRuns } from '../../db/schema/index';
import { INSIGHTS_KEPT } from './insight-drafts';

// Insights and the status figures (docs/engines.md#insights, #status): newest INSIGHTS_KEPT per team
// and engine are kept; a new insight with the key of an older one replaces it.

export type { EngineInsightRow };

export type NewInsight = typeof engineInsights.$inferInsert;

/** Inserts the run's insights (replacing those with the same keys), then prunes to INSIGHTS_KEPT. */
export async function storeInsights(
  db: Db,
  teamId: string,
  engineId: string,
  values: NewInsight[],
  kept = INSIGHTS_KEPT,
): Promise<EngineInsightRow[]> {
  return db.transaction(async (tx) => {
    const keys = values.map((v) => v.key).filter((k): k is string => typeof k === 'string');
    if (keys.length)
      await tx
        .delete(engineInsights)
        .where(
          and(
            eq(engineInsights.teamId, teamId),
            eq(engineInsights.engineId, engineId),
            inArray(engineInsights.key, keys),
          ),
        );
    const inserted = values.length ? await tx.insert(engineInsights).values(values).returning() : [];
    await tx.execute(sql`
      delete from ${engineInsights} where team_id = ${teamId} and engine_id = ${engineId}
        and id not in (
          select id from ${engineInsights} where team_id = ${teamId} and engine_id = ${engineId}
          order by created_at desc, id desc limit ${kept}
        )`);
    const left = new Set(
      (
        await tx
          .select({ id: engineInsights.id })
          .from(engineInsights)
          .where(
            inArray(
              engineInsights.id,
              inserted.map((r) => r.id),
            ),
          )
      ).map((r) => r.id),
    );
    return inserted.filter((r) => left.has(r.id));
  });
}

/** Newest first; one engine's or all engines'. */
export async function listInsights(
  db: Db,
  teamId: string,
  engineId: string | undefined,
  limit: number,
): Promise<EngineInsightRow[]> {
  return db
    .select()
    .from(engineInsights)
    .where(
      engineId
        ? and(eq(engineInsights.teamId, teamId), eq(engineInsights.engineId, engineId))
        : eq(engineInsights.teamId, teamId),
    )
    .orderBy(desc(engineInsights.createdAt), desc(engineInsights.id))
    .limit(limit);
}

export interface EngineAggregate {
  engineId: string;
  runCount: number;
  meanDurationMs: number | null;
  errorCount: number;
  lastRunAt: Date | string | null;
  latestFinished: string | null;
  lastError: string | null;
  insightCount: number;
  /** The queued or running run (engine_runs columns as JSON), if any. */
  openRun: Record<string, unknown> | null;
}

/**
 * Per engine of the team, in one query: finished runs, mean duration of completed ones, failures,
 * the latest outcome and error, the insight count, and the open run.
 */
export async function aggregates(db: Db, teamId: string): Promise<EngineAggregate[]> {
  return rows<EngineAggregate>(
    db,
    sql`
    with r as (
      select engine_id,
        count(*) filter (where status in ('completed', 'failed'))::int as run_count,
        round(avg(duration_ms) filter (where status = 'completed'))::int as mean_ms,
        count(*) filter (where status = 'failed')::int as error_count,
        max(coalesce(finished_at, started_at, created_at)) as last_run_at
      from ${engineRuns} where team_id = ${teamId} group by engine_id
    ), latest as (
      select distinct on (engine_id) engine_id, status from ${engineRuns}
      where team_id = ${teamId} and status in ('completed', 'failed') order by engine_id, finished_at desc
    ), failed as (
      select distinct on (engine_id) engine_id, error from ${engineRuns}
      where team_id = ${teamId} and status = 'failed' order by engine_id, finished_at desc
    ), o as (
      select distinct on (engine_id) engine_id, row_to_json(x) as run from ${engineRuns} x
      where team_id = ${teamId} and status in ('queued', 'running') order by engine_id, created_at
    ), i as (
      select engine_id, count(*)::int as n from ${engineInsights} where team_id = ${teamId} group by engine_id
    )
    select coalesce(r.engine_id, i.engine_id) as "engineId",
      coalesce(r.run_count, 0) as "runCount", r.mean_ms as "meanDurationMs",
      coalesce(r.error_count, 0) as "errorCount", r.last_run_at as "lastRunAt",
      latest.status as "latestFinished", failed.error as "lastError", coalesce(i.n, 0) as "insightCount",
      o.run as "openRun"
    from r full join i on i.engine_id = r.engine_id
    left join latest on latest.engine_id = r.engine_id
    left join failed on failed.engine_id = r.engine_id
    left join o on o.engine_id = r.engine_id`,
  );
}
