import { type DemoContext, Stopped } from './demo.context';
import { buildPortfolio } from './demo.loader';
import { markerHandle, type StoredMarker } from './demo.marker-handle';
import * as repo from './demo.repository';
import { sleep } from './demo.timing';
import { createTrafficDriver } from './demo.traffic';
import { driveTraffic } from './demo.traffic-loop';

// The background runs of this process, one per team: load, then traffic, each resumable from the
// marker. start() takes over runs a stopped process left; stop() ends ours when the server closes.

interface Run {
  runId: string;
  abort: AbortController;
  done: Promise<void>;
}

export type DemoRunner = ReturnType<typeof createDemoRunner>;

export function createDemoRunner(ctx: DemoContext, close: () => void) {
  const { db, log, ports, owner, timing } = ctx;
  const runs = new Map<string, Run>();
  const traffic = createTrafficDriver({ baseUrl: ports.baseUrl, publicUrl: ctx.publicUrl });
  let sweeper: NodeJS.Timeout | undefined;

  async function run(teamId: string, first: StoredMarker, signal: AbortSignal) {
    const runId = first.marker.runId;
    const h = markerHandle(ctx, teamId, runId, first, signal);
    const actor = { userId: h.m.userId, teamId };
    const stopPulse = h.pulse();
    try {
      if (h.m.status === 'loading') {
        await buildPortfolio(ctx, h, actor, signal);
        await h.write((m) => {
          m.status = 'ready';
          m.readyAt = new Date().toISOString();
          m.phase = 'Sending visitors';
        });
        ctx.notify(
          actor.userId,
          'success',
          'Demo portfolio ready',
          '3 demo sites are live; visits and leads are arriving now.',
        );
      }
      if (!h.m.trafficDone) {
        await driveTraffic(ctx, traffic, h, actor, signal);
        if (signal.aborted || ctx.isClosed()) return;
        await ports.flushEvents?.();
        await ports.performance?.()?.evaluate?.(teamId);
        await h.write((m) => {
          m.trafficDone = true;
          m.phase = null;
        });
      }
    } catch (err) {
      if (err instanceof Stopped || signal.aborted || ctx.isClosed()) return;
      log.error({ err, teamId }, 'demo: load failed');
      const message = (err as Error).message || 'failed';
      try {
        await h.write((m) => {
          m.status = 'ready';
          m.readyAt ??= new Date().toISOString();
          m.trafficDone = true;
          m.phase = null;
          m.error = message;
        });
      } catch {
        // removed meanwhile
      }
      ctx.notify(
        actor.userId,
        'error',
        'Demo portfolio failed',
        `${message}. Remove the demo data and try again.`,
      );
    } finally {
      stopPulse();
    }
  }

  function launch(teamId: string, first: StoredMarker) {
    const abort = new AbortController();
    const entry: Run = { runId: first.marker.runId, abort, done: Promise.resolve() };
    entry.done = run(teamId, first, abort.signal)
      .catch((err) => log.error({ err }, 'demo: run crashed'))
      .finally(() => {
        if (runs.get(teamId) === entry) runs.delete(teamId);
      });
    runs.set(teamId, entry);
  }

  /** Takes over runs left by a stopped process (PGlite: all; PostgreSQL: stale heartbeat). */
  async function sweep() {
    if (ctx.isClosed()) return;
    for (const { marker, raw } of await repo.openMarkers(db)) {
      if (runs.has(marker.teamId)) continue;
      const stale = Date.now() - Date.parse(marker.heartbeatAt) > timing.staleMs;
      if (ports.driver === 'postgres' && !stale && marker.owner !== owner) continue;
      const next = { ...marker, owner, heartbeatAt: new Date().toISOString() };
      const got = await repo.swapMarker(db, marker.teamId, raw, next);
      if (got) {
        log.info({ teamId: marker.teamId }, 'demo: resuming a demo portfolio run');
        launch(marker.teamId, { marker: next, raw: got });
      }
    }
  }

  return {
    launch,

    /** Aborts this process's run of the team, waiting for it up to 15 s. */
    async abort(teamId: string) {
      const mine = runs.get(teamId);
      if (mine) {
        mine.abort.abort();
        await Promise.race([mine.done, sleep(15_000)]);
      }
    },

    /** After the server listens: resume runs left by a previous process; sweep for stale ones. */
    start() {
      if (ctx.isClosed()) return;
      void sweep().catch((err) => log.warn({ err }, 'demo: sweep failed'));
      if (ports.driver === 'postgres' && !sweeper) {
        sweeper = setInterval(
          () => void sweep().catch((err) => log.warn({ err }, 'demo: sweep failed')),
          timing.staleMs,
        );
        sweeper.unref();
      }
    },

    async stop() {
      close();
      if (sweeper) clearInterval(sweeper);
      for (const r of runs.values()) r.abort.abort();
      await Promise.race([Promise.allSettled([...runs.values()].map((r) => r.done)), sleep(4_000)]);
    },

    running: () => [...runs.keys()],
  };
}
