import { type CostGroup, type CostGroupRow, type CostsResponse, HOSTING_PROVIDER_ID } from '@sdp/shared';
import { addDays, daysBetween, localDay, monthOf } from '../../lib/periods';
import type { LedgerEntry } from '../leads/index';
import type { CostCell } from './costs.repository';

// The cost dashboard's arithmetic, pure (docs/costs.md): every figure is a sum of the meter's cells
// (cost per local day, provider and site), the hosting estimate's site-days and the revenue
// ledger's entries, over calendar days of the reader's zone.

export const usd = (n: number) => Math.round(n * 1e6) / 1e6;
const cents = (n: number) => Math.round(n * 100) / 100;
const ratio = (n: number) => Math.round(n * 1e6) / 1e6;

export interface CostSite {
  id: string;
  name: string;
  verticalSlug: string;
  status: string;
  demo: boolean;
  deployedAt: Date | null;
  firstDeployedAt: Date | null;
}

/** The local day each live site went live (its first deployed version); demo and non-live sites have none. */
export function liveSince(sites: CostSite[], zone: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of sites) {
    const first = s.firstDeployedAt ?? s.deployedAt;
    if (s.demo || s.status !== 'live' || !first) continue;
    out.set(s.id, localDay(first, zone));
  }
  return out;
}

/** Hosting estimate of one live site on one day: the monthly price spread over that month's days. */
export const hostingPerDay = (usdPerSiteMonth: number, day: string) => usdPerSiteMonth / monthOf(day).days;

export interface FigureInput {
  cells: CostCell[];
  sites: CostSite[];
  entries: LedgerEntry[];
  from: string;
  today: string;
  zone: string;
  groupBy: CostGroup;
  usdPerSiteMonth: number;
  verticalName: (slug: string) => string;
  providerName: (id: string) => string;
}

interface Acc {
  cost: number;
  hosting: number;
  calls: number;
  tokens: number;
  revenue: number;
}
const acc = (): Acc => ({ cost: 0, hosting: 0, calls: 0, tokens: 0, revenue: 0 });

function rows(map: Map<string, Acc>, label: (key: string) => string, withRevenue: boolean): CostGroupRow[] {
  return [...map]
    .map(([key, a]) => ({
      key,
      label: label(key),
      cost: usd(a.cost),
      hosting: usd(a.hosting),
      calls: a.calls,
      tokens: a.tokens,
      revenue: withRevenue ? cents(a.revenue) : null,
      costPerRevenue: withRevenue && a.revenue > 0 ? ratio(a.cost / a.revenue) : null,
    }))
    .sort((a, b) => b.cost - a.cost || (b.revenue ?? 0) - (a.revenue ?? 0) || a.label.localeCompare(b.label));
}

/** Daily, monthly and per-group figures of [from, today]. */
export function costFigures(input: FigureInput) {
  const { cells, from, today, groupBy, usdPerSiteMonth } = input;
  const siteById = new Map(input.sites.map((s) => [s.id, s]));
  const verticalOf = (siteId: string | null) => (siteId ? (siteById.get(siteId)?.verticalSlug ?? '') : '');
  const keyOf = (providerId: string, siteId: string | null) =>
    groupBy === 'provider' ? providerId : groupBy === 'site' ? (siteId ?? '') : verticalOf(siteId);

  const days = new Map<string, CostsResponse['dailyCosts'][number]>();
  for (let d = from; d <= today; d = addDays(d, 1)) {
    days.set(d, { date: d, total: 0, metered: 0, hosting: 0, parts: {}, tokens: 0, revenue: 0 });
  }
  const byProvider = new Map<string, Acc>();
  const bySite = new Map<string, Acc>();
  const byVertical = new Map<string, Acc>();
  const at = (m: Map<string, Acc>, k: string) => m.get(k) ?? m.set(k, acc()).get(k)!;

  for (const c of cells) {
    const day = days.get(c.day);
    if (!day) continue;
    day.metered += c.cost;
    day.tokens += c.tokens;
    const k = keyOf(c.providerId, c.siteId);
    day.parts[k] = (day.parts[k] ?? 0) + c.cost;
    for (const a of [
      at(byProvider, c.providerId),
      at(bySite, c.siteId ?? ''),
      at(byVertical, verticalOf(c.siteId)),
    ]) {
      a.cost += c.cost;
      a.calls += 1 * c.calls;
      a.tokens += c.tokens;
    }
  }

  // Hosting: each live site, each day from its first deployment (docs/costs.md#hosting).
  const live = liveSince(input.sites, input.zone);
  let liveSiteDays = 0;
  for (const [siteId, since] of live) {
    let start = from;
    if (since > from) start = since;
    for (let d = start; d <= today; d = addDays(d, 1)) {
      liveSiteDays++;
      if (usdPerSiteMonth <= 0) continue;
      const cost = hostingPerDay(usdPerSiteMonth, d);
      const day = days.get(d)!;
      day.hosting += cost;
      const k = keyOf(HOSTING_PROVIDER_ID, siteId);
      day.parts[k] = (day.parts[k] ?? 0) + cost;
      for (const a of [
        at(byProvider, HOSTING_PROVIDER_ID),
        at(bySite, siteId),
        at(byVertical, verticalOf(siteId)),
      ]) {
        a.cost += cost;
        a.hosting += cost;
      }
    }
  }

  for (const e of input.entries) {
    const day = days.get(e.day);
    if (!day) continue;
    const amount = e.rent + e.leadIncome + e.callIncome;
    day.revenue += amount;
    if (amount === 0) continue;
    at(bySite, e.siteId).revenue += amount;
    at(byVertical, verticalOf(e.siteId)).revenue += amount;
  }

  const months = new Map<string, CostsResponse['monthlyCosts'][number]>();
  const dailyCosts = [...days.values()].map((d) => {
    const m = d.date.slice(0, 7);
    const month =
      months.get(m) ??
      months.set(m, { month: m, total: 0, metered: 0, hosting: 0, revenue: 0, partial: false }).get(m)!;
    month.metered += d.metered;
    month.hosting += d.hosting;
    month.revenue += d.revenue;
    const parts: Record<string, number> = {};
    for (const [k, v] of Object.entries(d.parts)) parts[k] = usd(v);
    return {
      date: d.date,
      total: usd(d.metered + d.hosting),
      metered: usd(d.metered),
      hosting: usd(d.hosting),
      parts,
      tokens: d.tokens,
      revenue: cents(d.revenue),
    };
  });
  const monthlyCosts = [...months.values()].map((m) => {
    const { first, days: n } = monthOf(`${m.month}-01`);
    return {
      month: m.month,
      total: usd(m.metered + m.hosting),
      metered: usd(m.metered),
      hosting: usd(m.hosting),
      revenue: cents(m.revenue),
      partial: first < from || addDays(first, n - 1) > today,
    };
  });

  const siteLabel = (id: string) =>
    id === '' ? 'Not for a site' : (siteById.get(id)?.name ?? 'Deleted site');
  const verticalLabel = (slug: string) => (slug === '' ? 'Not for a site' : input.verticalName(slug));
  return {
    dailyCosts,
    /** The days unrounded, for sums over them (rounding each day first would add up its errors). */
    rawDays: [...days.values()].map((d) => ({
      date: d.date,
      metered: d.metered,
      hosting: d.hosting,
      total: d.metered + d.hosting,
      tokens: d.tokens,
      revenue: d.revenue,
    })),
    monthlyCosts,
    byProvider: rows(byProvider, input.providerName, false),
    bySite: rows(bySite, siteLabel, true),
    byVertical: rows(byVertical, verticalLabel, true),
    liveSiteDays,
  };
}

/** Trailing daily mean × 365 over the last (up to) 90 days, from the team's first cost on. */
export function projection(
  dailyTotals: Map<string, number>,
  today: string,
  firstCostDay: string | null,
  window = 90,
) {
  if (!firstCostDay || firstCostDay > today) {
    return { value: 0, dailyMean: 0, basisDays: 0, basisTotal: 0, start: null as string | null };
  }
  const windowStart = addDays(today, -(window - 1));
  const start = firstCostDay > windowStart ? firstCostDay : windowStart;
  const basisDays = daysBetween(start, today) + 1;
  let basisTotal = 0;
  for (const [day, total] of dailyTotals) if (day >= start && day <= today) basisTotal += total;
  const dailyMean = basisTotal / basisDays;
  return {
    value: cents(dailyMean * 365),
    dailyMean: usd(dailyMean),
    basisDays,
    basisTotal: usd(basisTotal),
    start,
  };
}
