import { DEFAULT_OPPORTUNITY_SORT } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, isFiltered, listQuery, parseFilters, writeFilters } from './filters';

const SITE = '11111111-1111-4111-8111-111111111111';
const PROJECT = '22222222-2222-4222-8222-222222222222';

describe('opportunity filters in the address', () => {
  it('defaults to DEFAULT_OPPORTUNITY_SORT (score, highest first) with nothing filtered', () => {
    const f = parseFilters(new URLSearchParams());
    expect(f).toEqual(DEFAULT_FILTERS);
    expect({ field: f.sort, order: f.order }).toEqual(DEFAULT_OPPORTUNITY_SORT);
    expect(isFiltered(f)).toBe(false);
  });

  it('reads known values and ignores unknown ones', () => {
    const f = parseFilters(
      new URLSearchParams(
        'category=content&difficulty=hard&status=bogus&quickWins=true&automated=1&sort=nope&order=asc',
      ),
    );
    expect(f).toEqual({
      ...DEFAULT_FILTERS,
      category: 'content',
      difficulty: 'hard',
      quickWins: true,
      order: 'asc',
    });
    expect(isFiltered(f)).toBe(true);
  });

  it('writes only what differs from the defaults and keeps the params it does not own', () => {
    const next = writeFilters(
      { ...DEFAULT_FILTERS, status: 'open', automated: true, sort: 'updatedAt' },
      new URLSearchParams('site=abc&category=links&opportunity=o1'),
    );
    expect(next.toString()).toBe('site=abc&opportunity=o1&status=open&automated=true&sort=updatedAt');
    expect(writeFilters(DEFAULT_FILTERS, new URLSearchParams('order=asc&quickWins=true')).toString()).toBe(
      '',
    );
  });

  it('builds the list query: the website (or project), set filters only, sort and order', () => {
    expect(listQuery({ websiteId: SITE, projectId: PROJECT }, DEFAULT_FILTERS)).toEqual({
      websiteId: SITE,
      sort: 'score',
      order: 'desc',
      limit: 500,
    });
    expect(
      listQuery(
        { projectId: PROJECT },
        { ...DEFAULT_FILTERS, category: 'technical', quickWins: true, order: 'asc' },
      ),
    ).toEqual({
      projectId: PROJECT,
      category: 'technical',
      quickWins: 'true',
      sort: 'score',
      order: 'asc',
      limit: 500,
    });
  });
});
