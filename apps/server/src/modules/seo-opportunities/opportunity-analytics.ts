import type { OpportunityAnalytics } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { SeoOpportunityRow } from './opportunities.repository';
import * as sources from './sources.repository';

// Before and after an implementation (docs/seo-opportunities.md#analytics): the site's visitors
// and leads per day over the same number of days each side (min(days since, 28)), and the average
// positions of its keywords, once at least MIN_DAYS days have passed.

export const MIN_DAYS = 7;
export const MAX_WINDOW = 28;
const DAY_MS = 86_400_000;

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);

function figures(total: number, days: number) {
  return { days, total, perDay: days > 0 ? Math.round((total / days) * 100) / 100 : 0 };
}
function change(before: number, after: number): number | null {
  return before > 0 ? Math.round(((after - before) / before) * 1000) / 10 : null;
}

export async function opportunityAnalytics(
  db: Db,
  opp: SeoOpportunityRow,
  now = new Date(),
): Promise<OpportunityAnalytics> {
  const empty: OpportunityAnalytics['visitors'] = {
    before: figures(0, 0),
    after: figures(0, 0),
    changePct: null,
  };
  if (!opp.implementedAt) {
    return {
      state: 'not-implemented',
      minDays: MIN_DAYS,
      implementedAt: null,
      visitors: empty,
      leads: empty,
      positions: [],
      message: 'Not implemented yet: the comparison starts on the day it is implemented.',
    };
  }
  const start = new Date(`${day(opp.implementedAt)}T00:00:00Z`);
  const since = Math.floor((new Date(`${day(now)}T00:00:00Z`).getTime() - start.getTime()) / DAY_MS);
  const window = Math.max(0, Math.min(since, MAX_WINDOW));
  const beforeFrom = day(addDays(start, -window));
  const beforeTo = day(addDays(start, -1));
  const afterFrom = day(start);
  const afterTo = day(addDays(start, window - 1));
  let visitors = empty;
  let leads = empty;
  let positions: OpportunityAnalytics['positions'] = [];
  if (opp.siteId && window > 0) {
    const [b, a, pb, pa] = await Promise.all([
      sources.siteTotals(db, opp.teamId, opp.siteId, beforeFrom, beforeTo),
      sources.siteTotals(db, opp.teamId, opp.siteId, afterFrom, afterTo),
      sources.positionsBetween(db, opp.teamId, opp.siteId, beforeFrom, beforeTo),
      sources.positionsBetween(db, opp.teamId, opp.siteId, afterFrom, afterTo),
    ]);
    visitors = {
      before: figures(b.visitors, window),
      after: figures(a.visitors, window),
      changePct: change(b.visitors, a.visitors),
    };
    leads = {
      before: figures(b.leads, window),
      after: figures(a.leads, window),
      changePct: change(b.leads, a.leads),
    };
    const keywords = [...new Set([...pb, ...pa].map((p) => p.keyword))].sort();
    const at = (list: typeof pb, k: string) => {
      const v = list.find((p) => p.keyword === k)?.position;
      return v === undefined || v === null ? null : Math.round(v * 10) / 10;
    };
    positions = keywords.map((k) => ({ keyword: k, before: at(pb, k), after: at(pa, k) }));
  }
  const ready = since >= MIN_DAYS;
  const wait = MIN_DAYS - since;
  let message: string;
  if (!opp.siteId)
    message = ready
      ? 'This website is not hosted here, so there are no visitor or lead figures to compare; check your own analytics.'
      : `Implemented ${since} ${since === 1 ? 'day' : 'days'} ago; results in ${wait} ${wait === 1 ? 'day' : 'days'}.`;
  else if (!ready)
    message = `Implemented ${since} ${since === 1 ? 'day' : 'days'} ago; results in ${wait} ${wait === 1 ? 'day' : 'days'}.`;
  else if (visitors.changePct === null)
    message = `${window} days each side: ${visitors.after.total} visitors after, none before to compare with.`;
  else
    message = `${window} days each side: visitors ${visitors.changePct >= 0 ? 'up' : 'down'} ${Math.abs(visitors.changePct)}%, leads ${leads.before.total} -> ${leads.after.total}.`;
  return {
    state: ready ? 'ready' : 'too-early',
    minDays: MIN_DAYS,
    implementedAt: opp.implementedAt.toISOString(),
    visitors,
    leads,
    positions,
    message,
  };
}
