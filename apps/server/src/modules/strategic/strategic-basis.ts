import { expectedEffectSchema } from '@sdp/shared';
import { ALLOCATION_SAMPLES } from './allocation';
import type { Costs } from './items';
import {
  EFFORT_LOW,
  FIX_HOURS,
  IMPROVE_BASE_HOURS,
  PUBLISH_HOURS,
  RANKING_HOURS_PER_COMPETITION,
  RANKING_MONTHS,
  RENT_OUT_HOURS,
  SITE_SETUP_HOURS,
  VALUE_HIGH,
} from './matrix';
import { PRIOR_SITE_MONTHS } from './posterior';

// How an SEO fix's expected effect becomes leads/month, and the assumptions the screen lists
// (docs/strategic.md#assumptions), pure.

/**
 * An expected effect (docs/seo-opportunities.md) in leads/month: leads as they are; visitors and
 * clicks x the market model's conversion rate; position moves are not priced (null).
 */
export function seoLeads(
  raw: unknown,
  conversionRate = 0.05,
): { leadsLow: number; leadsHigh: number; effectBasis: string } | null {
  const parsed = expectedEffectSchema.safeParse(raw);
  if (!parsed.success) return null;
  const e = parsed.data;
  const low = Math.max(0, Math.min(e.low, e.high));
  const high = Math.max(0, e.low, e.high);
  if (high <= 0) return null;
  if (e.metric === 'leads') return { leadsLow: low, leadsHigh: high, effectBasis: e.basis };
  if (e.metric === 'visitors' || e.metric === 'clicks') {
    return {
      leadsLow: low * conversionRate,
      leadsHigh: high * conversionRate,
      effectBasis: `${low}-${high} ${e.metric}/month x ${conversionRate * 100} % conversion; ${e.basis}`,
    };
  }
  return null;
}

export function assumptions(costs: Costs, model: { conversionRate: number; targetPosition: number }) {
  return [
    {
      label: 'Hourly rate',
      value: costs.hourlyRate,
      basis: 'Effort in hours x this rate is the cost of an item (query hourlyRate; default $50).',
    },
    { label: 'New site build cost', value: Math.round(costs.buildUsd * 100) / 100, basis: costs.buildBasis },
    {
      label: 'Market estimate of leads',
      value: `${model.conversionRate * 100} % of searches x CTR at position ${model.targetPosition}`,
      basis: 'The market model (docs/scoring.md): estimated monthly revenue / payout.',
    },
    {
      label: 'Prior strength',
      value: `${PRIOR_SITE_MONTHS} site-month`,
      basis:
        'The market estimate counts as one site observed for one month: a few months of your own leads outweigh it.',
    },
    {
      label: 'Quadrant thresholds',
      value: `$${VALUE_HIGH}/month, ${EFFORT_LOW} h`,
      basis: 'High value at or above the first, low effort at or below the second.',
    },
    {
      label: 'Effort rules',
      value: `site ${SITE_SETUP_HOURS} h + ${RANKING_HOURS_PER_COMPETITION} h/competition point`,
      basis: `A new site's ranking work is spread over ${RANKING_MONTHS} months (this month's cost counts one). Publish ${PUBLISH_HOURS} h, rent out ${RENT_OUT_HOURS} h, improve rankings ${IMPROVE_BASE_HOURS} h + half the ranking work, fixes ${FIX_HOURS.easy}/${FIX_HOURS.medium}/${FIX_HOURS.hard} h (easy/medium/hard, halved when automated).`,
    },
    {
      label: 'Thompson samples',
      value: ALLOCATION_SAMPLES,
      basis: 'Draws from each posterior with a fixed seed: the same data give the same allocation.',
    },
  ];
}
