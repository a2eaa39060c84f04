import type { EngineId, EngineInsight, EngineRun, EngineState } from '@sdp/shared';
import type { EngineInsightRow } from './insights.repository';
import type { EngineRunRow } from './runs.repository';

// Rows as the API answers them (packages/shared/src/contracts/engines.ts).

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function runView(r: EngineRunRow): EngineRun {
  return {
    id: r.id,
    engineId: r.engineId as EngineId,
    action: r.action,
    status: r.status,
    trigger: r.trigger,
    progress: r.progress,
    summary: r.summary,
    error: r.error,
    insightCount: r.insightCount,
    queuedAt: r.createdAt.toISOString(),
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
    durationMs: r.durationMs,
  };
}

export function insightView(r: EngineInsightRow): EngineInsight {
  return {
    id: r.id,
    engineId: r.engineId as EngineId,
    runId: r.runId,
    title: r.title,
    detail: r.detail,
    severity: r.severity,
    figures: r.figures,
    link: r.link,
    siteId: r.siteId,
    createdAt: r.createdAt.toISOString(),
  };
}

/** An engine_runs row as SQL's row_to_json gives it (snake_case columns, timestamps as text). */
export function runViewOfJson(j: Record<string, unknown>): EngineRun {
  const at = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: String(j.id),
    engineId: j.engine_id as EngineId,
    action: String(j.action),
    status: j.status as EngineRun['status'],
    trigger: j.trigger as EngineRun['trigger'],
    progress: Number(j.progress ?? 0),
    summary: (j.summary as string | null) ?? null,
    error: (j.error as string | null) ?? null,
    insightCount: Number(j.insight_count ?? 0),
    queuedAt: at(j.created_at)!,
    startedAt: at(j.started_at),
    finishedAt: at(j.finished_at),
    durationMs: num(j.duration_ms),
  };
}

/** The engine's state: running while a run is open, error when its latest finished run failed. */
export function engineState(open: boolean, latestFinished: string | null): EngineState {
  if (open) return 'running';
  return latestFinished === 'failed' ? 'error' : 'idle';
}
