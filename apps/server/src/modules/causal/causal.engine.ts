import type { Db } from '../../db/client';
import type { EngineDefinition, InsightDraft } from '../../lib/engine';
import * as repo from './causal.repository';
import type { CausalService } from './causal.service';
import type { EstimatorOutput } from './estimator';

// The causal engine (docs/causal.md#engine), action 'estimate': the latest interventions of each
// site in the last 90 days, each estimated on daily visitors, one insight per intervention.

export const ENGINE_WINDOW_DAYS = 90;
/** Per site, the newest interventions estimated. */
export const ENGINE_PER_SITE = 3;

const signed = (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(Math.round(v))}`;
const pct = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 10);

export function insightOf(row: repo.InterventionRow, out: EstimatorOutput): InsightDraft {
  const link = `/intelligence/causal?intervention=${row.id}`;
  const name = `${row.label} (${row.siteName})`;
  const base = { link, siteId: row.siteId, key: `causal:${row.id}` };
  if (out.status !== 'ok' || !out.effect) {
    return {
      ...base,
      title: `${name}: not enough data yet`,
      detail: out.reason ?? 'Not enough data to estimate the effect.',
      severity: 'info',
      figures: [
        { label: 'Days before', value: out.preDays, unit: 'days' },
        { label: 'Days after', value: out.postDays, unit: 'days' },
      ],
    };
  }
  const e = out.effect;
  const title = `${name}: ${signed(e.average)} visitors/day (90 % interval ${signed(e.averageLower)} to ${signed(e.averageUpper)})`;
  const reading = e.significant
    ? e.average > 0
      ? 'The site gained visitors against what its controls predicted.'
      : 'The site lost visitors against what its controls predicted.'
    : 'The change is within what the site varies by anyway: no clear effect yet.';
  const detail = `${reading} Over ${out.postDays} days after ${out.interventionDay}, compared with a counterfactual from ${out.controls.length} control series fitted on ${out.preDays} days before (R² ${out.fit?.r2.toFixed(2)}). Probability the effect is positive: ${e.probabilityPositive >= 0.995 ? 'over 99' : e.probabilityPositive <= 0.005 ? 'under 1' : Math.round(e.probabilityPositive * 100)} %.`;
  return {
    ...base,
    title,
    detail,
    severity: !e.significant ? 'info' : e.average > 0 ? 'success' : 'warning',
    figures: [
      { label: 'Average effect', value: e.average, unit: 'visitors/day' },
      { label: '90 % interval, low', value: e.averageLower, unit: 'visitors/day' },
      { label: '90 % interval, high', value: e.averageUpper, unit: 'visitors/day' },
      { label: 'Cumulative effect', value: e.cumulative, unit: 'visitors' },
      { label: 'Relative effect', value: pct(e.relative), unit: '%' },
      { label: 'Probability positive', value: Math.round(e.probabilityPositive * 100), unit: '%' },
      { label: 'Pre-period fit (R²)', value: out.fit?.r2 ?? null },
    ],
  };
}

export function causalEngine(
  db: Db,
  service: CausalService,
  now: () => Date = () => new Date(),
): EngineDefinition {
  return {
    id: 'causal',
    async run(ctx) {
      const since = now().getTime() - ENGINE_WINDOW_DAYS * 86_400_000;
      const rows = (await repo.listInterventions(db, ctx.teamId, undefined, 500)).filter(
        (r) => r.at.getTime() >= since,
      );
      const perSite = new Map<string, number>();
      const targets = rows.filter((r) => {
        const n = perSite.get(r.siteId) ?? 0;
        perSite.set(r.siteId, n + 1);
        return n < ENGINE_PER_SITE;
      });
      ctx.progress(20);
      const estimates = await service.estimateMany(ctx.teamId, 'visitors', targets);
      ctx.progress(90);
      const insights = targets.map((t) => insightOf(t, estimates.get(t.id)!));
      if (targets.length === 0)
        insights.push({
          title: 'No interventions to measure yet',
          detail:
            'Every version of a hosted site that goes live (a deploy, a rollback, an implemented SEO opportunity, a page from the content generator) is an intervention. Its effect is estimated once the site has 21 days of visits before it and 7 after, with another site of the team left alone meanwhile.',
          severity: 'info',
          figures: [{ label: 'Interventions, last 90 days', value: 0 }],
          link: '/intelligence/causal',
          key: 'causal:none',
        });
      const ok = targets.filter((t) => estimates.get(t.id)?.status === 'ok');
      const significant = ok.filter((t) => estimates.get(t.id)?.effect?.significant).length;
      const summary =
        targets.length === 0
          ? 'No interventions in the last 90 days'
          : `${ok.length} of ${targets.length} interventions estimated, ${significant} significant`;
      return { summary, insights };
    },
  };
}
