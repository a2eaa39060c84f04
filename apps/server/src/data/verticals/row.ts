import {
  CPC_DATE,
  CPC_SOURCE,
  normaliseSeasonality,
  PAYOUT_SOURCES,
  SEASONALITY_PROFILES,
  type SeasonalityProfile,
  US_POPULATION,
  US_POPULATION_SOURCE,
} from './sources';

// One vertical as written in the group files (a compact row), and how it becomes VerticalData.

export interface VerticalData {
  slug: string;
  name: string;
  naicsCode: string;
  naicsTitle: string;
  payout: { low: number; typical: number; high: number; source: string; date: string };
  /** Estimated national monthly searches of the core keyword cluster. */
  nationalMonthlySearches: number;
  searchesPer1000: { rate: number; basis: string };
  avgCpc: number;
  cpcSource: string;
  cpcDate: string;
  seasonality: number[];
  seasonalityBasis: string;
  /** Approximate establishments per 10,000 residents (see DENSITY_SOURCE). */
  businessesPer10k: number;
  keywords: string[];
  modifiers: string[];
}

const COMMON_MODIFIERS = ['near me', 'best', 'cost', 'affordable', 'reviews'];
/** Modifiers of the verticals people call in an emergency. */
export const EMERGENCY = ['emergency', '24 hour', 'same day'];

export type Row = [
  slug: string,
  name: string,
  naics: string,
  naicsTitle: string,
  payout: [low: number, typical: number, high: number],
  payoutSource: keyof typeof PAYOUT_SOURCES,
  nationalMonthlySearches: number,
  avgCpc: number,
  season: SeasonalityProfile,
  businessesPer10k: number,
  keywords: string[],
  extraModifiers: string[],
];

export function build(row: Row): VerticalData {
  const [
    slug,
    name,
    naics,
    naicsTitle,
    [low, typical, high],
    payoutSource,
    volume,
    cpc,
    season,
    density,
    keywords,
    extra,
  ] = row;
  const src = PAYOUT_SOURCES[payoutSource];
  const rate = Math.round((volume / US_POPULATION) * 1000 * 1000) / 1000;
  const profile = SEASONALITY_PROFILES[season];
  return {
    slug,
    name,
    naicsCode: naics,
    naicsTitle,
    payout: { low, typical, high, source: src.source, date: src.date },
    nationalMonthlySearches: volume,
    searchesPer1000: {
      rate,
      basis: `Estimate: about ${volume.toLocaleString('en-US')} US searches a month across the core keyword cluster (${keywords
        .slice(0, 2)
        .map((k) => `"${k}"`)
        .join(
          ', ',
        )}, ...; order of magnitude from public keyword-planner ranges) / ${US_POPULATION.toLocaleString('en-US')} US residents (${US_POPULATION_SOURCE}) x 1,000`,
    },
    avgCpc: cpc,
    cpcSource: CPC_SOURCE,
    cpcDate: CPC_DATE,
    seasonality: normaliseSeasonality(profile.raw),
    seasonalityBasis: `Estimate (${season} pattern): ${profile.basis}`,
    businessesPer10k: density,
    keywords,
    modifiers: [...new Set([...COMMON_MODIFIERS, ...extra])],
  };
}
