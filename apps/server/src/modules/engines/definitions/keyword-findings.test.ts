import { describe, expect, it } from 'vitest';
import { type KeywordFacts, keywordFindings } from './keyword-findings';

const k = (keyword: string, position: number | null, weekAgo: number | null = null): KeywordFacts => ({
  id: keyword,
  keyword,
  siteId: 's',
  siteName: 'Site',
  position,
  weekAgo,
});

describe('keyword findings', () => {
  it('near wins are positions 4-20, best first; decliners fell 3+ places; unranked have none', () => {
    const f = keywordFindings([
      k('top', 2, 2),
      k('edge4', 4),
      k('edge20', 20),
      k('far', 21, 12),
      k('near', 9, 6),
      k('two', 8, 6),
      k('none', null),
    ]);
    expect(f.nearWins.map((x) => x.keyword)).toEqual(['edge4', 'two', 'near', 'edge20']);
    expect(f.decliners.map((x) => [x.keyword, x.fall])).toEqual([
      ['far', 9],
      ['near', 3],
    ]);
    expect(f.unranked.map((x) => x.keyword)).toEqual(['none']);
    expect(f.top3).toBe(1);
  });
});
