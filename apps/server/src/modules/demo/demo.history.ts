import type { Db } from '../../db/client';
import { Rng } from '../../lib/prng';
import * as repo from './demo.history.repository';

// The demo portfolio's history (docs/performance-api.md "Demo portfolio", docs/causal.md#demo): the
// demo sites are minutes old, so the screens that need months of data would have nothing to show.
// This step back-fills HISTORY_DAYS days of synthetic visits (site_events rows flagged demo, which
// the analytics rollups are computed from like any others) and one back-dated intervention, a
// content refresh on one site HISTORY_LIFT_DAYS_AGO days ago, after which that site's visits really
// rise by HISTORY_LIFT. The history is synthetic and says so in the docs; the estimate computed
// from it is real.

export const HISTORY_DAYS = 120;
export const HISTORY_LIFT_DAYS_AGO = 35;
/** Relative rise of the treated site's daily visitors after the intervention. */
export const HISTORY_LIFT = 0.25;
export const HISTORY_LABEL = 'Content refresh of the service pages';

const DAY_MS = 86_400_000;
/** Visits per day by weekday, Sunday first: fewer at weekends, as local services see. */
const WEEKLY = [0.72, 1.08, 1.12, 1.1, 1.06, 1, 0.8];

export type SiteHistory = repo.SiteHistoryRows;

/**
 * Daily visitors of each site over the HISTORY_DAYS days before `today`: a market level shared by
 * every site (a slow seasonal swing and a random walk), weekly seasonality, each site's own scale
 * and noise; the site at `treatedIndex` rises by HISTORY_LIFT after the intervention day. Seeded by
 * the sites' places in the list, not their ids: every demo gets the same noise, so the estimate the
 * causal screen shows for it (and the suite checks) does not depend on a lucky draw.
 */
export function historyPlan(siteIds: string[], today: string, treatedIndex: number): SiteHistory[] {
  const start = Date.parse(`${today}T00:00:00.000Z`) - HISTORY_DAYS * DAY_MS;
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
  const market = Rng.for(7, 'demo-history-2', siteIds.length);
  const normal = (rng: Rng) =>
    Math.sqrt(-2 * Math.log(Math.max(rng.next(), 1e-12))) * Math.cos(2 * Math.PI * rng.next());
  const level: number[] = [];
  let walk = 0;
  for (let i = 0; i < HISTORY_DAYS; i++) {
    walk = Math.max(-0.25, Math.min(0.25, walk + 0.015 * normal(market)));
    level.push(1 + 0.12 * Math.sin((2 * Math.PI * i) / 60) + walk);
  }
  const liftFrom = HISTORY_DAYS - HISTORY_LIFT_DAYS_AGO;
  return siteIds.map((siteId, s) => {
    const rng = Rng.for(11, 'demo-history-2', s);
    const scale = 38 + 9 * s + rng.int(8);
    const visitors = days.map((d, i) => {
      const dow = new Date(`${d}T00:00:00.000Z`).getUTCDay();
      let mean = scale * level[i] * WEEKLY[dow];
      if (s === treatedIndex && i > liftFrom) mean *= 1 + HISTORY_LIFT;
      // Count noise about as wide as a Poisson count's, plus a little day-to-day chance.
      return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(rng) * 1.1));
    });
    return { siteId, days, visitors };
  });
}

/**
 * Writes the history of the demo sites (the second one is treated when there are several) and
 * the back-dated intervention. Skipped when the team's demo intervention is already there (a
 * resumed run).
 */
export async function backfillDemoHistory(db: Db, teamId: string, siteIds: string[], now = new Date()) {
  if (siteIds.length === 0) return;
  if (await repo.hasDemoIntervention(db, teamId, HISTORY_LABEL)) return;
  const treatedIndex = siteIds.length > 1 ? 1 : 0;
  const today = now.toISOString().slice(0, 10);
  const at = new Date(Date.parse(`${today}T10:00:00.000Z`) - HISTORY_LIFT_DAYS_AGO * DAY_MS);
  await repo.writeHistory(db, teamId, historyPlan(siteIds, today, treatedIndex), {
    siteId: siteIds[treatedIndex],
    at,
    label: HISTORY_LABEL,
  });
}
