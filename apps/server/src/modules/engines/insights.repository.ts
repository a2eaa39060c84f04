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
}

/** Per engine of the team: finished runs, mean duration, failures, the latest outcome, insight count. */
export async function aggregates(db: Db, teamId: string): Promise<EngineAggregate[]> {
  return rows<EngineAggregate>(
    db,
    sql`
    with r as (
      select engine_id,
        count(*) filter (where status in ('completed', 'failed'))::int as run_count,
        round(avg(duration_ms) filter (where status = 'completed'))::int as mean_ms,
        count(*) filter (where status = 'failed')::int as error_count,
        max(coalesce(finished_at, started_at, created_at)) as last_run_at,
        (array_agg(status order by finished_at desc) filter (where status in ('completed', 'failed')))[1] as latest,
        (array_agg(error order by finished_at desc) filter (where status = 'failed'))[1] as last_error
      from ${engineRuns} where team_id = ${teamId} group by engine_id
    ), i as (
      select engine_id, count(*)::int as n from ${engineInsights} where team_id = ${teamId} group by engine_id
    )
    select coalesce(r.engine_id, i.engine_id) as "engineId",
      coalesce(r.run_count, 0) as "runCount", r.mean_ms as "meanDurationMs",
      coalesce(r.error_count, 0) as "errorCount", r.last_run_at as "lastRunAt",
      r.latest as "latestFinished", r.last_error as "lastError", coalesce(i.n, 0) as "insightCount"
    from r full join i on i.engine_id = r.engine_id`,
  );
}

/** The team's queued or running runs (at most one per engine). */
export async function openRuns(db: Db, teamId: string) {
  return db
    .select()
    .from(engineRuns)
    .where(and(eq(engineRuns.teamId, teamId), inArray(engineRuns.status, ['queued', 'running'])));
}
