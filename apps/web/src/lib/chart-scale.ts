import { numberFormatter } from './format';
// The value axis of every chart (docs/product/web.md#charts): a domain that starts at zero, a few
// distinct "nice" ticks (0, 250, 500 — not 0, 237, 474) and labels rounded to the data's scale, so
// a series of zeros is drawn at the bottom and the axis never reads "$0 $0 $0 $0".

/** What a value axis counts: whole things, dollars (cents when small), or a ratio like 1.25×. */
export type ChartUnit = 'count' | 'money' | 'factor';

/** The smallest step each unit can take: one thing, one cent, any. */
const QUANTUM: Record<ChartUnit, number> = { count: 1, money: 0.01, factor: 0 };
const MULTIPLES = [1, 2, 2.5, 5, 10];

/** Rounds away floating-point noise (0.1 + 0.2) so ticks compare and print exactly. */
const clean = (n: number) => Number.parseFloat(n.toPrecision(12));

const isMultiple = (step: number, quantum: number) =>
  quantum === 0 || Math.abs(step / quantum - Math.round(step / quantum)) < 1e-9;

/** The smallest step of 1, 2, 2.5 or 5 × 10^k at least `raw` that is a whole number of `quantum`. */
function niceStep(raw: number, quantum: number): number {
  const floor = Math.max(raw, quantum, Number.MIN_VALUE);
  let mag = 10 ** Math.floor(Math.log10(floor));
  for (;;) {
    for (const m of MULTIPLES) {
      const step = clean(m * mag);
      if (step >= floor - 1e-12 && isMultiple(step, quantum)) return step;
    }
    mag *= 10;
  }
}

/**
 * About `count` evenly spaced ticks covering [min, max], each a multiple of a nice step (and of
 * `quantum`, the unit's smallest step). An empty span (0 to 0) becomes 0 to 1 quantum-wise, so a
 * flat line has an axis to sit on.
 */
export function niceTicks(min: number, max: number, count = 5, quantum = 0): number[] {
  let lo = Number.isFinite(min) ? min : 0;
  let hi = Number.isFinite(max) ? max : 0;
  if (lo > hi) [lo, hi] = [hi, lo];
  if (hi === lo) hi = lo === 0 ? Math.max(1, quantum) : lo + Math.abs(lo);
  const step = niceStep((hi - lo) / Math.max(1, count - 1), quantum);
  const first = Math.floor(clean(lo / step)) * step;
  const last = Math.ceil(clean(hi / step)) * step;
  const ticks: number[] = [];
  for (let i = 0; first + i * step <= last + step / 1e6; i++) ticks.push(clean(first + i * step));
  return ticks;
}

const money0 = numberFormatter({
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const money2 = numberFormatter({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const moneyCompact = numberFormatter({
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const whole = numberFormatter({ maximumFractionDigits: 0 });
const compact = numberFormatter({ notation: 'compact', maximumFractionDigits: 2 });

/** Decimal places a step needs to print exactly (0.25 → 2, 5 → 0), at most 4. */
function decimalsOf(step: number): number {
  for (let d = 0; d < 4; d++)
    if (Math.abs(clean(step * 10 ** d) - Math.round(step * 10 ** d)) < 1e-9) return d;
  return 4;
}

/**
 * The tick label of a unit for ticks `step` apart: dollars with cents when the step is under a
 * dollar ($0.05), whole dollars otherwise ($250), compact from 10,000 ($12.5K); counts with
 * separators (1,250) or compact from 10,000 (12.5K); factors with the step's decimals and "×".
 */
export function tickFormatter(unit: ChartUnit, step: number, largest: number): (n: number) => string {
  const big = Math.abs(largest) >= 10_000;
  if (unit === 'money') {
    if (big) return (n) => moneyCompact.format(n);
    return step < 1 || !Number.isInteger(step) ? (n) => money2.format(n) : (n) => money0.format(n);
  }
  if (unit === 'count') return big ? (n) => compact.format(n) : (n) => whole.format(n);
  const d = decimalsOf(step);
  return (n) => `${n.toFixed(d)}×`;
}

export interface ValueScale {
  /** [0 or the lowest tick, the highest tick]: never [0, 0]. */
  domain: [number, number];
  ticks: number[];
  format: (n: number) => string;
}

/**
 * The value axis of a series: from zero (or below, for negative values) to the first nice tick at
 * or above the largest value, with distinct labels in the unit.
 */
export function valueScale(values: readonly number[], unit: ChartUnit, count = 5): ValueScale {
  const finite = values.filter((v) => Number.isFinite(v));
  const min = Math.min(0, ...finite);
  const max = Math.max(0, ...finite);
  const ticks = niceTicks(min, max, count, QUANTUM[unit]);
  const step = ticks.length > 1 ? clean(ticks[1]! - ticks[0]!) : 1;
  const domain: [number, number] = [ticks[0]!, ticks[ticks.length - 1]!];
  return { domain, ticks, format: tickFormatter(unit, step, Math.max(Math.abs(min), Math.abs(max))) };
}

/** Props for a recharts value axis drawn on a scale: exactly these ticks, this domain, these labels. */
export const scaleAxisProps = (s: ValueScale) => ({
  type: 'number' as const,
  domain: s.domain,
  ticks: s.ticks,
  interval: 0 as const,
  allowDataOverflow: false,
  tickFormatter: (v: number) => s.format(v),
});

/** True when nothing in the series is above zero (nothing to draw: say so in words instead). */
export const allZero = (values: readonly number[]) => values.every((v) => !Number.isFinite(v) || v === 0);
