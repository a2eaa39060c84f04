import type { EngineId, InsightFigure, InsightSeverity } from '@sdp/shared';

// What an intelligence engine is to the engines module (docs/engines.md): a definition registered
// by the module that owns the work, run by the engines module as a durable job for one team.

/** One finding of a run, as the engine computed it. */
export interface InsightDraft {
  title: string;
  detail: string;
  severity: InsightSeverity;
  /** The figures it rests on, e.g. { label: 'Visitors, 28 days', value: 412 }. */
  figures: InsightFigure[];
  /** A path of the web app where the user acts on it (e.g. '/intelligence/causal?siteId=...'). */
  link: string | null;
  siteId?: string | null;
  /** An insight of the same engine and team with this key is replaced by the new one. */
  key?: string;
}

export interface EngineRunContext {
  teamId: string;
  /** Who asked (null: an event or a schedule). */
  userId: string | null;
  /** One of the engine's actions (ENGINES[id].actions). */
  action: string;
  params: Record<string, string | number | boolean>;
  /** 0-100; pushed as `engine:status` (throttled). */
  progress(percent: number): void;
  /** Aborted when the process stops; the run is then taken again by another worker. */
  signal: AbortSignal;
}

export interface EngineRunResult {
  /** One line for the run list, e.g. '3 interventions estimated, 1 significant'. */
  summary: string;
  insights: InsightDraft[];
}

export interface EngineDefinition {
  id: EngineId;
  run(ctx: EngineRunContext): Promise<EngineRunResult>;
}

/** What a module needs of the engines module to register its engine and ask for runs. */
export interface EngineRegistry {
  register(definition: EngineDefinition): void;
  /**
   * Queues a run that data changes call for (trigger 'event'); skipped when the team already has
   * one queued for that engine. Never throws: a failure is logged.
   */
  request(
    teamId: string,
    engineId: EngineId,
    action?: string,
    params?: EngineRunContext['params'],
  ): Promise<void>;
}
