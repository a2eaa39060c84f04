import type { SeoOpportunityDifficulty, StrategicQuadrant } from '@sdp/shared';

// The value / effort matrix (docs/strategic.md#matrix), pure: quadrant thresholds and the effort
// rules, each an assumption stated with its basis.

/** $/month at or above which an item is high value. */
export const VALUE_HIGH = 250;
/** Hours at or below which an item is low effort (about a working day and a quarter). */
export const EFFORT_LOW = 10;

export function quadrantOf(valueMonthly: number, effortHours: number): StrategicQuadrant {
  const high = valueMonthly >= VALUE_HIGH;
  const low = effortHours <= EFFORT_LOW;
  if (high) return low ? 'quick-win' : 'big-bet';
  return low ? 'fill-in' : 'money-pit';
}

export const QUADRANT_INFO: Record<StrategicQuadrant, { label: string; rule: string }> = {
  'quick-win': {
    label: 'Quick wins',
    rule: `value >= $${VALUE_HIGH}/month and effort <= ${EFFORT_LOW} h: do these first`,
  },
  'big-bet': {
    label: 'Big bets',
    rule: `value >= $${VALUE_HIGH}/month and effort > ${EFFORT_LOW} h: worth planning`,
  },
  'fill-in': {
    label: 'Fill-ins',
    rule: `value < $${VALUE_HIGH}/month and effort <= ${EFFORT_LOW} h: when there is spare time`,
  },
  'money-pit': {
    label: 'Money pits',
    rule: `value < $${VALUE_HIGH}/month and effort > ${EFFORT_LOW} h: avoid`,
  },
};

/** Hours to choose, build, review and publish a new site and give it a phone number. */
export const SITE_SETUP_HOURS = 2;
/** Ranking work (content, citations, links) per point of the market's competition (0-100). */
export const RANKING_HOURS_PER_COMPETITION = 0.3;
/** Publishing a built site that is not live (or fixing a failed deploy). */
export const PUBLISH_HOURS = 1;
/** Finding and signing up a renter for a live site. */
export const RENT_OUT_HOURS = 3;
/** Improving an existing site's rankings: a base plus half the new-site ranking work. */
export const IMPROVE_BASE_HOURS = 4;
/** An SEO fix by its difficulty; automated fixes (the platform applies them) take half. */
export const FIX_HOURS: Record<SeoOpportunityDifficulty, number> = { easy: 1, medium: 4, hard: 12 };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Months a new local site's ranking work is spread over; this month's cost counts one of them. */
export const RANKING_MONTHS = 3;

export function newSiteHours(competition: number): { hours: number; basis: string; thisMonth: number } {
  const ranking = competition * RANKING_HOURS_PER_COMPETITION;
  return {
    hours: round1(SITE_SETUP_HOURS + ranking),
    basis: `${SITE_SETUP_HOURS} h to build and publish + competition ${Math.round(competition)} x ${RANKING_HOURS_PER_COMPETITION} h of ranking work, spread over ${RANKING_MONTHS} months`,
    thisMonth: round1(SITE_SETUP_HOURS + ranking / RANKING_MONTHS),
  };
}

export function improveHours(competition: number): { hours: number; basis: string } {
  const ranking = (competition * RANKING_HOURS_PER_COMPETITION) / 2;
  return {
    hours: round1(IMPROVE_BASE_HOURS + ranking),
    basis: `${IMPROVE_BASE_HOURS} h + half the ranking work of a new site (competition ${Math.round(competition)} x ${RANKING_HOURS_PER_COMPETITION / 2} h)`,
  };
}

export function fixHours(
  difficulty: SeoOpportunityDifficulty,
  automated: boolean,
): { hours: number; basis: string } {
  const base = FIX_HOURS[difficulty];
  return automated
    ? { hours: base / 2, basis: `${difficulty} fix: ${base} h, halved because the platform applies it` }
    : { hours: base, basis: `${difficulty} fix: ${base} h` };
}
