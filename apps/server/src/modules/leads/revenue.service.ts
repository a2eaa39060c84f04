import {
  type PipelineStatus,
  type RentCharge,
  type RevenueQuery,
  type RevenueResponse,
  tierForPayout,
  type Vertical,
} from '@sdp/shared';
import type { Db } from '../../db/client';
import type { Actor, TeamActor } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import { addDays, dayKey, monthOf, periodStarts, UTC, zoneOf } from '../../lib/periods';
import { authorize } from '../../policies/index';
import { listCharges, markInvoiced, syncCharges } from './rent-charges.repository';
import { syncRentals } from './renters.repository';
import * as repo from './revenue.repository';
import {
  type BookedCharge,
  entryTotal,
  type LedgerEntry,
  ledgerEntries,
  money,
  type RevenueSplit,
  SPLIT_BASIS,
  splitOf,
  toInvoice,
} from './revenue-ledger';

// Revenue metrics (docs/product/rules.md#revenue-metrics): every figure is a sum of the ledger's
// entries (revenue-ledger.ts): rent booked per rental and month, form-lead and call income dated by
// arrival; cost = the team's metered provider_calls costs (cost_usd). Days and months are the
// calendar periods of the reader's time zone (docs/time-zones.md): "today", "this month" and "last
// 30 days" (the 30 days ending today) are theirs, leads and costs dated by their local day of
// arrival; rent charges keep their calendar dates (booked per team in UTC months). Demo sites, leads
// and rent are left out unless includeDemo (docs/product/rules.md#demo-portfolio).

const HISTORY_DAYS = 30;
const MAX_CHARGES = 200;

const ratio = (n: number) => Math.round(n * 10_000) / 10_000;
const cost6 = (n: number) => Math.round(n * 1e6) / 1e6;

export const REVENUE_BASIS: Record<string, string> = {
  totalRevenue:
    'All time: booked rent (per rental and calendar month) plus the value of every accepted or billed form lead and call, dated by arrival.',
  monthlyRevenue:
    'The same for this calendar month (in your time zone): rent booked this month (a whole month’s rent on the 1st) plus leads and calls that arrived this month.',
  dailyRevenue:
    'The same for today (in your time zone): rent booked today plus leads and calls that arrived today.',
  revenueByTier:
    'All-time revenue split by the tier of each site’s vertical (tier 1: payout ≥ $300, tier 2: ≥ $150, else tier 3), with your payout overrides applied.',
  revenueByVertical: 'All-time revenue per vertical of the site it came from.',
  projectedMonthlyRevenue:
    'Rent booked this month plus the lead and call income of the last 30 days ÷ 30 × the days of this month (a run-rate estimate).',
  profitMargin:
    '(Revenue − cost) ÷ revenue over the last 30 days; cost = your metered data-provider calls. Empty without revenue, and for one site (costs are metered per team).',
  roi: '(Revenue − cost) ÷ cost over all time, cost = your metered data-provider calls. Empty without cost, and for one site.',
  history:
    'One point per day (in your time zone) for the last 30 days: revenue (rent on the day it is booked, leads and calls on the day they arrived), leads received (any status), cost.',
  ...SPLIT_BASIS,
};

export interface RevenueServiceOptions {
  /** The caller's verticals (display name, payout with overrides). */
  verticals: (actor: TeamActor) => Promise<Vertical[]>;
  /** Markets the engine scores (vertical × place pairs). */
  marketCount: () => number;
}

export type RevenueService = ReturnType<typeof createRevenueService>;

/** Rental periods and rent charges brought in line with the team's renters, as of `now`. */
async function syncLedger(db: Db, teamId: string, now = new Date()) {
  await syncRentals(db, teamId, now);
  await syncCharges(db, teamId, now);
}

type ChargeRow = Awaited<ReturnType<typeof listCharges>>[number];

/** A listed charge as the ledger reads it. */
const asBooked = (c: ChargeRow): BookedCharge => ({
  siteId: c.siteId,
  periodStart: c.periodStart,
  amount: Number(c.amount),
  invoicedAt: c.invoicedAt,
});

const chargeView = (c: ChargeRow): RentCharge => ({
  ...c,
  amount: Number(c.amount),
  invoicedAt: c.invoicedAt ? c.invoicedAt.toISOString() : null,
});

export function createRevenueService(db: Db, options: RevenueServiceOptions) {
  async function ownSite(teamId: string, siteId: string) {
    if (!(await repo.teamSiteExists(db, teamId, siteId))) throw new NotFoundError('Site');
  }

  async function revenue(actor: Actor, query: RevenueQuery = {}, now = new Date()): Promise<RevenueResponse> {
    const { teamId } = actor;
    const siteId = query.websiteId ?? null;
    if (siteId) await ownSite(teamId, siteId);
    // One site's figures are its own, demo or not; portfolio totals leave demo out unless asked.
    const includeDemo = query.includeDemo === 'true' || siteId !== null;
    const zone = zoneOf(actor);
    const scope = { siteIds: siteId ? [siteId] : undefined, includeDemo, zone };
    await syncLedger(db, teamId, now);
    const { today, month: monthKey } = periodStarts(now, zone);
    const [leadRows, booked, costRows, siteRows, verticals] = await Promise.all([
      repo.leadDays(db, teamId, scope),
      // Charges booked up to today, newest first: the ledger reads them all, the answer lists the newest.
      listCharges(db, teamId, today, scope),
      siteId ? Promise.resolve([]) : repo.costDays(db, teamId, zone),
      repo.teamSites(db, teamId),
      options.verticals(actor),
    ]);
    const charges = booked.map(asBooked);
    const entries = ledgerEntries(charges, leadRows);
    const windowKey = addDays(today, -(HISTORY_DAYS - 1));

    const allTime = splitOf(entries);
    const thisMonth = splitOf(entries, monthKey, today);
    const day = splitOf(entries, today, today);
    const last30 = splitOf(entries, windowKey, today);

    const history = new Map<string, { revenue: number; leads: number; cost: number }>();
    for (let i = 0; i < HISTORY_DAYS; i++) {
      history.set(addDays(windowKey, i), { revenue: 0, leads: 0, cost: 0 });
    }
    const bySite = new Map<string, number>();
    for (const e of entries) {
      bySite.set(e.siteId, (bySite.get(e.siteId) ?? 0) + entryTotal(e));
      const h = history.get(e.day);
      if (h) {
        h.revenue += entryTotal(e);
        h.leads += e.leads;
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

    const byVertical = new Map(verticals.map((v) => [v.slug, v]));
    const siteVertical = new Map(siteRows.map((s) => [s.id, s.verticalSlug]));
    const revenueByTier = { tier1: 0, tier2: 0, tier3: 0 };
    const revenueByVertical: Record<string, number> = {};
    for (const [id, amount] of bySite) {
      const slug = siteVertical.get(id);
      if (!slug || amount === 0) continue;
      const v = byVertical.get(slug);
      revenueByTier[`tier${tierForPayout(v?.effectivePayout ?? 0)}`] += amount;
      const name = v?.name ?? slug;
      revenueByVertical[name] = (revenueByVertical[name] ?? 0) + amount;
    }
    for (const k of Object.keys(revenueByVertical)) revenueByVertical[k] = money(revenueByVertical[k]!);

    const daysInMonth = monthOf(today).days;
    const runRate = ((last30.leadIncome + last30.callIncome) / HISTORY_DAYS) * daysInMonth;
    return {
      metrics: {
        totalRevenue: allTime.total,
        monthlyRevenue: thisMonth.total,
        dailyRevenue: day.total,
        revenueByTier: {
          tier1: money(revenueByTier.tier1),
          tier2: money(revenueByTier.tier2),
          tier3: money(revenueByTier.tier3),
        },
        revenueByVertical,
        projectedMonthlyRevenue: money(thisMonth.rent + runRate),
        profitMargin: !siteId && last30.total > 0 ? ratio((last30.total - cost30) / last30.total) : null,
        roi: !siteId && costTotal > 0 ? ratio((allTime.total - costTotal) / costTotal) : null,
      },
      history: [...history].map(([date, h]) => ({
        date,
        revenue: money(h.revenue),
        leads: h.leads,
        cost: cost6(h.cost),
      })),
      basis: REVENUE_BASIS,
      thisMonth,
      allTime,
      toInvoice: toInvoice(charges, today),
      charges: booked.slice(0, MAX_CHARGES).map(chargeView),
      includesDemo: includeDemo,
    };
  }

  /**
   * This month's revenue (the ledger's) and all-time lead count per site, demo sites included; the
   * month of `zone` (the reader's).
   */
  async function revenueBySite(teamId: string, siteIds: string[], zone = UTC, now = new Date()) {
    const result = new Map<string, { currentRevenue: number; leadCount: number }>();
    for (const id of siteIds) result.set(id, { currentRevenue: 0, leadCount: 0 });
    if (siteIds.length === 0) return result;
    await syncCharges(db, teamId, now);
    const { today, month: monthKey } = periodStarts(now, zone);
    const entries = await ledger.entries(teamId, { siteIds, includeDemo: true, zone }, now);
    for (const e of entries) {
      const s = result.get(e.siteId);
      if (!s) continue;
      s.leadCount += e.leads;
      if (e.day >= monthKey && e.day <= today) s.currentRevenue += entryTotal(e);
    }
    for (const s of result.values()) s.currentRevenue = money(s.currentRevenue);
    return result;
  }

  /** Marks a rent charge invoiced: owners and admins of the team (docs/sites-api.md). */
  async function invoiceCharge(actor: Actor, id: string, now = new Date()): Promise<RentCharge> {
    authorize(
      actor,
      'manage-renters',
      { type: 'team', teamId: actor.teamId },
      'Only an owner or admin of the team can mark rent invoiced.',
    );
    await markInvoiced(db, actor.teamId, id, now);
    const [charge] = await listCharges(db, actor.teamId, '9999-12-31', { id, includeDemo: true });
    if (!charge) throw new NotFoundError('Rent charge');
    return chargeView(charge);
  }

  async function pipelineStatus(actor: Actor, includeDemo = false): Promise<PipelineStatus> {
    const { teamId } = actor;
    await syncRentals(db, teamId);
    const counts = await repo.pipelineCounts(db, teamId, includeDemo);
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

  /** The ledger other modules read revenue from (analytics, performance, milestones). */
  const ledger: RevenueLedger = {
    async entries(teamId, q = {}, now = new Date()) {
      // Rent charges are dated per team (UTC calendar, rent-charges.repository.ts); "booked up to
      // today" is the reader's today, so a charge dated their today counts.
      const { today } = periodStarts(now, q.zone);
      const [leadRows, booked] = await Promise.all([
        repo.leadDays(db, teamId, q),
        listCharges(db, teamId, today, q),
      ]);
      return ledgerEntries(booked.map(asBooked), leadRows);
    },
    async toInvoice(teamId, q = {}, now = new Date()) {
      const { today } = periodStarts(now, q.zone);
      return toInvoice((await listCharges(db, teamId, today, q)).map(asBooked), today);
    },
    sync: (teamId, now) => syncLedger(db, teamId, now),
    async renterMonth(teamId, renterId, now = new Date()) {
      await syncLedger(db, teamId, now);
      const { monthStart, dayStart } = periodStarts(now);
      const entries = await ledger.entries(teamId, { renterId, includeDemo: true }, now);
      return {
        month: dayKey(monthStart).slice(0, 7),
        ...splitOf(entries, dayKey(monthStart), dayKey(dayStart)),
      };
    },
  };

  return { revenue, revenueBySite, pipelineStatus, invoiceCharge, ledger };
}

/** What other modules read of revenue: the ledger's entries per site and day (revenue-ledger.ts). */
export interface RevenueLedger {
  entries(teamId: string, q?: repo.LedgerQuery, now?: Date): Promise<LedgerEntry[]>;
  /** Booked rent not marked invoiced yet. */
  toInvoice(teamId: string, q?: repo.LedgerQuery, now?: Date): Promise<number>;
  /** Brings site_rentals in line with sites.renter_id, and rent charges with the rentals. */
  sync(teamId: string, now?: Date): Promise<void>;
  /**
   * One renter's figures this calendar month (UTC), synced first: the rent of its own rental periods
   * plus the income of its accepted or billed leads and calls (the renter portal, docs/renter-portal.md).
   */
  renterMonth(teamId: string, renterId: string, now?: Date): Promise<RevenueSplit & { month: string }>;
}
