import { type StrategicResult, strategicQuerySchema } from '@sdp/shared';
import type { EngineDefinition, InsightDraft } from '../../lib/engine';
import { ValidationError } from '../../lib/errors';
import type { StrategicService } from './strategic.service';

// The 'strategic' engine (docs/strategic.md#engine), action 'allocate': the top picks of the
// budget allocation and the worst money pits as insights. Keys are by rank, so a re-run replaces
// the previous run's insights instead of adding to them.

const LINK = '/intelligence/strategic';
/** Picks and money pits turned into insights. */
export const TOP_PICKS = 3;
export const TOP_PITS = 3;
/** A run without a user sees the team's payout overrides only (no user's own). */
const NO_USER = '00000000-0000-0000-0000-000000000000';

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

export function insightsOf(r: StrategicResult): InsightDraft[] {
  const out: InsightDraft[] = [];
  const a = r.allocation;
  if (r.counts.sites === 0) {
    out.push({
      key: 'no-sites',
      title: 'No sites yet: markets ranked from the bundled market data',
      detail: `${r.counts.markets} markets scored by value and effort. Build one and its leads will replace the market estimate in the next allocation.`,
      severity: 'info',
      figures: [{ label: 'Markets ranked', value: r.counts.markets }],
      link: LINK,
    });
  }
  out.push({
    key: 'allocation',
    title: `Budget ${money(a.budget)}: ${a.picks.length} pick${a.picks.length === 1 ? '' : 's'}, ${money(a.expectedRevenue)}/month expected`,
    detail: `Thompson sampling over ${a.samples} draws of each item's leads; ${money(a.spent)} of ${money(a.budget)} allocated at ${money(a.hourlyRate)}/h.`,
    severity: a.picks.length ? 'success' : 'info',
    figures: [
      { label: 'Budget', value: a.budget, unit: '$' },
      { label: 'Allocated', value: a.spent, unit: '$' },
      { label: 'Expected revenue', value: a.expectedRevenue, unit: '$/month' },
      { label: 'Picks', value: a.picks.length },
    ],
    link: LINK,
  });
  a.picks.slice(0, TOP_PICKS).forEach((p, i) => {
    const item = r.items.find((x) => x.id === p.itemId);
    out.push({
      key: `pick:${i + 1}`,
      title: `${p.action}: ${p.label}`,
      detail: p.explanation,
      severity: 'success',
      figures: [
        { label: 'Expected revenue', value: p.expectedRevenue, unit: '$/month' },
        { label: '80 % interval, low', value: p.revenueLow, unit: '$/month' },
        { label: '80 % interval, high', value: p.revenueHigh, unit: '$/month' },
        { label: 'Cost', value: p.costUsd, unit: '$' },
        { label: 'Best value per dollar', value: Math.round(p.shareBest * 100), unit: '% of samples' },
      ],
      link: LINK,
      siteId: item?.siteId ?? null,
    });
  });
  r.items
    .filter((i) => i.quadrant === 'money-pit')
    .sort((x, y) => y.costUsd - x.costUsd || x.id.localeCompare(y.id))
    .slice(0, TOP_PITS)
    .forEach((i, n) => {
      out.push({
        key: `money-pit:${n + 1}`,
        title: `Money pit: ${i.action} (${i.label})`,
        detail: `${money(i.valueMonthly)}/month expected for ${i.effortHours} h (${i.effortBasis}). ${i.valueBasis}.`,
        severity: 'warning',
        figures: [
          { label: 'Expected value', value: i.valueMonthly, unit: '$/month' },
          { label: 'Effort', value: i.effortHours, unit: 'h' },
          { label: 'Cost', value: i.costUsd, unit: '$' },
        ],
        link: LINK,
        siteId: i.siteId,
      });
    });
  return out;
}

export function createStrategicEngine(strategic: StrategicService): EngineDefinition {
  return {
    id: 'strategic',
    async run(ctx) {
      if (ctx.action !== 'allocate') throw new ValidationError(`action: unknown action ${ctx.action}`);
      const params = strategicQuerySchema.safeParse({
        budget: ctx.params.budget,
        hourlyRate: ctx.params.hourlyRate,
        includeDemo: ctx.params.includeDemo === undefined ? undefined : String(ctx.params.includeDemo),
      });
      if (!params.success) {
        throw new ValidationError(params.error.issues[0]?.message ?? 'params: invalid');
      }
      ctx.progress(10);
      const result = await strategic.overview(
        { teamId: ctx.teamId, userId: ctx.userId ?? NO_USER },
        {
          budget: params.data.budget,
          hourlyRate: params.data.hourlyRate,
          includeDemo: params.data.includeDemo,
        },
      );
      ctx.progress(90);
      const a = result.allocation;
      return {
        summary: `${result.items.length} items ranked, ${a.picks.length} funded with ${money(a.spent)} of ${money(a.budget)}, ${money(a.expectedRevenue)}/month expected`,
        insights: insightsOf(result),
      };
    },
  };
}
