// How each figure of one opportunity was derived: formula (with the numbers put in), inputs and
// their sources. Used by MarketService.get (GET /payout-data/opportunities/:id).
import type { OpportunityDetails, Source } from '@sdp/shared';
import type { PlaceTable } from '../../data/places';
import { DENSITY_SOURCE, type VerticalData } from '../../data/verticals';
import type { MarketView } from './market.types';
import type { MarketIndex } from './market-index';
import {
  COMPETITION_WEIGHTS,
  CONFIDENCE_WEIGHTS,
  CONVERSION_RATE,
  CPC_CAP,
  CTR_DATE,
  CTR_SOURCE,
  competition,
  ctrAt,
  DENSITY_REF,
  GOLDMINE_MAX_COMPETITION,
  GOLDMINE_TOP_SHARE,
  goldmineRankCutoff,
  QUANTUM_WEIGHTS,
  REACH_FAR_KM,
  REACH_NEAR_KM,
  revenueIndex,
  round1,
  round2,
  SIZE_MIDPOINT_LOG10,
  SIZE_WIDTH_LOG10,
  seasonFactor,
  TARGET_POSITION,
  tierOf,
} from './model';

type Derivation = OpportunityDetails['derivation'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const fmt = (x: number, d = 2) => Number(x.toFixed(d)).toLocaleString('en-US', { maximumFractionDigits: d });

const model = (label: string): Source => ({
  label,
  origin: 'Market model, docs/scoring.md',
  kind: 'computed',
});

/** What a derivation reads of the market service (MarketService satisfies it). */
export interface DerivationSource {
  readonly marketIndex: MarketIndex;
  readonly verticalData: readonly VerticalData[];
  readonly placeTable: PlaceTable;
  sourceOfPlaces(): Source;
}

export function buildDerivation(svc: DerivationSource, view: MarketView, v: number, p: number): Derivation[] {
  const ix = svc.marketIndex;
  const vd = svc.verticalData[v];
  const pt = svc.placeTable;
  const b = view.blocks[v];
  const m = b.measured.get(p);
  const pop = pt.population[p];
  const placeSrc = svc.sourceOfPlaces();
  const popIn = { name: 'population', value: pop, source: placeSrc };
  const out: Derivation[] = [];

  // monthlySearches
  const season = ix.season;
  const f = seasonFactor(vd.seasonality, season);
  if (m?.monthlySearches) {
    out.push({
      field: 'monthlySearches',
      value: round1(b.searches[p]),
      formula: 'monthlySearches = measured by provider (replaces the estimate)',
      inputs: [{ name: 'monthlySearches', value: m.monthlySearches.value, source: m.monthlySearches.source }],
    });
  } else {
    const monthName = season === 'annual' ? 'annual average (1.0)' : `seasonality[${MONTHS[season]}]`;
    const pm = ix.place.multiplier(v, p);
    const vw = ix.place.weights[v];
    out.push({
      field: 'monthlySearches',
      value: round1(b.searches[p]),
      formula:
        `monthlySearches = population / 1000 x rate x ${monthName} x housing x climate x hinterland = ${fmt(pop, 0)} / 1000 x ${vd.searchesPer1000.rate} x ${f} x ${fmt(pm.housing, 3)} x ${fmt(pm.climate, 3)} x ${fmt(pm.hinterland, 3)} = ${fmt(b.searches[p], 1)}; ` +
        `housing = 10^(${vw.housing} x log10(density / ${DENSITY_REF})), climate = e^(${vw.climate} x warmth), hinterland = 1 + ${vw.hinterland} x catchment / population (docs/scoring.md)`,
      inputs: [
        popIn,
        {
          name: 'residents within 10 km per km²',
          value: round2(ix.place.inputs.density[p]),
          source: placeSrc,
        },
        { name: 'latitude', value: pt.lat[p], source: placeSrc },
        { name: 'catchment residents', value: ix.place.inputs.catchment[p], source: placeSrc },
        {
          name: 'searchesPer1000',
          value: vd.searchesPer1000.rate,
          source: {
            label: 'Searches per 1,000 residents a month (estimate)',
            origin: vd.searchesPer1000.basis,
            kind: 'bundled',
          },
        },
        {
          name: season === 'annual' ? 'seasonality (annual average)' : `seasonality[${MONTHS[season]}]`,
          value: f,
          source: { label: 'Seasonality factor (estimate)', origin: vd.seasonalityBasis, kind: 'bundled' },
        },
      ],
    });
  }

  // competition
  const parts = competition(pop, ix.place.reach[p], vd.avgCpc, vd.businessesPer10k, m?.businessCount?.value);
  const w = COMPETITION_WEIGHTS;
  const bizIn = m?.businessCount
    ? { name: 'businessCount (measured)', value: m.businessCount.value, source: m.businessCount.source }
    : {
        name: 'businessesPer10k (typical, estimate)',
        value: vd.businessesPer10k,
        source: {
          label: 'Business density (estimate: no measured count)',
          origin: DENSITY_SOURCE,
          kind: 'bundled' as const,
        },
      };
  out.push({
    field: 'competition',
    value: round1(b.competition[p]),
    formula:
      `competition = ${w.size} x size + ${w.metro} x metro + ${w.cpc} x cpc + ${w.density} x density = ${w.size} x ${fmt(parts.size)} + ${w.metro} x ${fmt(parts.metro)} + ${w.cpc} x ${fmt(parts.cpc)} + ${w.density} x ${fmt(parts.density)} = ${fmt(parts.competition, 1)}; ` +
      `size = 100 / (1 + e^-((log10(population) - ${fmt(SIZE_MIDPOINT_LOG10, 4)}) / ${SIZE_WIDTH_LOG10})), metro = 100 x (1 - reach), reach = log10(km to a larger city / ${REACH_NEAR_KM}) / log10(${REACH_FAR_KM} / ${REACH_NEAR_KM}) clamped 0-1, cpc = 100 x min(1, ln(1 + CPC) / ln(${CPC_CAP + 1})), density = 100 x min(1, (businesses per 10k / typical) / 2)`,
    inputs: [
      popIn,
      {
        name: 'km to a larger city',
        value: round2(ix.place.inputs.largerCityKm[p]),
        source: placeSrc,
      },
      {
        name: 'avgCpc',
        value: vd.avgCpc,
        source: { label: 'Average CPC (estimate)', origin: vd.cpcSource, date: vd.cpcDate, kind: 'bundled' },
      },
      bizIn,
    ],
  });

  // demandScore
  out.push({
    field: 'demandScore',
    value: round1(b.demand[p]),
    formula: `demandScore = 100 x (places of the vertical with fewer monthly searches per resident) / (places - 1), over ${ix.P.toLocaleString('en-US')} places`,
    inputs: [
      { name: 'monthlySearches', value: round1(b.searches[p]), source: model('Monthly searches (above)') },
      popIn,
    ],
  });

  // estimatedMonthlyRevenue
  const ctr = ctrAt();
  const payoutSrc: Source = b.overridden
    ? { label: 'Payout per lead: your override', origin: 'Payout override (user or team)', kind: 'override' }
    : {
        label: 'Payout per lead: published benchmark (typical)',
        origin: vd.payout.source,
        date: vd.payout.date,
        kind: 'bundled',
      };
  out.push({
    field: 'estimatedMonthlyRevenue',
    value: round2(b.revenue[p]),
    formula: `estimatedMonthlyRevenue = monthlySearches x CTR(position ${TARGET_POSITION}) x conversion x payout = ${fmt(b.searches[p])} x ${ctr} x ${CONVERSION_RATE} x ${b.payout} = ${fmt(b.revenue[p])}`,
    inputs: [
      { name: 'monthlySearches', value: round1(b.searches[p]), source: model('Monthly searches (above)') },
      {
        name: `ctr(position ${TARGET_POSITION})`,
        value: ctr,
        source: {
          label: 'Organic click-through rate by position',
          origin: CTR_SOURCE,
          date: CTR_DATE,
          kind: 'bundled',
        },
      },
      {
        name: 'conversionRate',
        value: CONVERSION_RATE,
        source: model('Visitor-to-lead conversion rate (stated assumption)'),
      },
      { name: 'payout', value: b.payout, source: payoutSrc },
    ],
  });

  // quantumScore
  const ri = revenueIndex(b.revenue[p], ix.bounds);
  const q = view.weights ?? QUANTUM_WEIGHTS;
  out.push({
    field: 'quantumScore',
    value: round1(b.quantum[p]),
    formula:
      `quantumScore = ${q.revenue} x revenueIndex + ${q.ease} x (100 - competition) + ${q.confidence} x 100 x confidence = ${q.revenue} x ${fmt(ri)} + ${q.ease} x ${fmt(100 - b.competition[p])} + ${q.confidence} x ${fmt(100 * b.confidence[p])} = ${fmt(b.quantum[p], 1)}; ` +
      `revenueIndex = 100 x (log10(1 + revenue) - ${fmt(ix.bounds.min, 4)}) / (${fmt(ix.bounds.max, 4)} - ${fmt(ix.bounds.min, 4)}), the market's log-revenue range`,
    inputs: [
      { name: 'estimatedMonthlyRevenue', value: round2(b.revenue[p]), source: model('Revenue (above)') },
      { name: 'competition', value: round1(b.competition[p]), source: model('Competition (above)') },
      { name: 'confidence', value: b.confidence[p], source: model('Confidence (below)') },
    ],
  });

  // confidence
  out.push({
    field: 'confidence',
    value: b.confidence[p],
    formula: `confidence = ${CONFIDENCE_WEIGHTS.searches} if monthly searches are measured + ${CONFIDENCE_WEIGHTS.businessCount} if the business count is measured`,
    inputs: [
      {
        name: 'monthlySearches measured',
        value: m?.monthlySearches ? 'yes' : 'no',
        source: model('Provider measurements'),
      },
      {
        name: 'businessCount measured',
        value: m?.businessCount ? 'yes' : 'no',
        source: model('Provider measurements'),
      },
    ],
  });

  // tier
  out.push({
    field: 'tier',
    value: tierOf(b.payout, view.tiers),
    formula: `tier = 1 if payout >= ${view.tiers?.tier1 ?? 300}, 2 if payout >= ${view.tiers?.tier2 ?? 150}, else 3`,
    inputs: [{ name: 'payout', value: b.payout, source: payoutSrc }],
  });

  // goldmine
  const rank = b.qOrder.indexOf(p);
  out.push({
    field: 'goldmine',
    value: b.goldmine[p],
    formula: `goldmine = quantumScore rank within the vertical < ${goldmineRankCutoff(ix.P)} (top ${GOLDMINE_TOP_SHARE * 100}%) and competition < ${GOLDMINE_MAX_COMPETITION}: rank ${rank + 1}, competition ${fmt(b.competition[p], 1)}`,
    inputs: [
      { name: 'quantumRank', value: rank + 1, source: model('Rank of quantumScore within the vertical') },
      { name: 'competition', value: round1(b.competition[p]), source: model('Competition (above)') },
    ],
  });
  return out;
}
