// The colour scale of the opportunity map: a perceptually even ramp (viridis stops) from the
// lowest to the highest score shown, and a neutral colour for states without data.

export const NO_DATA_COLOUR = '#334155';
export const SCALE_STOPS = ['#440154', '#3b528b', '#21918c', '#5ec962', '#fde725'] as const;

const hex = (c: string) => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Colour at t in [0, 1] along the stops (clamped). */
export function rampColour(t: number): string {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (SCALE_STOPS.length - 1);
  const i = Math.min(SCALE_STOPS.length - 2, Math.floor(x));
  const f = x - i;
  const a = hex(SCALE_STOPS[i]);
  const b = hex(SCALE_STOPS[i + 1]);
  return toHex(a.map((v, k) => v + (b[k] - v) * f));
}

export type ScoreDomain = [min: number, max: number];

/** The domain of the scale: the scores' min and max, or 0-100 when there are none or all are equal. */
export function scoreDomain(scores: number[]): ScoreDomain {
  const finite = scores.filter(Number.isFinite);
  if (finite.length === 0) return [0, 100];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  return min === max ? [Math.max(0, min - 50), Math.min(100, max + 50)] : [min, max];
}

/** A score-to-colour function over a domain; null/undefined/NaN give the no-data colour. */
export function createScoreScale([min, max]: ScoreDomain = [0, 100]) {
  const span = max - min || 1;
  return (score: number | null | undefined): string =>
    typeof score === 'number' && Number.isFinite(score) ? rampColour((score - min) / span) : NO_DATA_COLOUR;
}

/** The scores shown, sorted, and the quantiles the map's legend names (min, quartiles, max). */
export interface ScoreQuantiles {
  sorted: number[];
  ticks: { q: number; score: number }[];
}

export function scoreQuantiles(scores: number[]): ScoreQuantiles {
  const sorted = scores.filter(Number.isFinite).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))];
  const ticks = sorted.length ? [0, 0.25, 0.5, 0.75, 1].map((q) => ({ q, score: at(q) })) : [];
  return { sorted, ticks };
}

/**
 * A score-to-colour function that follows the quantiles of the scores shown: a score's colour is
 * its position in their distribution (the share of scores below it, ties counted half), so a tight
 * band of scores still spreads over the whole ramp. Missing scores give the no-data colour.
 */
export function createQuantileScale(scores: number[]) {
  const { sorted } = scoreQuantiles(scores);
  const n = sorted.length;
  const below = (x: number) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return (score: number | null | undefined): string => {
    if (typeof score !== 'number' || !Number.isFinite(score)) return NO_DATA_COLOUR;
    if (n <= 1) return rampColour(0.5);
    const lower = below(score);
    let upper = lower;
    while (upper < n && sorted[upper] === score) upper++;
    // midrank of the score among the shown scores, 0 (lowest) .. 1 (highest)
    const rank = (lower + Math.max(0, upper - lower - 1) / 2) / (n - 1);
    return rampColour(rank);
  };
}

/** Dot radius for a place on the map, growing with the score's square root (area ~ score). */
export function dotRadius(score: number, minR = 2, maxR = 7): number {
  const s = Math.min(100, Math.max(0, Number.isFinite(score) ? score : 0));
  return minR + (maxR - minR) * Math.sqrt(s / 100);
}

const NICE_WIDTHS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 25, 50];

/**
 * Counts of scores per bucket [from, to) for the distribution chart. The bucket width is the
 * smallest "nice" width that covers the scores present in at most `bins` buckets (scores cluster,
 * so a fixed 0-100 split would show one bar); the top score falls in the last bucket.
 */
export function scoreHistogram(
  scores: number[],
  bins = 10,
): { range: string; from: number; count: number }[] {
  const finite = scores.filter(Number.isFinite);
  if (finite.length === 0) return [];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const width = NICE_WIDTHS.find((w) => w * bins >= max - min) ?? 100;
  const digits = width < 1 ? 1 : 0;
  const round = (n: number) => Number(n.toFixed(digits));
  const start = round(Math.floor(min / width + 1e-9) * width);
  const count = Math.max(1, Math.min(bins, Math.floor((max - start) / width + 1e-9) + 1));
  const counts = new Array<number>(count).fill(0);
  for (const s of finite) counts[Math.min(count - 1, Math.floor((s - start) / width + 1e-9))]++;
  return counts.map((n, i) => {
    const from = round(start + i * width);
    return { range: `${from.toFixed(digits)}–${round(from + width).toFixed(digits)}`, from, count: n };
  });
}
