import { randomUUID } from 'node:crypto';
import type { DemoRemoved, DemoStatus, Opportunity, OpportunityQuery, Site } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import type { RealtimeHub } from '../realtime/index';
import type { DemoMarker } from './demo.repository';
import * as repo from './demo.repository';
import { createTrafficDriver, type TrafficSite } from './demo.traffic';

// The demo portfolio (issue 5 point 6): one click deploys 3 real generated goldmine sites (through
// the sites service: real generator, real hosting, health check), gives each a demo renter priced at
// its vertical's payout, tracks their keywords when the rankings module is there, and then sends
// synthetic visitors through them over HTTP (demo.traffic.ts) for about a minute and a trickle for a
// few more. Rows are marked demo by the sites' own flag (the lead and beacon intake copy it) and
// DELETE removes them all. The run is resumable: its state is the marker row (demo.repository).

interface Actor {
  userId: string;
  teamId: string;
}

export interface DemoPorts {
  sites: () => {
    resolveActor(userId: string): Promise<Actor>;
    createSite(actor: Actor, input: never, opts?: { demo?: boolean }): Promise<Site>;
    deployVersion(actor: Actor, siteId: string): Promise<Site>;
    getSite(actor: Actor, siteId: string): Promise<Site>;
    update(actor: Actor, siteId: string, patch: { renterId?: string | null }): Promise<Site>;
  };
  search: (userId: string, q: OpportunityQuery) => Promise<{ items: Opportunity[] }>;
  /** The caller's verticals with their payout in force. */
  verticals: (userId: string) => Promise<Array<{ slug: string; effectivePayout: number }>>;
  realtime: () => RealtimeHub | undefined;
  /** Optional modules, read when used. */
  rankings?: () =>
    | {
        createKeywords?: (
          userId: string,
          input: { websiteId: string; keywords: string[] },
        ) => Promise<unknown>;
      }
    | undefined;
  performance?: () => { evaluate?: (teamId: string, siteId?: string) => unknown } | undefined;
  flushEvents?: () => Promise<void>;
  forgetSite?: (site: { slug: string; customDomain?: string | null }) => void;
  /** Where the server answers now (its listening address, else PUBLIC_URL). */
  baseUrl: () => string;
  driver: 'pglite' | 'postgres';
}

export interface DemoTiming {
  /** The first burst of visitors (default 60 s). */
  burstMs: number;
  /** The trickle after it (default 4 min). */
  trickleMs: number;
  /** A visitor every tickMs during the burst, every trickleTickMs after. */
  tickMs: number;
  trickleTickMs: number;
  /** Per site at least this long between leads (burst / trickle). */
  leadGapMs: number;
  trickleLeadGapMs: number;
  heartbeatMs: number;
  /** A run whose heartbeat is older is taken over by another process (PostgreSQL). */
  staleMs: number;
}

const envMs = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
};

export const defaultTiming = (): DemoTiming => ({
  burstMs: envMs('DEMO_BURST_MS', 60_000),
  trickleMs: envMs('DEMO_TRICKLE_MS', 4 * 60_000),
  tickMs: envMs('DEMO_TICK_MS', 1_500),
  trickleTickMs: envMs('DEMO_TRICKLE_TICK_MS', 8_000),
  leadGapMs: envMs('DEMO_LEAD_GAP_MS', 20_000),
  trickleLeadGapMs: envMs('DEMO_TRICKLE_LEAD_GAP_MS', 90_000),
  heartbeatMs: 5_000,
  staleMs: 20_000,
});

/** The intake allows 5 leads a minute and 30 a day per IP + site; the demo stays under both. */
const LEADS_PER_MINUTE = 4;
const LEADS_PER_SITE = 25;
const SITE_COUNT = 3;
const TEMPLATES = ['classic', 'bold', 'minimal'] as const;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(t);
      resolve();
    };
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

class Stopped extends Error {}

export type DemoService = ReturnType<typeof createDemoService>;

export function createDemoService(deps: Pick<ServiceDeps, 'db' | 'log' | 'config'>, ports: DemoPorts) {
  const db: Db = deps.db;
  const { log } = deps;
  const owner = randomUUID();
  const timing = defaultTiming();
  const runs = new Map<string, { runId: string; abort: AbortController; done: Promise<void> }>();
  const traffic = createTrafficDriver({ baseUrl: ports.baseUrl });
  let sweeper: NodeJS.Timeout | undefined;
  let closed = false;
  /** What this process's visitors did (logs and tests): visits, leads sent, failures. */
  const stats = { visits: 0, leads: 0, failed: 0, lastError: null as string | null };

  function notify(userId: string, type: 'success' | 'error' | 'info', title: string, message?: string) {
    try {
      ports.realtime()?.toUser(userId, 'user:notification', { type, title, ...(message ? { message } : {}) });
    } catch (err) {
      log.warn({ err }, 'demo: notification push failed');
    }
  }

  /** A handle on the run's marker: every write is a compare-and-set; losing it stops the run. */
  function handle(
    teamId: string,
    runId: string,
    first: { marker: DemoMarker; raw: string },
    signal: AbortSignal,
  ) {
    let current = first;
    let lastBeat = Date.now();
    return {
      get m() {
        return current.marker;
      },
      async write(change: (m: DemoMarker) => void) {
        if (signal.aborted || closed) throw new Stopped();
        for (let attempt = 0; attempt < 3; attempt++) {
          const next = structuredClone(current.marker);
          change(next);
          next.heartbeatAt = new Date().toISOString();
          next.owner = owner;
          const raw = await repo.swapMarker(db, teamId, current.raw, next);
          if (raw) {
            current = { marker: next, raw };
            lastBeat = Date.now();
            return;
          }
          const fresh = await repo.readMarker(db, teamId);
          if (
            !fresh ||
            fresh.marker.runId !== runId ||
            fresh.marker.status === 'removing' ||
            fresh.marker.owner !== owner
          )
            throw new Stopped();
          current = fresh;
        }
        throw new Stopped();
      },
      async beat() {
        if (Date.now() - lastBeat >= timing.heartbeatMs) await this.write(() => {});
      },
    };
  }

  /**
   * Three strong goldmine markets of different verticals and cities: the best goldmine of each of
   * the 8 best-paying verticals, then the 3 highest scores among them (each in another city).
   */
  async function chooseMarkets(userId: string): Promise<repo.DemoMarket[]> {
    const verticals = (await ports.verticals(userId))
      .slice()
      .sort((a, b) => b.effectivePayout - a.effectivePayout)
      .slice(0, 8);
    const candidates: Opportunity[] = [];
    for (const v of verticals) {
      const page = await ports.search(userId, {
        tier: 'all',
        status: 'all',
        vertical: v.slug,
        goldmineOnly: 'true',
        sort: 'quantumScore',
        order: 'desc',
        limit: 10,
        offset: 0,
      });
      candidates.push(...page.items);
    }
    candidates.sort((a, b) => b.quantumScore - a.quantumScore);
    const usedVerticals = new Set<string>();
    const places = new Set<string>();
    const chosen: repo.DemoMarket[] = [];
    for (const o of candidates) {
      if (usedVerticals.has(o.verticalSlug) || places.has(o.location.placeId)) continue;
      usedVerticals.add(o.verticalSlug);
      places.add(o.location.placeId);
      chosen.push({
        opportunityId: o.id,
        keywords: o.keywords.slice(0, 5),
        zip: o.zipCode ?? o.zipCodes?.[0] ?? null,
      });
      if (chosen.length === SITE_COUNT) break;
    }
    if (chosen.length === 0) throw new Error('The market engine found no goldmine markets');
    return chosen;
  }

  async function build(h: ReturnType<typeof handle>, actor: Actor, signal: AbortSignal) {
    const sites = ports.sites();
    if (h.m.markets.length === 0) {
      await h.write((m) => {
        m.phase = 'Choosing 3 strong markets';
      });
      const markets = await chooseMarkets(actor.userId);
      await h.write((m) => {
        m.markets = markets;
      });
    }
    const total = h.m.markets.length;
    for (const [i, market] of h.m.markets.entries()) {
      let siteId = h.m.siteIds[market.opportunityId];
      if (!siteId) {
        await h.write((m) => {
          m.phase = `Generating site ${i + 1} of ${total}`;
        });
        const site = await sites.createSite(
          actor,
          { kind: 'goldmine', opportunityId: market.opportunityId, template: TEMPLATES[i % 3] } as never,
          { demo: true },
        );
        siteId = site.id;
        try {
          await h.write((m) => {
            m.siteIds[market.opportunityId] = site.id;
          });
        } catch (err) {
          // Removed meanwhile: this site was made after the removal, so it goes too.
          await repo.deleteDemoSite(db, actor.teamId, site.id);
          throw err;
        }
      }
      if (signal.aborted) throw new Stopped();
      await h.write((m) => {
        m.phase = `Deploying site ${i + 1} of ${total}`;
      });
      const site = await sites.deployVersion(actor, siteId);
      if (!h.m.renterIds[siteId]) {
        const renterId = await repo.insertDemoRenter(db, {
          teamId: actor.teamId,
          userId: actor.userId,
          name: `${site.business?.name ?? site.name} (demo renter)`,
          email: `renter-${i + 1}@demo.invalid`,
          pricePerLead: Math.max(1, Math.round(site.payout)),
        });
        await h.write((m) => {
          m.renterIds[siteId] = renterId;
        });
        await sites.update(actor, siteId, { renterId });
      }
    }
    if (!h.m.keywordsAdded) {
      const rankings = ports.rankings?.();
      if (rankings?.createKeywords) {
        for (const market of h.m.markets) {
          const siteId = h.m.siteIds[market.opportunityId];
          if (!siteId || market.keywords.length === 0) continue;
          try {
            await rankings.createKeywords(actor.userId, { websiteId: siteId, keywords: market.keywords });
          } catch (err) {
            log.warn({ err, siteId }, 'demo: tracked keywords not added');
          }
        }
      }
      await h.write((m) => {
        m.keywordsAdded = true;
      });
    }
  }

  async function drive(h: ReturnType<typeof handle>, actor: Actor, signal: AbortSignal) {
    if (!h.m.trafficStartedAt) {
      const now = Date.now();
      await h.write((m) => {
        m.trafficStartedAt = new Date(now).toISOString();
        m.burstUntil = new Date(now + timing.burstMs).toISOString();
        m.trafficUntil = new Date(now + timing.burstMs + timing.trickleMs).toISOString();
      });
    }
    const rows = await repo.demoSites(db, actor.teamId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const targets: TrafficSite[] = [];
    for (const market of h.m.markets) {
      const row = byId.get(h.m.siteIds[market.opportunityId] ?? '');
      if (row?.status !== 'live') continue;
      const vertical = market.opportunityId.split('~')[0]!.replace(/-/g, ' ');
      targets.push({ id: row.id, slug: row.slug, zip: market.zip, vertical });
    }
    if (targets.length === 0) return;
    const burstUntil = Date.parse(h.m.burstUntil!);
    const until = Date.parse(h.m.trafficUntil!);
    const leadTimes = new Map<string, number[]>();
    const leadTotals = new Map<string, number>();
    let turn = 0;
    let lastEval = 0;
    const inFlight = new Set<Promise<unknown>>();
    while (Date.now() < until && !signal.aborted && !closed) {
      const burst = Date.now() < burstUntil;
      const site = targets[turn++ % targets.length]!;
      const now = Date.now();
      const recent = (leadTimes.get(site.id) ?? []).filter((t) => now - t < 60_000);
      const gap = burst ? timing.leadGapMs : timing.trickleLeadGapMs;
      const wantLead =
        recent.length < LEADS_PER_MINUTE &&
        (leadTotals.get(site.id) ?? 0) < LEADS_PER_SITE &&
        now - (recent.at(-1) ?? 0) >= gap;
      if (wantLead) leadTimes.set(site.id, [...recent, now]);
      const p = traffic.visit(site, wantLead).then((v) => {
        stats.visits++;
        if (v.lead) {
          stats.leads++;
          leadTotals.set(site.id, (leadTotals.get(site.id) ?? 0) + 1);
        }
        if (!v.ok) {
          stats.failed++;
          stats.lastError = v.error ?? 'failed';
          log.debug({ siteId: site.id, error: v.error }, 'demo: visit failed');
        }
      });
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
      if (now - lastEval > 10_000) {
        lastEval = now;
        void ports.flushEvents?.().then(
          () => ports.performance?.()?.evaluate?.(actor.teamId),
          () => {},
        );
      }
      await sleep(burst ? timing.tickMs : timing.trickleTickMs, signal);
      await h.beat();
    }
    await Promise.allSettled([...inFlight]);
  }

  async function run(teamId: string, first: { marker: DemoMarker; raw: string }, signal: AbortSignal) {
    const runId = first.marker.runId;
    const h = handle(teamId, runId, first, signal);
    const actor = { userId: h.m.userId, teamId };
    try {
      if (h.m.status === 'loading') {
        await build(h, actor, signal);
        await h.write((m) => {
          m.status = 'ready';
          m.readyAt = new Date().toISOString();
          m.phase = 'Sending visitors';
        });
        notify(
          actor.userId,
          'success',
          'Demo portfolio ready',
          '3 demo sites are live; visits and leads are arriving now.',
        );
      }
      if (!h.m.trafficDone) {
        await drive(h, actor, signal);
        if (signal.aborted || closed) return;
        await ports.flushEvents?.();
        await ports.performance?.()?.evaluate?.(teamId);
        await h.write((m) => {
          m.trafficDone = true;
          m.phase = null;
        });
      }
    } catch (err) {
      if (err instanceof Stopped || signal.aborted || closed) return;
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
      notify(
        actor.userId,
        'error',
        'Demo portfolio failed',
        `${message}. Remove the demo data and try again.`,
      );
    }
  }

  function launch(teamId: string, first: { marker: DemoMarker; raw: string }) {
    const abort = new AbortController();
    const entry = { runId: first.marker.runId, abort, done: Promise.resolve() };
    entry.done = run(teamId, first, abort.signal)
      .catch((err) => log.error({ err }, 'demo: run crashed'))
      .finally(() => {
        if (runs.get(teamId) === entry) runs.delete(teamId);
      });
    runs.set(teamId, entry);
  }

  /** Takes over runs left by a stopped process (PGlite: all; PostgreSQL: stale heartbeat). */
  async function sweep() {
    if (closed) return;
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

  async function status(userId: string): Promise<DemoStatus> {
    const actor = await ports.sites().resolveActor(userId);
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
    async load(userId: string): Promise<DemoStatus> {
      const actor = await ports.sites().resolveActor(userId);
      const existing = await repo.demoCounts(db, actor.teamId);
      if (existing.sites > 0) {
        throw new ConflictError('A demo portfolio is already loaded; remove it first', 'demo_loaded');
      }
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
      notify(
        actor.userId,
        'info',
        'Loading demo portfolio',
        'Deploying 3 demo sites; this takes about a minute.',
      );
      launch(actor.teamId, { marker, raw: JSON.stringify(marker) });
      return status(userId);
    },

    /** DELETE /api/demo: stops the traffic and removes every demo row of the team at once. */
    async remove(userId: string): Promise<DemoRemoved> {
      const actor = await ports.sites().resolveActor(userId);
      // Tell a run in any process to stop (its next write fails), and stop ours now.
      const found = await repo.readMarker(db, actor.teamId);
      if (found && found.marker.status !== 'removing') {
        await repo.swapMarker(db, actor.teamId, found.raw, {
          ...found.marker,
          status: 'removing',
          phase: 'Removing',
        });
      }
      const mine = runs.get(actor.teamId);
      if (mine) {
        mine.abort.abort();
        await Promise.race([mine.done, sleep(15_000)]);
      }
      await ports.flushEvents?.().catch(() => {});
      const { removed, slugs } = await repo.removeDemo(db, actor.teamId);
      for (const s of slugs) ports.forgetSite?.({ slug: s.slug });
      if (removed.sites > 0 || removed.renters > 0) {
        notify(
          actor.userId,
          'info',
          'Demo data removed',
          `${removed.sites} demo sites and ${removed.leads} demo leads removed.`,
        );
      }
      return removed;
    },

    /** After the server listens: resume runs left by a previous process; sweep for stale ones. */
    start() {
      if (closed) return;
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
      closed = true;
      if (sweeper) clearInterval(sweeper);
      for (const r of runs.values()) r.abort.abort();
      await Promise.race([Promise.allSettled([...runs.values()].map((r) => r.done)), sleep(4_000)]);
    },

    running: () => [...runs.keys()],
    stats: () => ({ ...stats }),
  };
}
