import type { Opportunity, StrategicQuery, StrategicResult } from '@sdp/shared';
import { strategicQuerySchema } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { TeamActor } from '../../lib/actor';
import { addDays, dayKey } from '../../lib/periods';
import type { DiscoveryService } from '../discovery/index';
import type { RevenueLedger } from '../leads/index';
import { CONVERSION_RATE, getMarketService, TARGET_POSITION } from '../market/index';
import { LLM_PROVIDER_ID } from '../metering/index';
import {
  buildArms,
  type Costs,
  type ItemDraft,
  type MarketInput,
  marketDraft,
  type SeoInput,
  type SiteInput,
  seoDraft,
  siteDraft,
} from './items';
import { plan, posteriorRows, THRESHOLDS } from './plan';
import * as repo from './strategic.repository';
import { assumptions, seoLeads } from './strategic-basis';

// The strategic optimizer (docs/strategic.md): gathers the team's sites, leads, revenue, visitors,
// positions, saved markets, the best goldmines and open SEO fixes, and hands them to the pure
// files (items, allocation, plan).

/** The best goldmines looked at (besides saved markets), before the built ones are left out. */
export const GOLDMINES = 20;
/** SEO opportunities looked at, best score first. */
export const SEO_LIMIT = 60;

export interface StrategicDeps {
  db: Db;
  discovery: DiscoveryService;
  ledger: RevenueLedger;
}

export type StrategicService = ReturnType<typeof createStrategicService>;

const leadsPerMonthOf = (o: Opportunity) => (o.payout > 0 ? o.estimatedMonthlyRevenue / o.payout : 0);

export function createStrategicService({ db, discovery, ledger }: StrategicDeps) {
  async function overview(
    actor: TeamActor,
    query: StrategicQuery = {},
    now = new Date(),
  ): Promise<StrategicResult> {
    const q = strategicQuerySchema.parse(query);
    const includeDemo = q.includeDemo === 'true';
    const { teamId } = actor;
    const market = getMarketService();
    const ctx = await discovery.marketContext(actor);
    const view = market.view(ctx);
    const verticals = new Map(market.verticals(ctx).map((v) => [v.slug, v]));
    const opportunityOf = (id: string | null): Opportunity | null => {
      const at = id ? market.parseId(id) : null;
      return at ? market.toOpportunity(view, at.v, at.p) : null;
    };

    // Sites with their leads, revenue, visitors and positions.
    const rows = await repo.teamSites(db, teamId, includeDemo);
    const ids = rows.map((r) => r.id);
    const today = dayKey(now);
    const since30 = addDays(today, -29);
    const perSite = new Map(ids.map((id) => [id, { leads: 0, leads30: 0, revenue30: 0 }]));
    if (ids.length) {
      for (const e of await ledger.entries(teamId, { siteIds: ids, includeDemo }, now)) {
        const s = perSite.get(e.siteId);
        if (!s) continue;
        s.leads += e.leads;
        if (e.day >= since30 && e.day <= today) {
          s.leads30 += e.leads;
          s.revenue30 += e.rent + e.leadIncome + e.callIncome;
        }
      }
    }
    const [visitors, positions] = await Promise.all([
      repo.visitorsSince(db, teamId, ids, addDays(today, -27)),
      repo.positionsSince(db, teamId, ids, since30),
    ]);
    const sites: SiteInput[] = rows.map((r) => {
      const v = verticals.get(r.verticalSlug);
      const o = opportunityOf(r.opportunityId);
      const s = perSite.get(r.id) ?? { leads: 0, leads30: 0, revenue30: 0 };
      return {
        id: r.id,
        name: r.name,
        verticalSlug: r.verticalSlug,
        vertical: v?.name ?? r.verticalSlug,
        payout: v?.effectivePayout ?? o?.payout ?? 0,
        live: r.status === 'live' && r.liveVersionId !== null,
        rented: r.renterId !== null,
        deployedAt: r.deployedAt,
        leads: s.leads,
        leads30: s.leads30,
        revenue30: Math.round(s.revenue30 * 100) / 100,
        visitors28: visitors.get(r.id) ?? 0,
        avgPosition: positions.get(r.id) ?? null,
        market: o ? { leadsPerMonth: leadsPerMonthOf(o), competition: o.competition } : null,
        demo: r.demo,
      };
    });
    const arms = buildArms(sites, now);

    // Markets without a site: saved ones and the best goldmines.
    const built = new Set(rows.map((r) => r.opportunityId).filter((id): id is string => id !== null));
    const saved = await discovery.listSaved(actor);
    const savedIds = new Set(saved.map((o) => o.id));
    const goldmines = market
      .goldmines(GOLDMINES, ctx)
      .map((g) => opportunityOf(g.opportunityId))
      .filter((o): o is Opportunity => o !== null);
    const seen = new Set<string>();
    const markets: MarketInput[] = [];
    for (const o of [...saved, ...goldmines]) {
      if (built.has(o.id) || seen.has(o.id) || o.payout <= 0) continue;
      seen.add(o.id);
      markets.push({
        opportunityId: o.id,
        label: `${o.vertical} in ${o.location.city}, ${o.location.state}`,
        verticalSlug: o.verticalSlug,
        vertical: o.vertical,
        payout: o.payout,
        competition: o.competition,
        monthlySearches: o.monthlySearches,
        leadsPerMonth: leadsPerMonthOf(o),
        saved: savedIds.has(o.id),
      });
    }

    // Open SEO fixes on hosted sites, their effect in leads/month.
    const byId = new Map(sites.map((s) => [s.id, s]));
    const seo: SeoInput[] = [];
    let unpriced = 0;
    for (const r of await repo.openSeoOpportunities(db, teamId, ids, SEO_LIMIT)) {
      const site = r.siteId ? byId.get(r.siteId) : undefined;
      if (!site || (r.demo && !includeDemo)) continue;
      const effect = seoLeads(r.expectedEffect, CONVERSION_RATE);
      if (!effect) {
        unpriced++;
        continue;
      }
      seo.push({
        id: r.id,
        title: r.title,
        projectId: r.projectId,
        siteId: site.id,
        siteName: site.name,
        verticalSlug: site.verticalSlug,
        vertical: site.vertical,
        payout: site.payout,
        difficulty: r.difficulty,
        automated: r.automated,
        score: r.score,
        ...effect,
        demo: r.demo,
      });
    }

    const llm = await repo.recentLlmCost(db, teamId, LLM_PROVIDER_ID);
    const costs: Costs = {
      hourlyRate: q.hourlyRate,
      buildUsd: llm.mean,
      buildBasis: llm.n
        ? `mean of your last ${llm.n} metered LLM builds`
        : 'no metered LLM build: the built-in writer costs nothing',
    };
    const drafts: ItemDraft[] = [
      ...markets.map((m) => marketDraft(m, arms, costs)),
      ...sites.map((s) => siteDraft(s, arms, costs)).filter((d): d is ItemDraft => d !== null),
      ...seo.map((o) => seoDraft(o, costs)),
    ];
    const result = plan(drafts, q.budget, q.hourlyRate);

    const notes: string[] = [];
    if (!sites.length) {
      notes.push(
        'No sites yet: the matrix shows markets from the bundled market data only. Build a site (Discovery) and its leads will sharpen these estimates.',
      );
    } else if (!arms.size) {
      notes.push('None of your sites has been live yet: posteriors need a deployed site and its leads.');
    }
    if (sites.length && !seo.length) {
      notes.push(
        'No open SEO opportunities with a priced effect on your sites: crawl a hosted site (Projects) to find some.',
      );
    }
    if (unpriced)
      notes.push(
        `${unpriced} SEO opportunit${unpriced === 1 ? 'y moves' : 'ies move'} positions only and are not priced.`,
      );

    return {
      ...result,
      thresholds: THRESHOLDS,
      posteriors: posteriorRows(arms.values()),
      assumptions: assumptions(costs, { conversionRate: CONVERSION_RATE, targetPosition: TARGET_POSITION }),
      counts: { sites: sites.length, markets: markets.length, seo: seo.length },
      notes,
      includesDemo: includeDemo,
    };
  }

  return { overview };
}
