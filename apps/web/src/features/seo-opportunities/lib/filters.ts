import {
  DEFAULT_OPPORTUNITY_SORT,
  SEO_OPPORTUNITY_CATEGORIES,
  SEO_OPPORTUNITY_DIFFICULTIES,
  SEO_OPPORTUNITY_SORT_FIELDS,
  SEO_OPPORTUNITY_STATUSES,
  type SeoOpportunityCategory,
  type SeoOpportunityDifficulty,
  type SeoOpportunityListQuery,
  type SeoOpportunityStatus,
} from '@sdp/shared';

// The list's filters live in the address (docs/product/screens.md#seo-opportunities): category,
// difficulty, status, quickWins, automated, sort and order; a value that is not one of the
// contract's is ignored, and the defaults (sort by score, highest first) are left out of the address.

export type OpportunitySortField = (typeof SEO_OPPORTUNITY_SORT_FIELDS)[number];

export interface OpportunityFilters {
  category: SeoOpportunityCategory | null;
  difficulty: SeoOpportunityDifficulty | null;
  status: SeoOpportunityStatus | null;
  quickWins: boolean;
  automated: boolean;
  sort: OpportunitySortField;
  order: 'asc' | 'desc';
}

export const DEFAULT_FILTERS: OpportunityFilters = {
  category: null,
  difficulty: null,
  status: null,
  quickWins: false,
  automated: false,
  sort: DEFAULT_OPPORTUNITY_SORT.field,
  order: DEFAULT_OPPORTUNITY_SORT.order,
};

/** The search params this list owns (others on the page, such as `site` or `tab`, are kept). */
export const FILTER_PARAMS = [
  'category',
  'difficulty',
  'status',
  'quickWins',
  'automated',
  'sort',
  'order',
] as const;

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

export function parseFilters(params: URLSearchParams): OpportunityFilters {
  return {
    category: oneOf(SEO_OPPORTUNITY_CATEGORIES, params.get('category')),
    difficulty: oneOf(SEO_OPPORTUNITY_DIFFICULTIES, params.get('difficulty')),
    status: oneOf(SEO_OPPORTUNITY_STATUSES, params.get('status')),
    quickWins: params.get('quickWins') === 'true',
    automated: params.get('automated') === 'true',
    sort: oneOf(SEO_OPPORTUNITY_SORT_FIELDS, params.get('sort')) ?? DEFAULT_FILTERS.sort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? DEFAULT_FILTERS.order,
  };
}

/** The params with these filters written in (defaults removed), other params untouched. */
export function writeFilters(filters: OpportunityFilters, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) next.delete(key);
  if (filters.category) next.set('category', filters.category);
  if (filters.difficulty) next.set('difficulty', filters.difficulty);
  if (filters.status) next.set('status', filters.status);
  if (filters.quickWins) next.set('quickWins', 'true');
  if (filters.automated) next.set('automated', 'true');
  if (filters.sort !== DEFAULT_FILTERS.sort) next.set('sort', filters.sort);
  if (filters.order !== DEFAULT_FILTERS.order) next.set('order', filters.order);
  return next;
}

/** True when any filter (not the sort) narrows the list. */
export const isFiltered = (f: OpportunityFilters) =>
  !!(f.category || f.difficulty || f.status || f.quickWins || f.automated);

export interface OpportunityScope {
  projectId?: string;
  websiteId?: string;
}

/**
 * GET /api/opportunities's query: the website (a hosted site's id wins over the project's), the
 * set filters, and the sort; an unset toggle is left out (false would mean "only not quick wins").
 */
export function listQuery(scope: OpportunityScope, f: OpportunityFilters): SeoOpportunityListQuery {
  return {
    ...(scope.websiteId ? { websiteId: scope.websiteId } : { projectId: scope.projectId }),
    ...(f.category && { category: f.category }),
    ...(f.difficulty && { difficulty: f.difficulty }),
    ...(f.status && { status: f.status }),
    ...(f.quickWins && { quickWins: 'true' as const }),
    ...(f.automated && { automated: 'true' as const }),
    sort: f.sort,
    order: f.order,
    limit: 500,
  };
}
