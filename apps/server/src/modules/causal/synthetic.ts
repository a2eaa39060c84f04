import { Rng } from '../../lib/prng';
import type { ControlSeries, EstimatorInput } from './estimator';

// Synthetic daily series for the estimator's tests and the bench (docs/causal.md#tests): a shared
// market trend with weekly seasonality that every site follows at its own scale, plus noise, and an
// optional relative lift on the treated site from a given day on. Seeded: the same seed gives the
// same series.

export interface SyntheticOptions {
  seed: number;
  days: number;
  controls: number;
  /** Index of the intervention day. */
  interventionAt: number;
  /** Relative lift of the treated site after the intervention day (0.3 = +30 %). */
  lift: number;
  /** Noise as a share of the level (default 0.08). */
  noise?: number;
}

const DAY_MS = 86_400_000;
const WEEKLY = [0.8, 1.05, 1.1, 1.1, 1.05, 1, 0.85];

export function syntheticSeries(o: SyntheticOptions): EstimatorInput & { trueLevelAfter: number[] } {
  const rng = new Rng(o.seed);
  const normal = () => {
    const u = Math.max(rng.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
  };
  const start = Date.UTC(2026, 0, 5);
  const days = Array.from({ length: o.days }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
  // A slow random walk shared by every site: the market.
  const market: number[] = [];
  let level = 1;
  for (let i = 0; i < o.days; i++) {
    level = Math.max(0.3, level + 0.01 * normal());
    market.push(level);
  }
  const noise = o.noise ?? 0.08;
  const site = (scale: number, own: number) =>
    days.map((d, i) => {
      const dow = new Date(`${d}T00:00:00.000Z`).getUTCDay();
      const base = scale * market[i] * WEEKLY[dow] * (1 + own * Math.sin(i / 9));
      return base * (1 + noise * normal());
    });
  const treatedBase = site(100, 0.02);
  const actual = treatedBase.map((v, i) => Math.round(i > o.interventionAt ? v * (1 + o.lift) : v));
  const controls: ControlSeries[] = Array.from({ length: o.controls }, (_, j) => ({
    kind: 'site',
    ref: `control-${j + 1}`,
    label: `Control ${j + 1}`,
    values: site(40 + 25 * j, 0.03 * (j % 3)).map(Math.round),
  }));
  return {
    days,
    actual,
    controls,
    interventionDay: days[o.interventionAt],
    trueLevelAfter: treatedBase.map((v, i) => (i > o.interventionAt ? v * o.lift : 0)),
  };
}
