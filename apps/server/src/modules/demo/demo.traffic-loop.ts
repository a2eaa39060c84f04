import type { Actor, DemoContext } from './demo.context';
import type { MarkerHandle } from './demo.marker-handle';
import * as repo from './demo.repository';
import { sleep } from './demo.timing';
import type { TrafficDriver, TrafficSite } from './demo.traffic';

// The traffic phase of a run: a burst of visitors, then a trickle, round-robin over the live demo
// sites, with leads spaced so the public intake's limits are never hit.

/**
 * How often the A/B test's visitors call, by the headline they are served: the demo's B asks for
 * the call, and its simulated visitors answer it more often (the figures the test must find).
 */
export const DEMO_AB_CALL_RATES = { a: 0.06, b: 0.25 };

/** The intake allows 5 leads a minute and 30 a day per IP + site; the demo stays under both. */
const LEADS_PER_MINUTE = 4;
const LEADS_PER_SITE = 25;

export async function driveTraffic(
  ctx: DemoContext,
  traffic: TrafficDriver,
  h: MarkerHandle,
  actor: Actor,
  signal: AbortSignal,
) {
  const { db, log, ports, stats, timing } = ctx;
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
  const track = (p: Promise<unknown>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  const ab = h.m.abTest;
  const abSite = ab ? targets.find((t) => t.id === ab.siteId) : undefined;
  const abTest = ab ? { path: ab.path, bH1: ab.bH1, rates: DEMO_AB_CALL_RATES } : null;
  while (Date.now() < until && !signal.aborted && !ctx.isClosed()) {
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
    track(p);
    for (let k = 0; abSite && abTest && k < timing.abVisitorsPerTick; k++) {
      track(
        traffic.abVisit(abSite, abTest).then((v) => {
          stats.visits++;
          if (!v.ok) {
            stats.failed++;
            stats.lastError = v.error ?? 'failed';
          }
        }),
      );
    }
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
