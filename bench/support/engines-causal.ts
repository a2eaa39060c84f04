// The causal engine's estimator on one site-year (docs/causal.md#performance): 365 days of a site
// and 5 control sites from the seeded synthetic series, a +20 % change on day 300; the estimate
// (fit on the pre-period, counterfactual, intervals) timed over repeated runs. Target p50 < 200 ms.
import { estimateEffect } from '../../apps/server/src/modules/causal/estimator';
import { syntheticSeries } from '../../apps/server/src/modules/causal/synthetic';

const RUNS = 40;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchCausal(): Promise<{ p50Ms: number; p95Ms: number }> {
  const input = syntheticSeries({ seed: 2026, days: 365, controls: 5, interventionAt: 300, lift: 0.2 });
  const first = estimateEffect(input);
  if (first.status !== 'ok') throw new Error(`causal bench: ${first.reason}`);
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    estimateEffect(input);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50Ms: pct(ms, 50), p95Ms: pct(ms, 95) };
}
