import { randomUUID } from 'node:crypto';
import type { DemoRemoved, DemoStatus } from '@sdp/shared';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import type { Actor, DemoContext, DemoPorts, DemoStats } from './demo.context';
import { removeDemoPortfolio } from './demo.removal';
import type { DemoMarker } from './demo.repository';
import * as repo from './demo.repository';
import { createDemoRunner } from './demo.runner';
import { type DemoTiming, defaultTiming } from './demo.timing';

// The demo portfolio (issue 5 point 6): one click deploys 3 real generated goldmine sites (through
// the sites service: real generator, real hosting, health check), gives each a demo renter priced at
// its vertical's payout, tracks their keywords when the rankings module is there, and then sends
// synthetic visitors through them over HTTP (demo.traffic.ts) for about a minute and a trickle for a
// few more. Rows are marked demo by the sites' own flag (the lead and beacon intake copy it) and
// DELETE removes them all. The run is resumable: its state is the marker row (demo.repository).
// The parts: demo.loader (build), demo.traffic-loop (visitors), demo.runner (background runs),
// demo.removal (DELETE).

export type { DemoPorts } from './demo.context';
export type { DemoTiming } from './demo.timing';

export type DemoService = ReturnType<typeof createDemoService>;

export function createDemoService(deps: Pick<ServiceDeps, 'db' | 'log' | 'config'>, ports: DemoPorts) {
  const { db, log } = deps;
  const owner = randomUUID();
  const timing = defaultTiming();
  let closed = false;
  const stats: DemoStats = { visits: 0, leads: 0, failed: 0, lastError: null };

  const ctx: DemoContext = {
    db,
    log,
    ports,
    publicUrl: deps.config.PUBLIC_URL,
    owner,
    timing,
    stats,
    isClosed: () => closed,
    notify(userId, type, title, message) {
      try {
        ports
          .realtime()
          ?.toUser(userId, 'user:notification', { type, title, ...(message ? { message } : {}) });
      } catch (err) {
        log.warn({ err }, 'demo: notification push failed');
      }
    },
  };
  const runner = createDemoRunner(ctx, () => {
    closed = true;
  });

  async function status(actor: Actor): Promise<DemoStatus> {
    const [found, sites, counts] = await Promise.all([
      repo.readMarker(db, actor.teamId),
      repo.demoSites(db, actor.teamId),
      repo.demoCounts(db, actor.teamId),
    ]);
    const m = found?.marker;
    const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
    // Visitors still to come: the window once it is set, else (just ready) the one about to start.
    let trafficUntil: string | null = null;
    if (m?.status === 'ready' && !m.trafficDone) {
      const until = m.trafficUntil
        ? Date.parse(m.trafficUntil)
        : Date.now() + timing.burstMs + timing.trickleMs;
      if (until > Date.now()) trafficUntil = new Date(until).toISOString();
    }
    return {
      status: m ? m.status : counts.sites > 0 || counts.renters > 0 ? 'ready' : 'none',
      phase: m?.phase ?? null,
      sites: sites.map((s) => ({
        id: s.id,
        name: s.name,
        slug: s.slug,
        url: `${base}/s/${s.slug}/`,
        status: s.status,
        verticalSlug: s.verticalSlug,
      })),
      startedAt: m?.startedAt ?? null,
      readyAt: m?.readyAt ?? null,
      trafficUntil,
      error: m?.error ?? null,
      counts: { sites: counts.sites, visits: counts.visits, leads: counts.leads },
    };
  }

  return {
    timing,
    /** Tests shorten the traffic; call before loading. */
    configure(patch: Partial<DemoTiming>) {
      Object.assign(timing, patch);
    },

    status,

    /** POST /api/demo: starts a load (409 when the team has one loading or loaded). */
    async load(actor: Actor): Promise<DemoStatus> {
      const existing = await repo.demoCounts(db, actor.teamId);
      if (existing.sites > 0) {
        throw new ConflictError('A demo portfolio is already loaded; remove it first', 'demo_loaded');
      }
      await ports.limits?.()?.assertDemoRun(actor.teamId);
      const now = new Date().toISOString();
      const marker: DemoMarker = {
        runId: randomUUID(),
        teamId: actor.teamId,
        userId: actor.userId,
        status: 'loading',
        phase: 'Starting',
        startedAt: now,
        readyAt: null,
        markets: [],
        siteIds: {},
        renterIds: {},
        keywordsAdded: false,
        trafficStartedAt: null,
        burstUntil: null,
        trafficUntil: null,
        trafficDone: false,
        error: null,
        owner,
        heartbeatAt: now,
      };
      if (!(await repo.insertMarker(db, marker))) {
        const current = await repo.readMarker(db, actor.teamId);
        throw new ConflictError(
          current?.marker.status === 'removing'
            ? 'The demo portfolio is being removed; try again in a moment'
            : 'A demo portfolio is already loaded or loading; remove it first',
          'demo_loaded',
        );
      }
      ctx.notify(
        actor.userId,
        'info',
        'Loading demo portfolio',
        'Deploying 3 demo sites; this takes about a minute.',
      );
      await ports
        .limits?.()
        ?.recordDemoRun(actor.teamId)
        .catch((err) => log.warn({ err }, 'demo: counting the load for its daily limit failed'));
      runner.launch(actor.teamId, { marker, raw: JSON.stringify(marker) });
      return status(actor);
    },

    remove: (actor: Actor): Promise<DemoRemoved> => removeDemoPortfolio(ctx, runner, actor),

    start: runner.start,
    stop: runner.stop,
    running: runner.running,
    stats: () => ({ ...stats }),
  };
}
