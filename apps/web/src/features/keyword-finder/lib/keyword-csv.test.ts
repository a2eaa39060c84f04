import type { KeywordIdea } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { buildKeywordCsv, csvField, csvFileName } from './keyword-csv';
import { nextSort, sortKeywords } from './sort-keywords';

const idea = (over: Partial<KeywordIdea>): KeywordIdea => ({
  keyword: 'roofer boise',
  kind: 'core',
  intent: 'transactional',
  monthlySearches: 320,
  difficulty: 28,
  cpc: 12.5,
  value: 410,
  estimate: true,
  ...over,
});

describe('keyword CSV', () => {
  it('writes a header and one row per idea with CRLF line ends', () => {
    const csv = buildKeywordCsv([
      idea({}),
      idea({ keyword: 'how much does a roof cost?', kind: 'question', intent: 'informational' }),
    ]);
    expect(csv).toBe(
      'keyword,kind,intent,monthly_searches,difficulty,cpc_usd,value_usd_per_month,estimate\r\n' +
        'roofer boise,core,transactional,320,28,12.5,410,true\r\n' +
        'how much does a roof cost?,question,informational,320,28,12.5,410,true\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('roofer boise, id')).toBe('"roofer boise, id"');
    expect(csvField('the "best" roofer')).toBe('"the ""best"" roofer"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(-3)).toBe('-3');
  });

  it('names the file after the vertical and place', () => {
    expect(csvFileName('Roofing', 'Boise, ID')).toBe('keywords-roofing-boise-id.csv');
    expect(csvFileName('', '')).toBe('keywords-ideas.csv');
  });
});

describe('keyword sorting', () => {
  const rows = [
    idea({ keyword: 'b', value: 5 }),
    idea({ keyword: 'a', value: 9 }),
    idea({ keyword: 'c', value: 5 }),
  ];
  it('sorts numbers and text in either order, ties by keyword', () => {
    expect(sortKeywords(rows, { key: 'value', order: 'desc' }).map((r) => r.keyword)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(sortKeywords(rows, { key: 'value', order: 'asc' }).map((r) => r.keyword)).toEqual(['b', 'c', 'a']);
    expect(sortKeywords(rows, { key: 'keyword', order: 'desc' }).map((r) => r.keyword)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });
  it('flips the order on the same column and starts new columns sensibly', () => {
    expect(nextSort({ key: 'value', order: 'desc' }, 'value')).toEqual({ key: 'value', order: 'asc' });
    expect(nextSort({ key: 'value', order: 'desc' }, 'keyword')).toEqual({ key: 'keyword', order: 'asc' });
    expect(nextSort({ key: 'keyword', order: 'asc' }, 'difficulty')).toEqual({
      key: 'difficulty',
      order: 'desc',
    });
  });
});
