import { MARKET_FOCUS_MAX_VERTICALS } from '@sdp/shared';

/** Adds a vertical at the end (at most the maximum) or removes it; the order is the order chosen. */
export function toggleVertical(chosen: readonly string[], slug: string): string[] {
  if (chosen.includes(slug)) return chosen.filter((v) => v !== slug);
  return chosen.length >= MARKET_FOCUS_MAX_VERTICALS ? [...chosen] : [...chosen, slug];
}
