import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  hasActiveFilters,
  parseFilters,
  toOpportunityQuery,
  writeFilters,
} from './opportunity-filters';

describe('discovery filters', () => {
  it('defaults to tier all, status all, sort score desc, page 1', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(toOpportunityQuery(DEFAULT_FILTERS)).toEqual({
      tier: 'all',
      status: 'all',
      sort: 'quantumScore',
      order: 'desc',
      limit: 50,
      offset: 0,
    });
  });

  it('builds the query string of every filter, paging and sort', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'tier=1&vertical=roofing&location=Boise,%20ID&minPayout=150&status=saved&goldmine=true&sort=revenue&order=asc&page=3',
      ),
    );
    const query = toOpportunityQuery(filters);
    expect(query).toEqual({
      tier: '1',
      vertical: 'roofing',
      location: 'Boise, ID',
      minPayout: 150,
      status: 'saved',
      goldmineOnly: 'true',
      sort: 'estimatedMonthlyRevenue',
      order: 'asc',
      limit: 50,
      offset: 100,
    });
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('maps each sort key to its API field', () => {
    const field = (sort: string) => toOpportunityQuery(parseFilters(new URLSearchParams({ sort }))).sort;
    expect(['score', 'revenue', 'payout', 'demand', 'competition', 'searches'].map(field)).toEqual([
      'quantumScore',
      'estimatedMonthlyRevenue',
      'payout',
      'demandScore',
      'competition',
      'monthlySearches',
    ]);
  });

  it('ignores unknown or invalid values', () => {
    const f = parseFilters(new URLSearchParams('tier=9&status=x&sort=evil&order=up&page=-2&minPayout=abc'));
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(hasActiveFilters(f)).toBe(false);
  });

  it('leaves blank text filters out of the query', () => {
    const q = toOpportunityQuery({ ...DEFAULT_FILTERS, vertical: '  ', location: ' ', minPayout: ' ' });
    expect(q).not.toHaveProperty('vertical');
    expect(q).not.toHaveProperty('location');
    expect(q).not.toHaveProperty('minPayout');
  });

  it('writes only non-default filters back to the URL and keeps other params', () => {
    const params = writeFilters(
      { ...DEFAULT_FILTERS, vertical: 'hvac', page: 2 },
      new URLSearchParams('view=saved&tier=1'),
    );
    expect(params.toString()).toBe('view=saved&vertical=hvac&page=2');
    expect(parseFilters(params)).toEqual({ ...DEFAULT_FILTERS, vertical: 'hvac', page: 2 });
  });
});
