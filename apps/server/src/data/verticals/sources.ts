// The sources and seasonal patterns behind every bundled vertical (docs/data.md); what each figure
// means is explained at the top of ./index.ts.

export const US_POPULATION = 334_914_895; // Census Bureau, Vintage 2023 estimate for 1 July 2023
export const US_POPULATION_SOURCE = 'U.S. Census Bureau, Vintage 2023 population estimates (1 July 2023)';
export const CPC_SOURCE =
  'Estimate for the head terms, anchored on the industry-category average CPC of the WordStream/LocaliQ Search Advertising Benchmarks';
export const CPC_DATE = '2024';
export const DENSITY_SOURCE =
  'Approximate national establishments for the NAICS code, U.S. Census Bureau County Business Patterns 2021 (rounded), per 10,000 residents';

export interface PayoutSource {
  source: string;
  date: string;
}

export const PAYOUT_SOURCES = {
  home: {
    source:
      'Published home-services pay-per-lead benchmarks (Angi/HomeAdvisor lead price ranges by category and pay-per-call network payouts)',
    date: '2024',
  },
  legal: {
    source:
      'Published legal lead-generation pricing (legal-marketing cost-per-lead benchmarks and pay-per-call legal offers)',
    date: '2024',
  },
  health: {
    source:
      'Published healthcare and dental patient-lead benchmarks (cost per lead / per new-patient call in practice-marketing studies)',
    date: '2024',
  },
  finance: {
    source:
      'Published mortgage, insurance and real-estate lead pricing (lead-marketplace rate cards and pay-per-call offers)',
    date: '2024',
  },
  care: {
    source:
      'Published behavioral-health and senior-care referral payouts (treatment-center pay-per-call and senior-living referral rates)',
    date: '2024',
  },
  auto: {
    source:
      'Published automotive and emergency-service pay-per-call payouts (towing, locksmith, auto glass offers)',
    date: '2024',
  },
} satisfies Record<string, PayoutSource>;

export type SeasonalityProfile =
  | 'flat'
  | 'roofing'
  | 'hvac'
  | 'plumbing'
  | 'pest'
  | 'lawn'
  | 'tree'
  | 'pool'
  | 'moving'
  | 'exterior'
  | 'gutters'
  | 'moisture'
  | 'family-law'
  | 'injury'
  | 'dui'
  | 'health'
  | 'cosmetic'
  | 'tax'
  | 'housing'
  | 'winter-road'
  | 'cleaning'
  | 'rehab'
  | 'insurance'
  | 'remodel';

/** Raw monthly shapes (Jan..Dec) of each seasonal pattern before normalising to mean 1.0. */
export const SEASONALITY_PROFILES: Record<SeasonalityProfile, { raw: number[]; basis: string }> = {
  flat: { raw: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], basis: 'no marked seasonal pattern' },
  roofing: {
    raw: [0.75, 0.75, 0.9, 1.05, 1.15, 1.15, 1.15, 1.1, 1.1, 1.05, 0.95, 0.8],
    basis: 'roofing season spring to autumn, storm season summer; low in winter',
  },
  hvac: {
    raw: [1.05, 0.95, 0.85, 0.85, 1.0, 1.2, 1.3, 1.2, 0.95, 0.85, 0.85, 0.95],
    basis: 'cooling peak in July, smaller heating peak in December-January',
  },
  plumbing: {
    raw: [1.1, 1.05, 1.0, 0.95, 0.95, 0.95, 1.0, 1.0, 0.95, 0.95, 1.0, 1.1],
    basis: 'frozen and burst pipes and holiday load raise winter demand slightly',
  },
  pest: {
    raw: [0.7, 0.75, 0.9, 1.1, 1.25, 1.3, 1.3, 1.2, 1.05, 0.9, 0.8, 0.75],
    basis: 'insect activity peaks in late spring and summer',
  },
  lawn: {
    raw: [0.6, 0.7, 1.0, 1.3, 1.4, 1.3, 1.2, 1.1, 1.0, 0.9, 0.8, 0.7],
    basis: 'growing season, peak in April-May',
  },
  tree: {
    raw: [0.85, 0.85, 1.0, 1.1, 1.15, 1.1, 1.05, 1.05, 1.0, 1.0, 0.95, 0.9],
    basis: 'spring growth and storm damage; mild winter demand for dormant-season pruning',
  },
  pool: {
    raw: [0.5, 0.6, 0.9, 1.2, 1.5, 1.6, 1.5, 1.3, 1.0, 0.7, 0.6, 0.6],
    basis: 'pool season, opening in April-June',
  },
  moving: {
    raw: [0.8, 0.8, 0.9, 1.0, 1.1, 1.25, 1.25, 1.2, 1.0, 0.95, 0.85, 0.9],
    basis: 'peak moving season May-August (school year, leases)',
  },
  exterior: {
    raw: [0.7, 0.75, 0.95, 1.1, 1.2, 1.2, 1.15, 1.1, 1.05, 1.0, 0.9, 0.8],
    basis: 'exterior work needs dry, mild weather: spring to early autumn',
  },
  gutters: {
    raw: [0.7, 0.7, 0.9, 1.0, 1.0, 0.95, 0.9, 0.9, 1.1, 1.4, 1.4, 1.0],
    basis: 'leaf fall: peak in October-November, spring clean-outs',
  },
  moisture: {
    raw: [1.0, 0.95, 1.0, 1.0, 1.05, 1.05, 1.05, 1.05, 1.0, 0.95, 0.95, 0.95],
    basis: 'storms and humidity in spring-summer, frozen pipes in winter; close to flat',
  },
  'family-law': {
    raw: [1.25, 1.05, 1.05, 1.0, 1.0, 0.95, 0.95, 0.95, 0.95, 0.95, 0.9, 0.85],
    basis: 'divorce filings and enquiries rise after the holidays (January), dip in December',
  },
  injury: {
    raw: [0.95, 0.95, 1.0, 1.0, 1.05, 1.05, 1.05, 1.05, 1.0, 1.0, 0.95, 0.95],
    basis: 'more driving and accidents in summer; close to flat',
  },
  dui: {
    raw: [1.05, 0.95, 1.0, 0.95, 1.0, 1.0, 1.1, 1.0, 0.95, 0.95, 0.95, 1.1],
    basis: 'holiday peaks (July 4th, December-January)',
  },
  health: {
    raw: [1.1, 1.0, 1.0, 0.95, 0.95, 0.95, 0.95, 1.0, 0.95, 1.0, 1.0, 1.1],
    basis: 'new insurance deductibles in January, use-it-or-lose-it benefits in December',
  },
  cosmetic: {
    raw: [1.1, 1.05, 1.05, 1.05, 1.05, 0.95, 0.9, 0.9, 0.95, 1.0, 1.0, 1.0],
    basis: 'new-year resolutions and pre-summer treatments; summer dip',
  },
  tax: {
    raw: [1.6, 1.7, 1.5, 1.4, 0.7, 0.6, 0.6, 0.6, 0.7, 0.8, 0.7, 0.9],
    basis: 'US filing season January-April',
  },
  housing: {
    raw: [0.85, 0.9, 1.05, 1.1, 1.15, 1.15, 1.1, 1.05, 0.95, 0.95, 0.85, 0.8],
    basis: 'home buying season spring-summer',
  },
  'winter-road': {
    raw: [1.15, 1.1, 1.0, 0.95, 0.95, 0.95, 0.95, 0.95, 0.95, 0.95, 1.0, 1.1],
    basis: 'winter weather: breakdowns, accidents, lock-outs and chipped glass',
  },
  cleaning: {
    raw: [0.9, 0.9, 1.05, 1.1, 1.05, 1.0, 1.0, 1.0, 0.95, 1.0, 1.05, 1.0],
    basis: 'spring cleaning and pre-holiday cleaning',
  },
  rehab: {
    raw: [1.15, 1.05, 1.0, 1.0, 1.0, 0.95, 0.95, 0.95, 0.95, 1.0, 0.95, 1.05],
    basis: 'new-year decisions to seek treatment; close to flat otherwise',
  },
  insurance: {
    raw: [1.1, 1.0, 0.95, 0.95, 0.95, 0.95, 0.95, 0.95, 0.95, 1.05, 1.1, 1.1],
    basis: 'open-enrollment and renewal season October-January',
  },
  remodel: {
    raw: [1.0, 1.05, 1.1, 1.1, 1.05, 1.0, 0.95, 0.95, 0.95, 0.95, 0.9, 0.9],
    basis: 'planning in late winter and spring; quieter over the holidays',
  },
};

export function normaliseSeasonality(raw: readonly number[]): number[] {
  const mean = raw.reduce((a, b) => a + b, 0) / raw.length;
  return raw.map((x) => Math.round((x / mean) * 10000) / 10000);
}
