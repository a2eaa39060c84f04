import { type PipelineStatus, type RevenueResponse, tierForPayout, type Vertical } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { Actor, TeamActor } from '../../lib/actor';
import { periodStarts } from '../../lib/periods';
import { syncRentals } from './renters.repository';
import * as repo from './revenue.repository';

// Revenue metrics (spec §3, PRODUCT.md §4), computed from rows only:
//   lead revenue = value of accepted and billed leads, dated by when the lead arrived;
//   rent = each site_rentals period's monthly rent prorated over [startedAt, endedAt or now]
//          at a daily rate of monthlyRent x 12 / 365;
//   cost = the team's metered provider_calls costs (cost_usd).
// Days and months are UTC calendar periods. "Last 30 days" = the 30 UTC days ending today.

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 30;

const money = (n: number) => Math.round(n * 100) / 100;
const ratio = (n: number) => Math.round(n * 10_000) / 10_000;
const cost6 = (n: number) => Math.round(n * 1e6) / 1e6;
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

export interface Rental {
  siteId: string;
  monthlyRent: number;
  startedAt: Date;
  endedAt: Date | null;
}

/** Rent earned by one period within [from, to] (open periods run until now). */
export function rentWithin(r: Rental, from: Date, to: Date, now: Date): number {
  const start = Math.max(r.startedAt.getTime(), from.getTime());
  const end = Math.min((r.endedAt ?? now).getTime(), to.getTime(), now.getTime());
  if (end <= start) return 0;
  return ((r.monthlyRent * 12) / 365) * ((end - start) / DAY_MS);
}

export const REVENUE_BASIS: Record<string, string> = {
  totalRevenue:
    'All time: the value of every accepted or billed lead (its renter’s price per lead when it arrived) plus rent, prorated per day (monthly rent × 12 / 365) over each rental period.',
  monthlyRevenue:
    'The same, for leads that arrived this calendar month (UTC) and rent from the 1st until now.',
  dailyRevenue: 'The same, for today (UTC) until now.',
  revenueByTier:
    'All-time revenue split by the tier of each site’s vertical (tier 1: payout ≥ $300, tier 2: ≥ $150, else tier 3), with your payout overrides applied.',
  revenueByVertical: 'All-time revenue per vertical of the site it came from.',
  projectedMonthlyRevenue:
    'Lead revenue of the last 30 days ÷ 30 × the days of this month, plus the monthly rent of every running rental.',
  profitMargin:
    '(Revenue − cost) ÷ revenue over the last 30 days; cost = your metered data-provider calls. Empty without revenue.',
  roi: '(Revenue − cost) ÷ cost over all time, cost = your metered data-provider calls. Empty without cost.',
  history:
    'One point per UTC day for the last 30 days: revenue (leads + prorated rent), leads received (any status), cost.',
};

export interface RevenueServiceOptions {
  /** The caller's verticals (display name, payout with overrides). */
  verticals: (actor: TeamActor) => Promise<Vertical[]>;
  /** Markets the engine scores (vertical × place pairs). */
  marketCount: () => number;
}

export type RevenueService = ReturnType<typeof createRevenueService>;

export function createRevenueService(db: Db, options: RevenueServiceOptions) {
  async function revenue(actor: Actor, now = new Date()): Promise<RevenueResponse> {
    const { teamId } = actor;
    await syncRentals(db, teamId, now);
    const [leadRows, costRows, rentalRows, siteRows, verticals] = await Promise.all([
      repo.leadDays(db, teamId),
      repo.costDays(db, teamId),
      repo.rentals(db, teamId),
      repo.teamSites(db, teamId),
      options.verticals(actor),
    ]);
    const { monthStart, dayStart } = periodStarts(now);
    const windowStart = new Date(dayStart.getTime() - (HISTORY_DAYS - 1) * DAY_MS);
    const today = dayKey(dayStart);
    const monthKey = dayKey(monthStart);
    const windowKey = dayKey(windowStart);
    const epoch = new Date(0);

    const byVertical = new Map(verticals.map((v) => [v.slug, v]));
    const siteVertical = new Map(siteRows.map((s) => [s.id, s.verticalSlug]));
    const bySite = new Map<string, number>();
    const addSite = (siteId: string, n: number) => bySite.set(siteId, (bySite.get(siteId) ?? 0) + n);

    let total = 0;
    let month = 0;
    let day = 0;
    let leads30 = 0;
    let rev30 = 0;
    const history = new Map<string, { revenue: number; leads: number; cost: number }>();
    for (let i = 0; i < HISTORY_DAYS; i++) {
      history.set(dayKey(new Date(windowStart.getTime() + i * DAY_MS)), { revenue: 0, leads: 0, cost: 0 });
    }

    for (const r of leadRows) {
      total += r.value;
      addSite(r.siteId, r.value);
      if (r.day >= monthKey) month += r.value;
      if (r.day === today) day += r.value;
      if (r.day >= windowKey) {
        leads30 += r.value;
        rev30 += r.value;
      }
      const h = history.get(r.day);
      if (h) {
        h.revenue += r.value;
        h.leads += r.leads;
      }
    }

    let openRent = 0;
    for (const r of rentalRows) {
      const all = rentWithin(r, epoch, now, now);
      total += all;
      addSite(r.siteId, all);
      month += rentWithin(r, monthStart, now, now);
      day += rentWithin(r, dayStart, now, now);
      rev30 += rentWithin(r, windowStart, now, now);
      if (!r.endedAt) openRent += r.monthlyRent;
      for (const [key, h] of history) {
        const from = new Date(`${key}T00:00:00.000Z`);
        h.revenue += rentWithin(r, from, new Date(from.getTime() + DAY_MS), now);
      }
    }

    let costTotal = 0;
    let cost30 = 0;
    for (const c of costRows) {
      costTotal += c.cost;
      if (c.day >= windowKey) cost30 += c.cost;
      const h = history.get(c.day);
      if (h) h.cost += c.cost;
    }

    const revenueByTier = { tier1: 0, tier2: 0, tier3: 0 };
    const revenueByVertical: Record<string, number> = {};
    for (const [siteId, amount] of bySite) {
      const slug = siteVertical.get(siteId);
      if (!slug || amount === 0) continue;
      const v = byVertical.get(slug);
      const tier = tierForPayout(v?.effectivePayout ?? 0);
      revenueByTier[`tier${tier}`] += amount;
      const name = v?.name ?? slug;
      revenueByVertical[name] = (revenueByVertical[name] ?? 0) + amount;
    }
    for (const k of Object.keys(revenueByVertical)) revenueByVertical[k] = money(revenueByVertical[k]!);

    const daysInMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    return {
      metrics: {
        totalRevenue: money(total),
        monthlyRevenue: money(month),
        dailyRevenue: money(day),
        revenueByTier: {
          tier1: money(revenueByTier.tier1),
          tier2: money(revenueByTier.tier2),
          tier3: money(revenueByTier.tier3),
        },
        revenueByVertical,
        projectedMonthlyRevenue: money((leads30 / HISTORY_DAYS) * daysInMonth + openRent),
        profitMargin: rev30 > 0 ? ratio((rev30 - cost30) / rev30) : null,
        roi: costTotal > 0 ? ratio((total - costTotal) / costTotal) : null,
      },
      history: [...history].map(([date, h]) => ({
        date,
        revenue: money(h.revenue),
        leads: h.leads,
        cost: cost6(h.cost),
      })),
      basis: REVENUE_BASIS,
    };
  }

  /** This month's revenue (leads + prorated rent) and all-time lead count per site. */
  async function revenueBySite(teamId: string, siteIds: string[], now = new Date()) {
    const result = new Map<string, { currentRevenue: number; leadCount: number }>();
    for (const id of siteIds) result.set(id, { currentRevenue: 0, leadCount: 0 });
    if (siteIds.length === 0) return result;
    const { monthStart } = periodStarts(now);
    const monthKey = dayKey(monthStart);
    const [leadRows, rentalRows] = await Promise.all([
      repo.leadDays(db, teamId, siteIds),
      repo.rentals(db, teamId, siteIds),
    ]);
    for (const r of leadRows) {
      const s = result.get(r.siteId);
      if (!s) continue;
      s.leadCount += r.leads;
      if (r.day >= monthKey) s.currentRevenue += r.value;
    }
    for (const r of rentalRows) {
      const s = result.get(r.siteId);
      if (s) s.currentRevenue += rentWithin(r, monthStart, now, now);
    }
    for (const s of result.values()) s.currentRevenue = money(s.currentRevenue);
    return result;
  }

  async function pipelineStatus(actor: Actor): Promise<PipelineStatus> {
    const { teamId } = actor;
    await syncRentals(db, teamId);
    const counts = await repo.pipelineCounts(db, teamId);
    const markets = options.marketCount();
    return {
      opportunities: counts.opportunities,
      stages: {
        scan: markets,
        score: markets,
        build: counts.build,
        deploy: counts.deploy,
        revenue: counts.revenue,
      },
    };
  }

  /** The rows revenue is computed from, for the analytics module (see RevenueLedger). */
  const ledger: RevenueLedger = {
    leadDays: (teamId, siteIds) => repo.leadDays(db, teamId, siteIds),
    rentals: (teamId, siteIds) => repo.rentals(db, teamId, siteIds),
    syncRentals: (teamId, now) => syncRentals(db, teamId, now),
  };

  return { revenue, revenueBySite, pipelineStatus, ledger };
}

/** What other modules read of revenue: accepted-lead income per day and rental periods, per team. */
export interface RevenueLedger {
  leadDays(teamId: string, siteIds?: string[]): Promise<repo.LeadDay[]>;
  rentals(teamId: string, siteIds?: string[]): Promise<Rental[]>;
  /** Brings site_rentals in line with sites.renter_id before rentals are read. */
  syncRentals(teamId: string, now?: Date): Promise<void>;
}
