import type { MarketFocus } from '@sdp/shared';
import type { DiscoveryFilters } from './opportunity-filters';

/**
 * Discovery's opening filters from the team's market focus (docs/product/screens.md#discovery): its
 * first vertical and its home state, only when the address names neither (the user has not chosen
 * others) and the focus names either. Null when there is nothing to apply.
 */
export function focusFilters(
  params: URLSearchParams,
  focus: Pick<MarketFocus, 'verticals' | 'state'> | undefined,
): Partial<DiscoveryFilters> | null {
  if (!focus || params.has('vertical') || params.has('location')) return null;
  const patch: Partial<DiscoveryFilters> = {};
  if (focus.verticals[0]) patch.vertical = focus.verticals[0];
  if (focus.state) patch.location = focus.state;
  return Object.keys(patch).length > 0 ? patch : null;
}
