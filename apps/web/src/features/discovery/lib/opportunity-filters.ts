import { DEFAULT_GOLDMINE_LIMIT } from '@sdp/shared';

// The Dominator filters (docs/product/rules.md#opportunities-and-filters: tier default all, vertical,
// location, minPayout, status) plus goldmine-only, sorting (field default score, order default desc) and
// paging, kept in the URL.

export const SORT_OPTIONS = [
  { value: 'score', label: 'Score', field: 'quantumScore' },
  { value: 'revenue', label: 'Revenue', field: 'estimatedMonthlyRevenue' },
  { value: 'payout', label: 'Payout', field: 'payout' },
  { value: 'demand', label: 'Demand', field: 'demandScore' },
  { value: 'competition', label: 'Competition', field: 'competition' },
  { value: 'searches', label: 'Searches', field: 'monthlySearches' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export type TierFilter = 'all' | '1' | '2' | '3';
export type StatusFilter = 'all' | 'saved' | 'unsaved';
export type SortOrder = 'asc' | 'desc';

export interface DiscoveryFilters {
  tier: TierFilter;
  vertical: string;
  location: string;
  minPayout: string;
  status: StatusFilter;
  goldmineOnly: boolean;
  sort: SortKey;
  order: SortOrder;
  /** 1-based page number. */
  page: number;
}

export const DEFAULT_FILTERS: DiscoveryFilters = {
  tier: 'all',
  vertical: '',
  location: '',
  minPayout: '',
  status: 'all',
  goldmineOnly: false,
  sort: 'score',
  order: 'desc',
  page: 1,
};

export const PAGE_SIZE = DEFAULT_GOLDMINE_LIMIT;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

const SORT_KEYS = SORT_OPTIONS.map((o) => o.value);

/** Reads the filters from the page's search params; unknown values fall back to the defaults. */
export function parseFilters(params: URLSearchParams): DiscoveryFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const minPayout = params.get('minPayout')?.trim() ?? '';
  return {
    tier: oneOf(params.get('tier'), ['all', '1', '2', '3'], 'all'),
    vertical: params.get('vertical')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    minPayout:
      minPayout !== '' && Number.isFinite(Number(minPayout)) && Number(minPayout) >= 0 ? minPayout : '',
    status: oneOf(params.get('status'), ['all', 'saved', 'unsaved'], 'all'),
    goldmineOnly: params.get('goldmine') === 'true',
    sort: oneOf(params.get('sort'), SORT_KEYS, 'score'),
    order: oneOf(params.get('order'), ['asc', 'desc'], 'desc'),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Writes the filters back as search params, leaving out the defaults (and keeping other params). */
export function writeFilters(filters: DiscoveryFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(key);
    else params.set(key, value);
  };
  set('tier', filters.tier, 'all');
  set('vertical', filters.vertical.trim(), '');
  set('location', filters.location.trim(), '');
  set('minPayout', filters.minPayout.trim(), '');
  set('status', filters.status, 'all');
  set('goldmine', filters.goldmineOnly ? 'true' : 'false', 'false');
  set('sort', filters.sort, 'score');
  set('order', filters.order, 'desc');
  set('page', String(filters.page), '1');
  return params;
}

export type OpportunityQueryParams = Record<string, string | number>;

/** The query string of GET /payout-data/search and /quick-dominator/opportunities. */
export function toOpportunityQuery(filters: DiscoveryFilters, pageSize = PAGE_SIZE): OpportunityQueryParams {
  const sortField = SORT_OPTIONS.find((o) => o.value === filters.sort)?.field ?? 'quantumScore';
  const query: OpportunityQueryParams = {
    tier: filters.tier,
    status: filters.status,
    sort: sortField,
    order: filters.order,
    limit: pageSize,
    offset: (Math.max(1, filters.page) - 1) * pageSize,
  };
  if (filters.vertical.trim()) query.vertical = filters.vertical.trim();
  if (filters.location.trim()) query.location = filters.location.trim();
  const minPayout = Number(filters.minPayout);
  if (filters.minPayout.trim() !== '' && Number.isFinite(minPayout) && minPayout >= 0)
    query.minPayout = minPayout;
  if (filters.goldmineOnly) query.goldmineOnly = 'true';
  return query;
}

/** True when any filter differs from its default (paging and sorting aside). */
export function hasActiveFilters(f: DiscoveryFilters): boolean {
  return (
    f.tier !== 'all' ||
    f.vertical !== '' ||
    f.location !== '' ||
    f.minPayout !== '' ||
    f.status !== 'all' ||
    f.goldmineOnly
  );
}
