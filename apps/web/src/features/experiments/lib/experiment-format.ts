import type { Experiment, VariantStats } from '@sdp/shared';

// Texts and figures of the A/B tests card (docs/product/screens.md#monitoring).

/** A rate or probability as a percentage; never rounded to 100% or 0% when it is not. */
export function percent(p: number, digits = 1): string {
  const min = 0.5 / 10 ** (digits + 2);
  if (p >= 1 - min && p < 1) return `over ${(100 - 10 ** -digits).toFixed(digits)}%`;
  if (p > 0 && p < min) return `under ${(10 ** -digits).toFixed(digits)}%`;
  return `${(p * 100).toFixed(digits)}%`;
}

/** "12 of 140 (8.6%)" */
export const conversionText = (v: VariantStats) =>
  `${v.conversions} of ${v.visitors}${v.visitors ? ` (${percent(v.rate)})` : ''}`;

/** The status line of a test: running, or how it ended. */
export function statusText(e: Experiment): string {
  if (e.status === 'running') return e.pageMatches ? 'Running' : 'Suspended: the live page changed';
  if (e.status === 'won') {
    const by =
      e.decidedBy === 'operator'
        ? 'kept by you'
        : e.decidedBy === 'loss'
          ? 'the stop rule (negligible expected loss)'
          : 'the stop rule';
    return `${e.winner} won (${by})${e.winner === 'B' ? ': B is served to every visitor' : ''}`;
  }
  return e.winner ? `Stopped after ${e.winner} won: the page is served as built` : 'Stopped without a winner';
}

/** What a variant shows: B's text, or A's where B keeps it. */
export const shownCopy = (e: Experiment, variant: 'A' | 'B') =>
  variant === 'A' ? e.a : { h1: e.b.h1 ?? e.a.h1, intro: e.b.intro ?? e.a.intro };

/** The page path as a visitor reads it. */
export const pageLabel = (path: string, title?: string) =>
  path === '/' ? `Home page${title ? ` (${title})` : ''}` : title ? `${path} (${title})` : path;
