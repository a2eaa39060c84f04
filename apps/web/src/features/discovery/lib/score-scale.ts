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

/** Dot radius for a place on the map, growing with the score's square root (area ~ score). */
export function dotRadius(score: number, minR = 2, maxR = 7): number {
  const s = Math.min(100, Math.max(0, Number.isFinite(score) ? score : 0));
  return minR + (maxR - minR) * Math.sqrt(s / 100);
}

/** Counts of scores per bucket of `size` points (0-9, 10-19, ... 90-100). */
export function scoreHistogram(
  scores: number[],
  size = 10,
): { range: string; from: number; count: number }[] {
  const buckets = Math.ceil(100 / size);
  const counts = new Array<number>(buckets).fill(0);
  for (const s of scores) {
    if (!Number.isFinite(s)) continue;
    counts[Math.min(buckets - 1, Math.max(0, Math.floor(s / size)))]++;
  }
  return counts.map((count, i) => ({
    range: `${i * size}–${i === buckets - 1 ? 100 : (i + 1) * size - 1}`,
    from: i * size,
    count,
  }));
}
