// Bundled local-service verticals (docs/data.md). Every figure is an editable default with its basis:
// - payout per lead (low / typical / high, USD): our reading of published pay-per-lead benchmarks,
//   named per group below with the year; published figures disagree by up to 5x (docs/data.md);
// - searches per 1,000 residents per month = national monthly searches of the core keyword
//   cluster (an order-of-magnitude estimate) / US residents (Census Vintage 2023: 334.9 M) x 1,000;
// - average CPC (USD): estimate for the head terms, anchored on the industry-category CPC of the
//   WordStream/LocaliQ Search Advertising Benchmarks (2024);
// - seasonality: 12 monthly factors (Jan..Dec) from the vertical's known seasonal pattern, an
//   estimate, normalised here to average exactly 1.0;
// - businesses per 10k residents: approximate national establishments of the NAICS code (Census
//   County Business Patterns 2021, rounded; shared among verticals of one code) / US residents.
//
// The rows live in one file per group of verticals; this index keeps their order (home, legal,
// health, finance and other) and is the only module the rest of the server imports.

import { FINANCE_AND_OTHER } from './finance-and-other';
import { HEALTH } from './health';
import { HOME_BUILDING } from './home-building';
import { HOME_UPKEEP } from './home-upkeep';
import { LEGAL } from './legal';
import { build, type VerticalData } from './row';

export type { VerticalData } from './row';
export {
  CPC_DATE,
  CPC_SOURCE,
  DENSITY_SOURCE,
  normaliseSeasonality,
  PAYOUT_SOURCES,
  type PayoutSource,
  SEASONALITY_PROFILES,
  type SeasonalityProfile,
  US_POPULATION,
  US_POPULATION_SOURCE,
} from './sources';

export const VERTICALS: readonly VerticalData[] = [
  ...HOME_BUILDING,
  ...HOME_UPKEEP,
  ...LEGAL,
  ...HEALTH,
  ...FINANCE_AND_OTHER,
].map(build);
export const VERTICAL_BY_SLUG: ReadonlyMap<string, VerticalData> = new Map(VERTICALS.map((v) => [v.slug, v]));
