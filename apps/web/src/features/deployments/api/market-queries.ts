import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  savedOpportunitiesQueryOptions,
  searchOpportunitiesQueryOptions,
  verticalsQueryOptions,
} from '@/features/discovery';

// The market reads of the deployment forms: the discovery feature owns them; these select the part
// a form shows.

export interface SavedMarket {
  id: string;
  vertical: string;
  city: string;
  state: string;
  tier: 1 | 2 | 3;
  payout: number;
}

/** The caller's saved markets, to deploy some of them. */
export const useSavedMarkets = () =>
  useQuery({
    ...savedOpportunitiesQueryOptions(),
    select: (list): SavedMarket[] =>
      list.map((o) => ({
        id: o.id,
        vertical: o.vertical,
        city: o.location.city,
        state: o.location.state,
        tier: o.tier,
        payout: o.payout,
      })),
  });

/** The verticals a deployment can be limited to, in the server's order. */
export const useVerticalOptions = () =>
  useQuery({
    ...verticalsQueryOptions(),
    select: (list) => list.map(({ slug, name }) => ({ slug, name })),
  });

export interface MarketFilters {
  vertical?: string;
  state?: string;
  tier?: number;
  minPayout?: number;
}

/** The payout-data search query for the same filters a deployment takes. */
export const toSearchQuery = (f: MarketFilters, goldmineOnly: boolean): Record<string, string | number> => {
  const q: Record<string, string | number> = { limit: 1 };
  if (goldmineOnly) q.goldmineOnly = 'true';
  if (f.vertical) q.vertical = f.vertical;
  if (f.state) q.location = f.state;
  if (f.tier) q.tier = String(f.tier);
  if (f.minPayout !== undefined) q.minPayout = f.minPayout;
  return q;
};

/** How many markets match the filters: the total of a one-row search. */
export const useMatchCount = (f: MarketFilters, goldmineOnly: boolean) =>
  useQuery({
    ...searchOpportunitiesQueryOptions(toSearchQuery(f, goldmineOnly)),
    select: (page) => page.total,
    placeholderData: keepPreviousData,
  });
