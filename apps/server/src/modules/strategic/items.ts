import { type StrategicItem, type Tier, tierForPayout } from '@sdp/shared';
import type { Candidate, LeadDraw } from './allocation';
import { fixHours, improveHours, newSiteHours, PUBLISH_HOURS, RENT_OUT_HOURS } from './matrix';
import { type Gamma, gammaInterval, gammaMean, priorFrom, updatePosterior } from './posterior';

// The matrix's items and their allocation candidates from the team's data (docs/strategic.md), pure.

const DAY_MS = 86_400_000;
/** Days of an average month (365.25 / 12). */
export const MONTH_DAYS = 30.4375;

/** A team site with what the ledger, analytics and rankings say about it. */
export interface SiteInput {
  id: string;
  name: string;
  verticalSlug: string;
  vertical: string;
  payout: number;
  live: boolean;
  rented: boolean;
  /** When it first went live (null: never). */
  deployedAt: Date | null;
  leads: number;
  leads30: number;
  revenue30: number;
  visitors28: number;
  avgPosition: number | null;
  /** The market model's figures for the site's market (null: no market id). */
  market: { leadsPerMonth: number; competition: number } | null;
  demo: boolean;
}

/** A market without a team site: saved, or one of the best goldmines. */
export interface MarketInput {
  opportunityId: string;
  label: string;
  verticalSlug: string;
  vertical: string;
  payout: number;
  competition: number;
  monthlySearches: number;
  leadsPerMonth: number;
  saved: boolean;
}

/** An open SEO opportunity on a hosted site, its effect already in leads/month. */
export interface SeoInput {
  id: string;
  title: string;
  projectId: string;
  siteId: string;
  siteName: string;
  verticalSlug: string;
  vertical: string;
  payout: number;
  difficulty: 'easy' | 'medium' | 'hard';
  automated: boolean;
  score: number;
  leadsLow: number;
  leadsHigh: number;
  effectBasis: string;
  demo: boolean;
}

export interface Arm {
  key: string;
  verticalSlug: string;
  vertical: string;
  tier: Tier;
  payout: number;
  sites: number;
  leads: number;
  siteMonths: number;
  priorMean: number | null;
  posterior: Gamma;
}

export const armKey = (verticalSlug: string, tier: Tier) => `${verticalSlug}|${tier}`;

const utcDay = (d: Date) => Math.floor(d.getTime() / DAY_MS);

/**
 * Months live in whole UTC days, the day of the first deploy included (so one answer holds all
 * day, and a site deployed today counts one day).
 */
export const siteMonths = (s: Pick<SiteInput, 'deployedAt'>, now: Date) =>
  s.deployedAt ? Math.max(1, utcDay(now) - utcDay(s.deployedAt) + 1) / MONTH_DAYS : 0;

/** Posteriors per vertical and tier from the sites that have been live (their leads and months). */
export function buildArms(sites: readonly SiteInput[], now: Date): Map<string, Arm> {
  const arms = new Map<string, Arm & { estimates: number[] }>();
  for (const s of sites) {
    if (!s.deployedAt) continue;
    const tier = tierForPayout(s.payout);
    const key = armKey(s.verticalSlug, tier);
    let arm = arms.get(key);
    if (!arm) {
      arm = {
        key,
        verticalSlug: s.verticalSlug,
        vertical: s.vertical,
        tier,
        payout: s.payout,
        sites: 0,
        leads: 0,
        siteMonths: 0,
        priorMean: null,
        posterior: priorFrom(null),
        estimates: [],
      };
      arms.set(key, arm);
    }
    arm.sites++;
    arm.leads += s.leads;
    arm.siteMonths += siteMonths(s, now);
    if (s.market) arm.estimates.push(s.market.leadsPerMonth);
  }
  const out = new Map<string, Arm>();
  for (const { estimates, ...arm } of arms.values()) {
    const priorMean = estimates.length ? estimates.reduce((a, b) => a + b, 0) / estimates.length : null;
    out.set(arm.key, {
      ...arm,
      priorMean,
      posterior: updatePosterior(priorFrom(priorMean), arm.leads, arm.siteMonths),
    });
  }
  return out;
}

/** An item before sampling: its candidate and everything but the sampled value and quadrant. */
export interface ItemDraft {
  item: Omit<StrategicItem, 'valueMonthly' | 'quadrant'>;
  candidate: Candidate;
  /** For the explanation: the arm whose data it rests on (null: prior only or not a rate). */
  arm: Arm | null;
}

const f2 = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** The posterior of one item: its own prior, updated with its vertical/tier's observations. */
function itemPosterior(estimate: number | null, arm: Arm | undefined): Gamma {
  return updatePosterior(priorFrom(estimate), arm?.leads ?? 0, arm?.siteMonths ?? 0);
}

function rateBasis(g: Gamma, arm: Arm | undefined, payout: number): string {
  const { low, high } = gammaInterval(g);
  const data = arm
    ? `${arm.sites} site${arm.sites === 1 ? '' : 's'} observed, ${arm.leads} leads over ${f2(arm.siteMonths)} site-months`
    : 'no site of this vertical and tier yet: the market estimate only';
  return `${data}; ${f2(gammaMean(g))} leads/month (80 % interval ${f2(low)}-${f2(high)}) x payout $${payout}`;
}

export interface Costs {
  hourlyRate: number;
  /** A new site's build cost (LLM), $, and its basis. */
  buildUsd: number;
  buildBasis: string;
}

function cost(hours: number, costs: Costs, build = false) {
  const usd = hours * costs.hourlyRate + (build ? costs.buildUsd : 0);
  const basis = `${hours} h${build ? ' this month' : ''} x $${costs.hourlyRate}/h${build ? ` + build $${f2(costs.buildUsd)} (${costs.buildBasis})` : ''}`;
  return { usd: Math.round(usd * 100) / 100, basis };
}

export function marketDraft(m: MarketInput, arms: Map<string, Arm>, costs: Costs): ItemDraft {
  const tier = tierForPayout(m.payout);
  const arm = arms.get(armKey(m.verticalSlug, tier));
  const posterior = itemPosterior(m.leadsPerMonth, arm);
  const effort = newSiteHours(m.competition);
  const c = cost(effort.thisMonth, costs, true);
  const id = `market:${m.opportunityId}`;
  return {
    arm: arm ?? null,
    candidate: { id, cost: c.usd, payout: m.payout, draw: { kind: 'gamma', posterior } },
    item: {
      id,
      kind: 'market',
      label: m.label,
      action: 'Build a site',
      verticalSlug: m.verticalSlug,
      vertical: m.vertical,
      tier,
      siteId: null,
      valueBasis: `Market model: ${m.monthlySearches} searches/month -> ${f2(m.leadsPerMonth)} leads/month at position 3 (prior worth 1 site-month); ${rateBasis(posterior, arm, m.payout)}`,
      effortHours: effort.hours,
      effortBasis: effort.basis,
      costUsd: c.usd,
      costBasis: c.basis,
      facts: [
        { label: 'Competition', value: Math.round(m.competition), unit: '/100' },
        { label: 'Searches/month', value: m.monthlySearches },
        { label: 'Payout', value: m.payout, unit: '$' },
        { label: 'Saved', value: m.saved ? 'yes' : 'no' },
      ],
      link: `/opportunity/${encodeURIComponent(m.opportunityId)}/details`,
      demo: false,
    },
  };
}

/** A site's next step: publish it, rent it out, or improve its rankings (null: nothing to do). */
export function siteDraft(s: SiteInput, arms: Map<string, Arm>, costs: Costs): ItemDraft | null {
  const tier = tierForPayout(s.payout);
  const arm = arms.get(armKey(s.verticalSlug, tier));
  const posterior = itemPosterior(s.market?.leadsPerMonth ?? arm?.priorMean ?? null, arm);
  let action: string;
  let hours: { hours: number; basis: string };
  let draw: LeadDraw;
  let valueBasis: string;
  if (!s.live) {
    action = 'Publish it';
    hours = { hours: PUBLISH_HOURS, basis: `${PUBLISH_HOURS} h to publish (or redeploy) the built site` };
    draw = { kind: 'gamma', posterior };
    valueBasis = `Not live: earns nothing yet. Live, ${rateBasis(posterior, arm, s.payout)}`;
  } else if (!s.rented) {
    action = 'Rent it out';
    hours = { hours: RENT_OUT_HOURS, basis: `${RENT_OUT_HOURS} h to find and sign up a renter` };
    draw = { kind: 'gamma', posterior };
    valueBasis = `No renter: its leads are not sold. Rented, ${rateBasis(posterior, arm, s.payout)}`;
  } else if (s.market) {
    action = 'Improve rankings';
    hours = improveHours(s.market.competition);
    draw = { kind: 'gap', target: s.market.leadsPerMonth, posterior };
    valueBasis = `Leads to gain up to the market model's ${f2(s.market.leadsPerMonth)} leads/month at position 3, against ${rateBasis(posterior, arm, s.payout)}`;
  } else {
    return null;
  }
  const c = cost(hours.hours, costs);
  const id = `site:${s.id}`;
  return {
    arm: arm ?? null,
    candidate: { id, cost: c.usd, payout: s.payout, draw },
    item: {
      id,
      kind: 'site',
      label: s.name,
      action,
      verticalSlug: s.verticalSlug,
      vertical: s.vertical,
      tier,
      siteId: s.id,
      valueBasis,
      effortHours: hours.hours,
      effortBasis: hours.basis,
      costUsd: c.usd,
      costBasis: c.basis,
      facts: [
        { label: 'Leads, 30 days', value: s.leads30 },
        { label: 'Revenue, 30 days', value: s.revenue30, unit: '$' },
        { label: 'Visitors, 28 days', value: s.visitors28 },
        {
          label: 'Average position',
          value: s.avgPosition === null ? null : Math.round(s.avgPosition * 10) / 10,
        },
      ],
      link: `/monitoring?site=${encodeURIComponent(s.id)}`,
      demo: s.demo,
    },
  };
}

export function seoDraft(o: SeoInput, costs: Costs): ItemDraft {
  const effort = fixHours(o.difficulty, o.automated);
  const c = cost(effort.hours, costs);
  const id = `seo:${o.id}`;
  return {
    arm: null,
    candidate: {
      id,
      cost: c.usd,
      payout: o.payout,
      draw: { kind: 'uniform', low: o.leadsLow, high: o.leadsHigh },
    },
    item: {
      id,
      kind: 'seo',
      label: `${o.siteName}: ${o.title}`,
      action: o.title,
      verticalSlug: o.verticalSlug,
      vertical: o.vertical,
      tier: tierForPayout(o.payout),
      siteId: o.siteId,
      valueBasis: `${f2(o.leadsLow)}-${f2(o.leadsHigh)} leads/month (${o.effectBasis}) x payout $${o.payout}`,
      effortHours: effort.hours,
      effortBasis: effort.basis,
      costUsd: c.usd,
      costBasis: c.basis,
      facts: [
        { label: 'Score', value: o.score, unit: '/100' },
        { label: 'Difficulty', value: o.difficulty },
        { label: 'Automated', value: o.automated ? 'yes' : 'no' },
      ],
      link: `/projects/${encodeURIComponent(o.projectId)}`,
      demo: o.demo,
    },
  };
}
