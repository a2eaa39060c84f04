import {
  ENGINE_IDS,
  ENGINES,
  type EngineExecuteInput,
  type EngineId,
  type EngineStatus,
  isEngineId,
  type SystemHealth,
} from '@sdp/shared';
import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import type { EngineDefinition, EngineRegistry, EngineRunContext } from '../../lib/engine';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../lib/errors';
import type { EngineRunner } from './engine-runner';
import { engineState, insightView, runView, runViewOfJson } from './engine-view';
import { serverCounts } from './health.repository';
import * as insightsRepo from './insights.repository';
import * as repo from './runs.repository';
import { computeHealth, HEALTH_WINDOW_S, type RequestBuffer } from './system-health';

// The engines service (docs/engines.md): the registry, runs on request, status, insights and
// system health. The runner does the work; this file holds the rules.

/** The SQL part of system health is reused this long (a burst of status calls stays cheap). */
const HEALTH_CACHE_MS = 2_000;

export interface EnginesServicePorts {
  runner: () => EngineRunner;
  requests: RequestBuffer;
  now?: () => number;
  /** 402 when the team's account is paused (docs/billing.md): asked before a run someone asked for. */
  assertWork?: (teamId: string) => Promise<void>;
}

function engineOf(id: string): EngineId {
  if (!isEngineId(id)) throw new NotFoundError('Engine');
  return id;
}

export function createEnginesService(deps: ServiceDeps, ports: EnginesServicePorts) {
  const { db, log } = deps;
  const definitions = new Map<EngineId, EngineDefinition>();
  const now = ports.now ?? Date.now;
  let counts: { at: number; value: Promise<Awaited<ReturnType<typeof serverCounts>>> } | undefined;

  async function queueRun(
    teamId: string,
    engineId: EngineId,
    action: string,
    params: EngineRunContext['params'],
    trigger: 'manual' | 'event',
    userId: string | null,
  ) {
    const { row, created } = await repo.createUnlessActive(db, {
      teamId,
      engineId,
      action,
      trigger,
      requestedBy: userId,
      params,
    });
    if (created) await ports.runner().enqueue(row.id);
    return { row, created };
  }

  async function systemHealth(): Promise<SystemHealth> {
    const t = now();
    if (!counts || t - counts.at > HEALTH_CACHE_MS) {
      counts = { at: t, value: serverCounts(db, HEALTH_WINDOW_S) };
      counts.value.catch(() => {
        counts = undefined;
      });
    }
    const c = await counts.value;
    return computeHealth({
      samples: ports.requests.since(t - HEALTH_WINDOW_S * 1000),
      events: c.events,
      waiting: c.waiting,
      running: c.running,
      uptimeS: process.uptime(),
      now: new Date(t),
    });
  }

  const registry: EngineRegistry & { definition(id: EngineId): EngineDefinition | undefined } = {
    register(definition) {
      if (definitions.has(definition.id)) throw new Error(`engine ${definition.id} registered twice`);
      definitions.set(definition.id, definition);
    },
    definition: (id) => definitions.get(id),
    async request(teamId, engineId, action, params) {
      try {
        if (!definitions.has(engineId)) return;
        const info = ENGINES[engineId];
        const chosen = action && info.actions.includes(action) ? action : info.actions[0]!;
        await queueRun(teamId, engineId, chosen, params ?? {}, 'event', null);
      } catch (err) {
        log.warn({ err, teamId, engineId }, 'engines: requested run not queued');
      }
    },
  };

  return {
    ...registry,
    systemHealth,

    /** Queues a run (or answers the team's open one for that engine). */
    async execute(actor: Actor, rawId: string, input: EngineExecuteInput) {
      const engineId = engineOf(rawId);
      await ports.assertWork?.(actor.teamId);
      const info = ENGINES[engineId];
      const action = input.action ?? info.actions[0]!;
      if (!info.actions.includes(action))
        throw new ValidationError(
          `action: '${action.slice(0, 64)}' is not an action of ${info.name}; accepted: ${info.actions.join(', ')}`,
        );
      if (!definitions.has(engineId))
        throw new ServiceUnavailableError(
          `${info.name} is not available on this server yet: its module did not register it.`,
          'engine_unavailable',
        );
      const { row } = await queueRun(
        actor.teamId,
        engineId,
        action,
        input.params ?? {},
        'manual',
        actor.userId,
      );
      return { run: runView(row) };
    },

    /** The kill switch: stops every queued or running run of the team; answers how many. */
    async stopAllForTeam(teamId: string): Promise<number> {
      const stopped = await repo.stopTeamRuns(db, teamId);
      for (const r of stopped) ports.runner().abortLocal(r.id);
      return stopped.length;
    },

    /** A failed run queued again with its engine, action and parameters (a platform admin's retry). */
    async retry(teamId: string, runId: string) {
      const row = await repo.runOf(db, teamId, runId);
      if (!row) throw new NotFoundError('Run');
      if (row.status !== 'failed')
        throw new ConflictError('Only a failed run can be retried.', 'run_not_failed');
      const engineId = engineOf(row.engineId);
      const { row: next } = await queueRun(
        teamId,
        engineId,
        row.action,
        row.params as EngineRunContext['params'],
        'manual',
        row.requestedBy,
      );
      return { run: runView(next) };
    },

    async run(actor: Actor, runId: string) {
      const row = await repo.runOf(db, actor.teamId, runId);
      if (!row) throw new NotFoundError('Run');
      // Its worker is gone (no heartbeat): send it again, as the sweep would.
      if (repo.isStale(row)) await ports.runner().enqueue(row.id);
      return { run: runView(row) };
    },

    async insights(actor: Actor, q: { engineId?: string; limit: number }) {
      const engineId = q.engineId === undefined ? undefined : engineOf(q.engineId);
      const rows = await insightsRepo.listInsights(db, actor.teamId, engineId, q.limit);
      return { insights: rows.map(insightView) };
    },

    async status(actor: Actor): Promise<{ engines: EngineStatus[]; systemHealth: SystemHealth }> {
      const [aggs, health] = await Promise.all([insightsRepo.aggregates(db, actor.teamId), systemHealth()]);
      const aggOf = new Map(aggs.map((a) => [a.engineId, a]));
      const engines = ENGINE_IDS.map((id): EngineStatus => {
        const info = ENGINES[id];
        const a = aggOf.get(id);
        const current = a?.openRun ? runViewOfJson(a.openRun) : null;
        return {
          id,
          name: info.name,
          description: info.description,
          actions: [...info.actions],
          screen: info.screen,
          status: engineState(Boolean(current), a?.latestFinished ?? null),
          lastRunAt: a?.lastRunAt ? new Date(a.lastRunAt).toISOString() : null,
          runCount: Number(a?.runCount ?? 0),
          meanDurationMs:
            a?.meanDurationMs === null || a?.meanDurationMs === undefined ? null : Number(a.meanDurationMs),
          errorCount: Number(a?.errorCount ?? 0),
          lastError: a?.lastError ?? null,
          currentRun: current,
          insightCount: Number(a?.insightCount ?? 0),
        };
      });
      return { engines, systemHealth: health };
    },
  };
}

export type EnginesServiceImpl = ReturnType<typeof createEnginesService>;
