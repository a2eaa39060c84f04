// The inputs of one market's score and what each contributes (docs/scoring.md "Why two markets
// differ"): the score split into points per input, so that two markets can be compared input by
// input. The points add up to the quantumScore.
import type { ScoreDriver, Source } from '@sdp/shared';
import type { MarketView } from './market.types';
import type { MarketIndex } from './market-index';
import {
  COMPETITION_WEIGHTS,
  competition,
  ctrAt,
  estimatedMonthlyRevenue,
  QUANTUM_WEIGHTS,
  revenueIndex,
  round2,
} from './model';

const model = (label: string): Source => ({
  label,
  origin: 'Market model, docs/scoring.md',
  kind: 'computed',
});
const pts = (x: number) => Math.round(x * 100) / 100;
const signed = (x: number, d = 1) => `${x >= 0 ? '+' : ''}${x.toFixed(d)}`;

export function buildDrivers(
  ix: MarketIndex,
  view: MarketView,
  v: number,
  p: number,
  placeSrc: Source,
): ScoreDriver[] {
  const b = view.blocks[v];
  const vd = ix.verticals[v];
  const w = ix.place.weights[v];
  const m = b.measured.get(p);
  const pop = ix.places.population[p];
  const q = view.weights ?? QUANTUM_WEIGHTS;
  const rev = (searches: number) => estimatedMonthlyRevenue(searches, b.payout, ctrAt());
  const revPoints = (searches: number) => q.revenue * revenueIndex(rev(searches), ix.bounds);
  const out: ScoreDriver[] = [];
  const inputs = ix.place.inputs;

  // Revenue side: the base searches (or the measured ones), then each place multiplier in turn.
  const mult = ix.place.multiplier(v, p);
  if (m?.monthlySearches) {
    out.push({
      input: 'monthlySearches',
      label: 'Monthly searches (measured)',
      value: m.monthlySearches.value,
      unit: 'searches a month',
      weight: q.revenue,
      weightBasis: 'revenue index weight of the score',
      effect: `$${round2(rev(m.monthlySearches.value))} a month`,
      scorePoints: pts(revPoints(m.monthlySearches.value)),
      source: m.monthlySearches.source,
    });
  } else {
    const base = b.searches[p] / mult.total;
    out.push({
      input: 'population',
      label: 'Population x national search rate x season x payout',
      value: pop,
      unit: 'residents',
      weight: q.revenue,
      weightBasis: 'revenue index weight of the score',
      effect: `${Number(base.toFixed(1)).toLocaleString('en-US')} searches a month before place inputs`,
      scorePoints: pts(revPoints(base)),
      source: placeSrc,
    });
    let s = base;
    const steps: [keyof typeof w.basis, string, number, string, number, Source][] = [
      [
        'housing',
        'Housing: residents within 10 km per km² (denser = fewer houses)',
        inputs.density[p],
        'residents per km²',
        mult.housing,
        placeSrc,
      ],
      ['climate', 'Climate: latitude (south = warmer)', ix.places.lat[p], '° north', mult.climate, placeSrc],
      [
        'hinterland',
        'Hinterland: residents of the smaller towns around that look to this place',
        inputs.catchment[p],
        'residents',
        mult.hinterland,
        placeSrc,
      ],
    ];
    for (const [key, label, value, unit, factor, source] of steps) {
      const before = revPoints(s);
      s *= factor;
      out.push({
        input: key,
        label,
        value: Math.round(value * 100) / 100,
        unit,
        weight: w[key],
        weightBasis: w.basis[key],
        effect: `x${factor.toFixed(3)} searches`,
        scorePoints: pts(revPoints(s) - before),
        source,
      });
    }
  }

  // Competition side: ease = 0.4 x (100 - competition), split per component.
  const c = competition(pop, ix.place.reach[p], vd.avgCpc, vd.businessesPer10k, m?.businessCount?.value);
  const cw = COMPETITION_WEIGHTS;
  out.push({
    input: 'ease',
    label: 'Ease before competition (0.4 x 100)',
    value: 100,
    unit: 'points',
    weight: q.ease,
    weightBasis: 'ease weight of the score',
    effect: 'competition 0',
    scorePoints: pts(q.ease * 100),
    source: model('Score weights'),
  });
  const comps: [string, string, number, string, number, number, Source][] = [
    ['size', 'Market size (population)', pop, 'residents', cw.size, c.size, placeSrc],
    [
      'reach',
      'Distance to a larger city (its providers compete here)',
      Math.round(inputs.largerCityKm[p] * 10) / 10,
      'km',
      cw.metro,
      c.metro,
      placeSrc,
    ],
    [
      'cpc',
      'Advertisers’ bids (average CPC)',
      vd.avgCpc,
      'USD',
      cw.cpc,
      c.cpc,
      { label: 'Average CPC (estimate)', origin: vd.cpcSource, date: vd.cpcDate, kind: 'bundled' },
    ],
    [
      'businessDensity',
      m?.businessCount
        ? 'Business density (measured count)'
        : 'Business density (typical: no measured count)',
      m?.businessCount ? m.businessCount.value : vd.businessesPer10k,
      m?.businessCount ? 'businesses' : 'per 10k residents',
      cw.density,
      c.density,
      m?.businessCount ? m.businessCount.source : model('Typical density of the vertical'),
    ],
  ];
  for (const [input, label, value, unit, weight, component, source] of comps) {
    out.push({
      input,
      label,
      value,
      unit,
      weight,
      weightBasis: 'competition weight (assumption)',
      effect: `${signed(weight * component)} competition`,
      scorePoints: pts(-q.ease * weight * component),
      source,
    });
  }
  out.push({
    input: 'confidence',
    label: 'Confidence (share of market inputs measured)',
    value: b.confidence[p],
    unit: '(share, 0 to 1)',
    weight: q.confidence,
    weightBasis: 'confidence weight of the score',
    effect: `${Math.round(b.confidence[p] * 100)}% measured`,
    scorePoints: pts(q.confidence * 100 * b.confidence[p]),
    source: model('Provider measurements'),
  });
  return out;
}
