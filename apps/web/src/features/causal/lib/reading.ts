import type { CausalMetric, CausalSummary } from '@sdp/shared';

// How the causal screen words an estimate (docs/causal.md#reading-an-estimate).

export const METRIC_LABELS: Record<CausalMetric, string> = {
  visitors: 'Daily visitors',
  leads: 'Daily leads',
  position: 'Average position',
};

const UNIT: Record<CausalMetric, string> = {
  visitors: 'visitors a day',
  leads: 'leads a day',
  position: 'positions',
};

const decimals = (metric: CausalMetric, v: number) =>
  metric === 'visitors' && Math.abs(v) >= 10
    ? Math.round(v).toString()
    : (Math.round(v * 10) / 10).toString();

/** "+18", "−2.5", "0". */
export function signed(metric: CausalMetric, v: number): string {
  const s = decimals(metric, Math.abs(v));
  if (s === '0') return '0';
  return `${v > 0 ? '+' : '−'}${s}`;
}

export type Verdict = { label: string; variant: 'success' | 'warning' | 'outline' | 'default' };

/** The badge of an estimate: significant (better or worse), not significant, not enough data. */
export function verdictOf(metric: CausalMetric, s: CausalSummary): Verdict {
  if (s.status !== 'ok' || !s.effect) return { label: 'Not enough data', variant: 'outline' };
  if (!s.effect.significant) return { label: 'Not significant', variant: 'default' };
  // A lower position is a better one.
  const better = metric === 'position' ? s.effect.average < 0 : s.effect.average > 0;
  return { label: better ? 'Significant gain' : 'Significant loss', variant: better ? 'success' : 'warning' };
}

/** "+18 (+6 to +29)" */
export function effectText(metric: CausalMetric, s: CausalSummary): string {
  if (!s.effect) return '—';
  const e = s.effect;
  return `${signed(metric, e.average)} (${signed(metric, e.averageLower)} to ${signed(metric, e.averageUpper)})`;
}

const pct = (v: number) => `${Math.round(Math.abs(v) * 100)} %`;

/** A probability as people read it: never a flat 0 % or 100 % from a model. */
export function probabilityText(p: number): string {
  if (p >= 0.995) return 'over 99 %';
  if (p <= 0.005) return 'under 1 %';
  return `${Math.round(p * 100)} %`;
}

/** One or two sentences a non-statistician can act on. */
export function plainReading(metric: CausalMetric, s: CausalSummary): string {
  if (s.status !== 'ok' || !s.effect) return s.reason ?? 'Not enough data to estimate the effect.';
  const e = s.effect;
  const size = decimals(metric, Math.abs(e.average));
  const range = `between ${signed(metric, e.averageLower)} and ${signed(metric, e.averageUpper)}`;
  if (metric === 'position') {
    const moved = e.average < 0 ? `improved by about ${size}` : `worsened by about ${size}`;
    return `The average position ${moved} ${UNIT.position} against what the controls predicted (90 % interval ${range}; a negative change is an improvement). Probability the position improved: ${probabilityText(1 - e.probabilityPositive)}.`;
  }
  const what = metric === 'visitors' ? 'Visitors' : 'Leads';
  const dir = e.average >= 0 ? 'rose' : 'fell';
  const rel =
    e.relative !== null
      ? `, ${pct(e.relative)} ${e.average >= 0 ? 'above' : 'below'} the counterfactual`
      : '';
  const verdict = e.significant
    ? 'The 90 % interval leaves out zero: the change very likely did this.'
    : 'The 90 % interval includes zero: this could be the usual day-to-day variation.';
  return `${what} ${dir} by about ${size} a day over ${s.postDays} days${rel} (90 % interval ${range} a day). ${verdict} Probability the effect is positive: ${probabilityText(e.probabilityPositive)}.`;
}
