// Scored rows as API records: a vertical with its effective payout, an opportunity (one vertical x
// one place) with its rounded figures.
import type { Opportunity, Vertical } from '@sdp/shared';
import type { VerticalData } from '../../data/verticals';
import type { MarketView } from './market.types';
import type { VerticalBlock } from './market-index';
import type { MarketViews } from './market-views';
import { round1, round2, scoreRange, type TierThresholds, tierOf } from './model';

export function toVertical(vd: VerticalData, b: VerticalBlock, tiers?: TierThresholds): Vertical {
  return {
    slug: vd.slug,
    name: vd.name,
    naicsCode: vd.naicsCode,
    payout: { ...vd.payout },
    effectivePayout: b.payout,
    overridden: b.overridden,
    searchesPer1000: { ...vd.searchesPer1000 },
    avgCpc: vd.avgCpc,
    seasonality: [...vd.seasonality],
    keywords: [...vd.keywords],
    modifiers: [...vd.modifiers],
    tier: tierOf(b.payout, tiers),
  };
}

export function toOpportunity(
  m: MarketViews,
  view: MarketView,
  v: number,
  p: number,
  savedIds?: Set<string>,
): Opportunity {
  const b = view.blocks[v];
  const vd = m.verticalData[v];
  const pt = m.placeTable;
  const id = m.opportunityId(v, p);
  const zips = pt.zips[p] ? pt.zips[p].split(' ') : [];
  const city = pt.name[p];
  const o: Opportunity = {
    id,
    vertical: vd.name,
    verticalSlug: vd.slug,
    location: { city, state: pt.state[p], county: pt.county[p], placeId: pt.id[p] },
    population: pt.population[p],
    lat: pt.lat[p],
    lon: pt.lon[p],
    keywords: [`${vd.keywords[0]} ${city}`, `${vd.keywords[1]} ${city}`, `${vd.keywords[0]} near me`],
    payout: b.payout,
    monthlySearches: round1(b.searches[p]),
    estimatedMonthlyRevenue: round2(b.revenue[p]),
    competition: round1(b.competition[p]),
    demandScore: round1(b.demand[p]),
    quantumScore: round1(b.quantum[p]),
    confidence: round2(b.confidence[p]),
    tier: tierOf(b.payout, view.tiers),
    goldmine: b.goldmine[p] === 1,
    estimate: b.confidence[p] < 1,
  };
  const m0 = b.measured.get(p);
  const range = scoreRange(
    b.revenue[p],
    b.competition[p],
    b.confidence[p],
    m.index.bounds,
    {
      searchesMeasured: !!m0?.monthlySearches,
      businessCountMeasured: !!m0?.businessCount,
      payout: b.payout,
      payoutLow: b.overridden ? b.payout : vd.payout.low,
      payoutHigh: b.overridden ? b.payout : vd.payout.high,
    },
    view.weights,
  );
  o.scoreLow = round1(range.scoreLow);
  o.scoreHigh = round1(range.scoreHigh);
  o.revenueLow = round2(range.revenueLow);
  o.revenueHigh = round2(range.revenueHigh);
  if (zips.length) {
    o.zipCode = zips[0];
    o.zipCodes = zips;
  }
  if (savedIds) {
    o.saved = savedIds.has(id);
    o.status = o.saved ? 'saved' : 'new';
  }
  return o;
}
