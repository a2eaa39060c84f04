// Per-vertical weights of the place inputs (docs/scoring.md "Place inputs"): how strongly a
// vertical's searches per resident respond to housing (urban density), climate (latitude) and reach
// (the smaller towns that look to the place). Housing and reach weights are stated assumptions by kind of service;
// the climate weight is derived from the vertical's own bundled seasonality when that seasonality is
// weather-driven.
import type { VerticalData } from '../../data/verticals';

/** Housing elasticity by kind of service (assumption): searches scale as (density / reference)^weight. */
export const HOUSING_WEIGHTS = {
  /** Exterior and yard work of detached, owner-occupied houses: fewer of them where it is dense. */
  detached: -0.15,
  /** Septic systems exist only where there is no sewer: rural. */
  rural: -0.3,
  /** Work inside owned homes: weaker. */
  owner: -0.1,
  /** Renters and dense living: lock-outs, moves, cleaning. */
  urban: 0.05,
  none: 0,
} as const;

/**
 * Hinterland weight by kind of service (assumption): the share of the searches of the smaller towns
 * around a place (its catchment) that land on it.
 */
export const HINTERLAND_WEIGHTS = {
  /** People travel to a regional centre for these (specialists, lawyers, rehab). */
  destination: 0.8,
  /** Contractors drive out to the towns around them. */
  serviceArea: 0.5,
  /** Everyday services people use close to home. */
  neighbourhood: 0.25,
} as const;

/** Climate weight = CLIMATE_GAIN x (mean May-Sep seasonality - mean Nov-Mar seasonality). */
export const CLIMATE_GAIN = 1;
/** Seasonal patterns driven by the weather (data/verticals/sources.ts); others (tax, holidays, ...) get no climate weight. */
export const WEATHER_PATTERNS = new Set([
  'roofing',
  'hvac',
  'plumbing',
  'pest',
  'lawn',
  'tree',
  'pool',
  'exterior',
  'gutters',
  'moisture',
  'winter-road',
]);

const HOUSING_OF: Record<string, keyof typeof HOUSING_WEIGHTS> = {};
const HINTERLAND_OF: Record<string, keyof typeof HINTERLAND_WEIGHTS> = {};
const put = <K extends string>(map: Record<string, K>, kind: K, slugs: string[]) => {
  for (const s of slugs) map[s] = kind;
};
put(HOUSING_OF, 'detached', [
  'roofing',
  'gutters',
  'siding',
  'windows',
  'solar-installation',
  'foundation-repair',
  'pool-builder',
  'landscaping',
  'tree-service',
  'fencing',
  'concrete',
  'painting',
  'garage-door',
  'pest-control',
]);
put(HOUSING_OF, 'rural', ['septic']);
put(HOUSING_OF, 'owner', [
  'plumbing',
  'hvac',
  'electrician',
  'water-damage-restoration',
  'mold-remediation',
  'flooring',
  'kitchen-remodeling',
  'bathroom-remodeling',
  'home-inspection',
  'appliance-repair',
  'home-security',
  'carpet-cleaning',
  'junk-removal',
  'real-estate-agent',
  'mortgage-broker',
]);
put(HOUSING_OF, 'urban', ['locksmith', 'moving', 'house-cleaning']);
put(HINTERLAND_OF, 'destination', [
  'personal-injury-lawyer',
  'criminal-defense-lawyer',
  'dui-lawyer',
  'family-law',
  'workers-comp-lawyer',
  'bankruptcy-lawyer',
  'immigration-lawyer',
  'estate-planning-lawyer',
  'cosmetic-dentist',
  'dental-implants',
  'orthodontist',
  'hair-transplant',
  'plastic-surgeon',
  'lasik',
  'med-spa',
  'addiction-rehab',
  'senior-living',
]);
put(HINTERLAND_OF, 'neighbourhood', [
  'dentist',
  'chiropractor',
  'physical-therapy',
  'veterinarian',
  'auto-repair',
  'tax-preparation',
  'insurance-agent',
  'house-cleaning',
  'locksmith',
  'towing',
  'bail-bonds',
]);

export interface InputWeights {
  housing: number;
  climate: number;
  hinterland: number;
  /** Why each weight is what it is. */
  basis: { housing: string; climate: string; hinterland: string };
}

const HOUSING_BASIS: Record<keyof typeof HOUSING_WEIGHTS, string> = {
  detached: 'exterior or yard work of detached houses, fewer where it is dense (assumption)',
  rural: 'septic systems exist where there is no sewer (assumption)',
  owner: 'work inside owned homes, slightly fewer where it is dense (assumption)',
  urban: 'renters and dense living, slightly more where it is dense (assumption)',
  none: 'no link to housing type (assumption)',
};
const HINTERLAND_BASIS: Record<keyof typeof HINTERLAND_WEIGHTS, string> = {
  destination: `people travel to a regional centre for it: ${HINTERLAND_WEIGHTS.destination * 100}% of the catchment's searches land here (assumption)`,
  serviceArea: `providers drive out to the towns around: ${HINTERLAND_WEIGHTS.serviceArea * 100}% of the catchment's searches land here (assumption)`,
  neighbourhood: `an everyday service used close to home: ${HINTERLAND_WEIGHTS.neighbourhood * 100}% of the catchment's searches land here (assumption)`,
};

const mean = (xs: readonly number[], months: number[]) =>
  months.reduce((a, m) => a + xs[m], 0) / months.length;
const SUMMER = [4, 5, 6, 7, 8];
const WINTER = [10, 11, 0, 1, 2];

/** The seasonal pattern's name, from the vertical's seasonality basis ("Estimate (hvac pattern): ..."). */
export function seasonPattern(vd: VerticalData): string {
  return /\(([a-z-]+) pattern\)/.exec(vd.seasonalityBasis)?.[1] ?? 'flat';
}

export function inputWeights(vd: VerticalData): InputWeights {
  const housingKind = HOUSING_OF[vd.slug] ?? 'none';
  const hinterlandKind = HINTERLAND_OF[vd.slug] ?? 'serviceArea';
  const pattern = seasonPattern(vd);
  const weather = WEATHER_PATTERNS.has(pattern);
  const swing = mean(vd.seasonality, SUMMER) - mean(vd.seasonality, WINTER);
  const climate = weather ? Math.round(CLIMATE_GAIN * swing * 1000) / 1000 : 0;
  return {
    housing: HOUSING_WEIGHTS[housingKind],
    climate,
    hinterland: HINTERLAND_WEIGHTS[hinterlandKind],
    basis: {
      housing: HOUSING_BASIS[housingKind],
      climate: weather
        ? `${CLIMATE_GAIN} x (May-Sep mean ${mean(vd.seasonality, SUMMER).toFixed(3)} - Nov-Mar mean ${mean(vd.seasonality, WINTER).toFixed(3)}) of the ${pattern} seasonality: ${climate >= 0 ? 'warm-season' : 'cold-season'} demand`
        : `${pattern} seasonality is not weather-driven: no climate weight`,
      hinterland: HINTERLAND_BASIS[hinterlandKind],
    },
  };
}
