import {
  type CostRange,
  type CostsQuery,
  type CostsResponse,
  costsQuerySchema,
  HOSTING_PROVIDER_ID,
} from '@sdp/shared';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { addDays, dayStartIn, localDay, periodStarts, zoneOf } from '../../lib/periods';
import type { RevenueLedger } from '../leads/index';
import type { ProviderService } from '../providers/index';
import type { BudgetService } from './cost-budgets';
import { costFigures, projection, usd } from './cost-figures';
import * as repo from './costs.repository';

// The cost dashboard (docs/costs.md): GET /api/costs, summed from provider_calls, the hosting
// estimate and the revenue ledger, in the reader's calendar days (docs/time-zones.md).

const PROJECTION_DAYS = 90;

/** Names of metered services that are not data providers. */
const OTHER_NAMES: Record<string, string> = {
  llm: 'LLM writer',
  twilio: 'Twilio (call tracking)',
  [HOSTING_PROVIDER_ID]: 'Hosting (estimate)',
};

export interface CostsPorts {
  providers: Pick<ProviderService, 'usage' | 'registry'>;
  ledger: RevenueLedger;
  budgets: BudgetService;
}

export type CostsService = ReturnType<typeof createCostsService>;

export const verticalName = (slug: string) => VERTICAL_BY_SLUG.get(slug)?.name ?? slug;

/** The first day of the range (YYYY-MM-DD), `today` being the reader's today. */
export function rangeStart(range: CostRange, today: string): string {
  if (range === '30d') return addDays(today, -29);
  if (range === '90d') return addDays(today, -89);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 - 11, 1));
  return first.toISOString().slice(0, 10);
}

export function createCostsService(deps: Pick<ServiceDeps, 'db' | 'config'>, ports: CostsPorts) {
  const { db, config } = deps;
  const rate = config.HOSTING_USD_PER_SITE_MONTH;

  function providerNames() {
    const names = new Map(ports.providers.registry.list().map((p) => [p.id, p.name]));
    return (id: string) => names.get(id) ?? OTHER_NAMES[id] ?? id;
  }

  async function costs(actor: Actor, raw: CostsQuery = {}, now = new Date()): Promise<CostsResponse> {
    const { range, groupBy } = costsQuerySchema.parse(raw);
    const { teamId } = actor;
    const zone = zoneOf(actor);
    const { today, month } = periodStarts(now, zone);
    const from = rangeStart(range, today);
    const basisFrom = addDays(today, -(PROJECTION_DAYS - 1));
    const loadFrom = [from, basisFrom, month].sort()[0]!;

    await ports.ledger.sync(teamId, now);
    const [cells, sites, entries, firstCall, usage, budgets] = await Promise.all([
      repo.costCells(db, teamId, zone, dayStartIn(loadFrom, zone)),
      repo.teamSites(db, teamId),
      ports.ledger.entries(teamId, { zone, includeDemo: false }, now),
      repo.firstCallAt(db, teamId),
      ports.providers.usage(actor),
      ports.budgets.list(actor, now),
    ]);
    const providerName = providerNames();
    const common = { cells, sites, entries, today, zone, usdPerSiteMonth: rate, verticalName, providerName };
    const figures = costFigures({ ...common, from, groupBy });
    // The projection's basis and today's / this month's figures, whatever the range.
    const wide = costFigures({ ...common, from: loadFrom, groupBy: 'provider' });
    const totals = new Map(wide.rawDays.map((d) => [d.date, d.total]));

    let firstCostDay = firstCall ? localDay(firstCall, zone) : null;
    if (rate > 0) {
      for (const s of sites) {
        const first = s.firstDeployedAt ?? s.deployedAt;
        if (s.demo || s.status !== 'live' || !first) continue;
        const d = localDay(first, zone);
        if (!firstCostDay || d < firstCostDay) firstCostDay = d;
      }
    }
    const p = projection(totals, today, firstCostDay, PROJECTION_DAYS);

    let rangeMetered = 0;
    let rangeHosting = 0;
    let rangeRevenue = 0;
    let rangeTokens = 0;
    for (const d of figures.rawDays) {
      rangeMetered += d.metered;
      rangeHosting += d.hosting;
      rangeRevenue += d.revenue;
      rangeTokens += d.tokens;
    }
    let monthToDate = 0;
    for (const [day, total] of totals) if (day >= month && day <= today) monthToDate += total;
    const rangeTotal = rangeMetered + rangeHosting;
    const breakdown =
      groupBy === 'provider' ? figures.byProvider : groupBy === 'site' ? figures.bySite : figures.byVertical;

    const setting = `HOSTING_USD_PER_SITE_MONTH=${rate}`;
    return {
      range,
      groupBy,
      from,
      to: today,
      zone,
      summary: {
        today: usd(totals.get(today) ?? 0),
        monthToDate: usd(monthToDate),
        rangeTotal: usd(rangeTotal),
        rangeMetered: usd(rangeMetered),
        rangeHosting: usd(rangeHosting),
        rangeRevenue: Math.round(rangeRevenue * 100) / 100,
        rangeTokens,
      },
      dailyCosts: figures.dailyCosts,
      monthlyCosts: figures.monthlyCosts,
      yearlyProjection: {
        value: p.value,
        dailyMean: p.dailyMean,
        basisDays: p.basisDays,
        basisTotal: p.basisTotal,
        method: p.start
          ? `Daily mean of the last ${p.basisDays} days (${p.start} to ${today}: $${p.basisTotal.toFixed(2)} ÷ ${p.basisDays}) × 365. The window is the trailing ${PROJECTION_DAYS} days, or fewer when your first cost is more recent.`
          : 'No costs yet: nothing to project.',
      },
      costPerRevenue: {
        value: rangeRevenue > 0 ? usd(rangeTotal / rangeRevenue) : null,
        cost: usd(rangeTotal),
        revenue: Math.round(rangeRevenue * 100) / 100,
      },
      breakdown,
      byProvider: figures.byProvider,
      bySite: figures.bySite,
      byVertical: figures.byVertical,
      scraperStats: usage.byProvider.map((u) => ({
        providerId: u.providerId,
        name: u.kind ? u.name : providerName(u.providerId),
        totalCalls: u.totalCalls,
        successRate: u.successRate,
        costPerCall: u.costPerCall,
        monthlySpend: u.monthlySpend,
        dailySpend: u.dailySpend,
        avgResponseTime: u.avgResponseTime,
        lastUsed: u.lastUsed,
        totalSpend: u.totalSpend,
      })),
      hosting: {
        usdPerSiteMonth: rate,
        estimate: rate > 0,
        setting,
        liveSiteDays: figures.liveSiteDays,
        basis:
          rate > 0
            ? `An estimate (${setting}): $${rate} per live site and month, spread over the month's days, for each day from a site's first deployment to today; only sites live now count (no status history is kept), demo sites never.`
            : `The built-in host costs nothing (${setting}); set HOSTING_USD_PER_SITE_MONTH to include an estimate of your own hosting.`,
      },
      budgets,
      basis: {
        dailyCosts: `One point per calendar day in your time zone (${zone}): the cost of every metered call that day (data providers, SERP checks, the LLM writer, call tracking), plus the hosting estimate when set.`,
        monthlyCosts:
          'The same days summed per calendar month; a month only partly in the range is marked partial.',
        costPerRevenue:
          'Cost ÷ revenue over the range; revenue is the revenue ledger’s (booked rent, accepted or billed leads and calls), demo sites left out. Empty without revenue.',
        bySite:
          'Calls made for a site (its build’s LLM pages, SERP checks of its keywords, its tracking number and calls) count for it; other calls are “Not for a site”.',
        byVertical: 'The same per vertical of the site.',
        scraperStats:
          'All time per provider, from the meter; monthly and daily spend are the UTC calendar month and day.',
        budgets:
          'Month to date in UTC calendar months (the budget’s month), metered calls only (not the hosting estimate).',
      },
    };
  }

  return { costs };
}
