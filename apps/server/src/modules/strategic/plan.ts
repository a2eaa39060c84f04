import type {
  StrategicItem,
  StrategicPick,
  StrategicPosterior,
  StrategicQuadrant,
  StrategicResult,
} from '@sdp/shared';
import { STRATEGIC_QUADRANTS } from '@sdp/shared';
import { ALLOCATION_SAMPLES, ALLOCATION_SEED, allocate, type CandidateStats } from './allocation';
import type { Arm, ItemDraft } from './items';
import { EFFORT_LOW, QUADRANT_INFO, quadrantOf, VALUE_HIGH } from './matrix';
import { gammaInterval, gammaMean, PRIOR_SITE_MONTHS } from './posterior';

// From item drafts to the answer (docs/strategic.md), pure: sample, place each item in its
// quadrant, fund the plan, explain each pick.

const r2 = (n: number) => Math.round(n * 100) / 100;
const pct = (n: number) => `${Math.round(n * 100)} %`;

function explain(draft: ItemDraft, s: CandidateStats): string {
  const { item, candidate } = draft;
  const arm = draft.arm;
  const who = item.vertical && item.tier ? `${item.vertical} tier ${item.tier}` : item.label;
  const data = arm
    ? `${arm.sites} site${arm.sites === 1 ? '' : 's'} observed, ${r2(gammaMean(arm.posterior))} leads/site/month`
    : item.kind === 'seo'
      ? 'the fix’s expected effect'
      : 'no own sites yet (market estimate)';
  return (
    `${who} (${item.action}, ${item.label}): ${data}; ${r2(s.meanLeads)} leads/month ` +
    `(80 % interval ${r2(s.leadsLow)}-${r2(s.leadsHigh)}), payout $${candidate.payout} -> ` +
    `$${Math.round(s.meanValue)}/month expected for $${r2(candidate.cost)} (${item.costBasis}); ` +
    `best value per dollar in ${pct(s.shareBest)} of samples, funded in ${pct(s.shareFunded)}.`
  );
}

export function posteriorRows(arms: Iterable<Arm>): StrategicPosterior[] {
  return [...arms]
    .map((a) => {
      const { low, high } = gammaInterval(a.posterior);
      return {
        verticalSlug: a.verticalSlug,
        vertical: a.vertical,
        tier: a.tier,
        payout: a.payout,
        sites: a.sites,
        leads: a.leads,
        siteMonths: r2(a.siteMonths),
        priorMean: a.priorMean === null ? null : r2(a.priorMean),
        priorSiteMonths: PRIOR_SITE_MONTHS,
        mean: r2(gammaMean(a.posterior)),
        low: r2(low),
        high: r2(high),
      };
    })
    .sort((a, b) => b.sites - a.sites || a.vertical.localeCompare(b.vertical) || a.tier - b.tier);
}

export interface Plan {
  items: StrategicItem[];
  quadrants: StrategicResult['quadrants'];
  allocation: StrategicResult['allocation'];
}

export function plan(
  drafts: readonly ItemDraft[],
  budget: number,
  hourlyRate: number,
  opts: { samples?: number; seed?: number } = {},
): Plan {
  const samples = opts.samples ?? ALLOCATION_SAMPLES;
  const seed = opts.seed ?? ALLOCATION_SEED;
  const result = allocate(
    drafts.map((d) => d.candidate),
    budget,
    { samples, seed },
  );
  const items: StrategicItem[] = drafts.map((d) => {
    const value = r2(result.stats.get(d.candidate.id)?.meanValue ?? 0);
    return { ...d.item, valueMonthly: value, quadrant: quadrantOf(value, d.item.effortHours) };
  });
  items.sort((a, b) => b.valueMonthly / b.costUsd - a.valueMonthly / a.costUsd || a.id.localeCompare(b.id));
  const counts = new Map<StrategicQuadrant, number>();
  for (const i of items) counts.set(i.quadrant, (counts.get(i.quadrant) ?? 0) + 1);
  const byId = new Map(drafts.map((d) => [d.candidate.id, d]));
  const picks: StrategicPick[] = [];
  for (const id of result.plan) {
    const d = byId.get(id);
    const s = result.stats.get(id);
    if (!d || !s) continue;
    picks.push({
      itemId: id,
      label: d.item.label,
      action: d.item.action,
      kind: d.item.kind,
      costUsd: d.candidate.cost,
      shareBest: r2(s.shareBest),
      shareFunded: r2(s.shareFunded),
      expectedLeads: r2(s.meanLeads),
      leadsLow: r2(s.leadsLow),
      leadsHigh: r2(s.leadsHigh),
      expectedRevenue: r2(s.meanValue),
      revenueLow: r2(s.valueLow),
      revenueHigh: r2(s.valueHigh),
      valuePerDollar: r2(s.meanValue / d.candidate.cost),
      explanation: explain(d, s),
      link: d.item.link,
    });
  }
  return {
    items,
    quadrants: STRATEGIC_QUADRANTS.map((q) => ({
      id: q,
      label: QUADRANT_INFO[q].label,
      rule: QUADRANT_INFO[q].rule,
      count: counts.get(q) ?? 0,
    })),
    allocation: {
      budget,
      hourlyRate,
      spent: r2(result.spent),
      samples,
      seed,
      picks,
      expectedRevenue: r2(picks.reduce((a, p) => a + p.expectedRevenue, 0)),
    },
  };
}

export const THRESHOLDS = { valueHigh: VALUE_HIGH, effortLow: EFFORT_LOW };
