import type { EngineId } from '@sdp/shared';
import type { ServiceDeps } from '../../lib/deps';
import { createDurableRows } from '../../lib/durable-rows';
import type { EngineDefinition, EngineRunContext } from '../../lib/engine';
import { AppError } from '../../lib/errors';
import type { SharedQueue } from '../jobs/index';
import type { RealtimeHub } from '../realtime/index';
import { insightView } from './engine-view';
import { prepareDrafts } from './insight-drafts';
import * as insightsRepo from './insights.repository';
import * as repo from './runs.repository';

// An engine run as a durable job (docs/engines.md#runs): a queue message only says "run X"; the
// engine_runs row is the truth. The worker claims the row in SQL, beats its heartbeat with the
// progress every HEARTBEAT_MS, calls the engine, stores its insights and finishes the row. A run
// without a heartbeat for RUN_STALE_SECONDS is taken again by the sweep. Without a started queue
// (tests) the run happens in this process.

export const ENGINE_QUEUE = 'engine-run';
const HEARTBEAT_MS = 5_000;
/** Progress pushes at most this often per run. */
const PUSH_MS = 500;
const SWEEP_MS = 60_000;
const WORKERS = 2;

export interface EngineRunnerPorts {
  realtime: () => RealtimeHub | undefined;
  queue: () => SharedQueue | undefined;
  definition: (id: EngineId) => EngineDefinition | undefined;
}

interface RunMessage {
  runId: string;
}

/** The message a failed run keeps: an AppError's own, an Error's first line, never a stack or SQL. */
export function failureMessage(err: unknown): string {
  if (err instanceof AppError) return err.message;
  if (
    err instanceof Error &&
    err.message &&
    !/failed query|select |insert |update |delete /i.test(err.message)
  )
    return err.message.split('\n')[0]!.slice(0, 300);
  return 'The engine failed unexpectedly; the error is in the server log.';
}

export function createEngineRunner(deps: ServiceDeps, ports: EngineRunnerPorts) {
  const { db, log } = deps;
  const rows = createDurableRows<RunMessage>({
    label: 'engines',
    noun: 'run',
    queueName: ENGINE_QUEUE,
    message: (runId) => ({ runId }),
    idOf: (m) => m.runId,
    workers: WORKERS,
    sweepMs: SWEEP_MS,
    driver: deps.driver,
    log,
    queue: ports.queue,
    run: (runId) => run(runId),
    unfinished: async () =>
      (await repo.unfinished(db)).map((r) => ({ id: r.id, status: r.status, stale: repo.isStale(r) })),
  });
  const { local } = rows;

  function push(teamId: string, fn: (hub: RealtimeHub) => void) {
    const hub = ports.realtime();
    if (!hub) return;
    try {
      fn(hub);
    } catch (err) {
      log.warn({ err, teamId }, 'engines: push failed');
    }
  }

  async function run(runId: string): Promise<void> {
    if (rows.stopped) return;
    const row = await repo.claim(db, runId);
    if (!row) return;
    const engineId = row.engineId as EngineId;
    const controller = new AbortController();
    local.set(row.id, controller);
    let progress = 0;
    let lastPush = 0;
    const heartbeat = setInterval(() => {
      repo.beat(db, row.id, progress).catch((err) => log.warn({ err, runId }, 'engines: heartbeat failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    push(row.teamId, (hub) =>
      hub.toTeam(row.teamId, 'engine:status', {
        engineId,
        status: 'running',
        runId: row.id,
        runStatus: 'running',
        progress: 0,
      }),
    );
    try {
      const definition = ports.definition(engineId);
      if (!definition)
        throw new AppError(503, 'service_unavailable', 'This engine is not available on this server.');
      const ctx: EngineRunContext = {
        teamId: row.teamId,
        userId: row.requestedBy,
        action: row.action,
        params: row.params as EngineRunContext['params'],
        signal: controller.signal,
        progress(percent) {
          progress = Math.max(0, Math.min(100, Math.round(percent)));
          const now = Date.now();
          if (now - lastPush < PUSH_MS) return;
          lastPush = now;
          push(row.teamId, (hub) =>
            hub.toTeam(row.teamId, 'engine:status', {
              engineId,
              status: 'running',
              runId: row.id,
              runStatus: 'running',
              progress,
            }),
          );
        },
      };
      const result = await definition.run(ctx);
      if (controller.signal.aborted) return await letGo(row.id, controller);
      const drafts = prepareDrafts(result.insights);
      const stored = await insightsRepo.storeInsights(
        db,
        row.teamId,
        engineId,
        drafts.map((d) => ({
          teamId: row.teamId,
          engineId,
          runId: row.id,
          title: d.title,
          detail: d.detail,
          severity: d.severity,
          figures: d.figures,
          link: d.link,
          siteId: d.siteId ?? null,
          key: d.key ?? null,
        })),
      );
      const done = await repo.finish(db, row.id, {
        status: 'completed',
        summary: result.summary.slice(0, 500),
        insightCount: stored.length,
      });
      if (!done) return;
      for (const insight of stored) {
        const v = insightView(insight);
        push(row.teamId, (hub) =>
          hub.toTeam(row.teamId, 'engine:insight', {
            engineId,
            title: v.title,
            detail: v.detail,
            insightId: v.id,
            runId: row.id,
            severity: v.severity,
            link: v.link,
            siteId: v.siteId,
            figures: v.figures,
            createdAt: v.createdAt,
          }),
        );
      }
      push(row.teamId, (hub) =>
        hub.toTeam(row.teamId, 'engine:status', {
          engineId,
          status: 'idle',
          runId: row.id,
          runStatus: 'completed',
          progress: 100,
          summary: done.summary,
          insightCount: done.insightCount,
          durationMs: done.durationMs,
        }),
      );
    } catch (err) {
      if (controller.signal.aborted && controller.signal.reason === 'shutdown')
        return await letGo(row.id, controller);
      log.error({ err, runId, engineId }, 'engines: run failed');
      const message = failureMessage(err);
      const failed = await repo
        .finish(db, row.id, { status: 'failed', error: message })
        .catch(() => undefined);
      if (failed) {
        push(row.teamId, (hub) =>
          hub.toTeam(row.teamId, 'engine:error', { engineId, message, runId: row.id }),
        );
        push(row.teamId, (hub) =>
          hub.toTeam(row.teamId, 'engine:status', {
            engineId,
            status: 'error',
            runId: row.id,
            runStatus: 'failed',
            progress: failed.progress,
            durationMs: failed.durationMs,
          }),
        );
      }
    } finally {
      clearInterval(heartbeat);
      local.delete(row.id);
    }
  }

  async function letGo(runId: string, controller: AbortController) {
    if (controller.signal.reason === 'shutdown') await repo.release(db, runId).catch(() => {});
  }

  return {
    enqueue: rows.enqueue,
    run,
    /** Aborts a run this process is doing (its row was stopped; its result is not stored). */
    abortLocal: (id: string) => local.get(id)?.abort('stopped'),
    sweep: rows.sweep,
    /** Runs of this process not yet finished (tests wait on them). */
    settled: rows.settled,
    start: rows.start,
    stop: rows.stop,
  };
}

export type EngineRunner = ReturnType<typeof createEngineRunner>;
