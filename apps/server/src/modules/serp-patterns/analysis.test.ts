import { describe, expect, it } from 'vitest';
import { analyzeGroup, analyzeGroups, gscByPageType, type SnapshotInput } from './analysis';
import { patternInsights } from './insights';

const r = (position: number, url: string, title: string | null) => ({
  position,
  url,
  domain: new URL(url).hostname,
  title,
});

/** A roofing page in Austin: the top 3 put the city in the title, positions 4-10 do not. */
function snap(i: number, over: Partial<SnapshotInput> = {}): SnapshotInput {
  return {
    id: `s${i}`,
    keyword: i % 2 ? 'roof repair austin' : 'roofer austin',
    day: `2026-11-${String(10 + i).padStart(2, '0')}`,
    provider: 'dataforseo',
    verticalSlug: 'roofing',
    verticalName: 'Roofing',
    citySize: 'large',
    city: 'Austin',
    state: 'TX',
    results: [
      r(1, `https://a${i}.example/`, 'Roof Repair Austin | A Roofing'),
      r(2, `https://www.yelp.com/search?q=${i}`, 'Top 10 Roofers in Austin'),
      r(3, `https://c${i}.example/roof-repair/`, 'Austin Roofers'),
      ...[4, 5, 6, 7, 8, 9, 10].map((p) => r(p, `https://d${p}.example/a/b/`, `Roofing Company ${p}`)),
      r(11, 'https://late.example/', 'Austin Roofing'),
    ],
    features: ['local_pack', 'people_also_ask'],
    localPack: [
      { title: 'A Roofing', domain: `a${i}.example` },
      { title: 'Nobody' },
      { title: 'X', domain: 'x.example' },
    ],
    ownPosition: i === 0 ? 3 : null,
    ...over,
  };
}

describe('analyzeGroup', () => {
  const g = analyzeGroup([0, 1, 2, 3, 4, 5].map((i) => snap(i)));

  it('counts snapshots, keywords and top-10 results', () => {
    expect(g).toMatchObject({
      verticalSlug: 'roofing',
      citySize: 'large',
      snapshots: 6,
      keywords: 2,
      results: 60,
    });
    expect(g.enough).toBe(true);
    expect(g.note).toBeNull();
  });

  it('compares title patterns of the top 3 with positions 4-10', () => {
    const city = g.titlePatterns.find((p) => p.id === 'city');
    expect(city?.top3).toEqual({ count: 18, n: 18, share: 1 });
    expect(city?.rest).toEqual({ count: 0, n: 42, share: 0 });
    expect(city?.examples.map((e) => e.snapshotId)).toEqual(['s5', 's4', 's3', 's2', 's1']);
    const number = g.titlePatterns.find((p) => p.id === 'number');
    expect(number?.top3).toEqual({ count: 6, n: 18, share: 0.333 });
    expect(number?.rest).toEqual({ count: 42, n: 42, share: 1 });
  });

  it('reads page types, features, the map pack and own positions', () => {
    const types = Object.fromEntries(g.pageTypes.map((t) => [t.id, [t.top3.count, t.rest.count]]));
    expect(types).toEqual({ home: [6, 0], inner: [6, 0], directory: [6, 0], deep: [0, 42] });
    expect(g.features.map((f) => [f.feature, f.label, f.snapshots.count])).toEqual([
      ['local_pack', 'Map pack', 6],
      ['people_also_ask', 'People also ask', 6],
    ]);
    expect(g.localPack.present).toEqual({ count: 6, n: 6, share: 1 });
    // Of the entries with a website (2 a page), the first ranks organically.
    expect(g.localPack.alsoOrganic).toEqual({ count: 6, n: 12, share: 0.5 });
    expect(g.localPack.meanEntries).toBe(3);
    expect(g.own).toEqual({ ranked: { count: 1, n: 6, share: 0.167 }, top3: 1, top10: 1, best: 3, mean: 3 });
  });

  it('says when a group is too small to call', () => {
    const small = analyzeGroup([snap(0), snap(1)]);
    expect(small.enough).toBe(false);
    expect(small.note).toBe('Only 2 snapshots: too few to call (patterns need at least 5).');
  });
});

describe('analyzeGroups', () => {
  it('groups by vertical and city size, biggest first', () => {
    const groups = analyzeGroups([
      snap(0),
      snap(1, { citySize: 'metro' }),
      snap(2, { verticalSlug: 'hvac', verticalName: 'HVAC' }),
      snap(3),
    ]);
    expect(groups.map((g) => [g.verticalSlug, g.citySize, g.snapshots])).toEqual([
      ['roofing', 'large', 2],
      ['hvac', 'large', 1],
      ['roofing', 'metro', 1],
    ]);
  });
});

describe('patternInsights', () => {
  it('names the data that would fill it when there is none', () => {
    const [only] = patternInsights([], () => false);
    expect(only).toMatchObject({ key: 'patterns:no-data', severity: 'info', link: '/intelligence/patterns' });
    expect(only?.detail).toMatch(/DataForSEO key/);
  });

  it('reports the widest gaps with their counts and a link to the group', () => {
    const groups = analyzeGroups(
      [0, 1, 2, 3, 4, 5]
        .map((i) => snap(i))
        .concat([snap(6, { verticalSlug: 'hvac', verticalName: 'HVAC' })]),
    );
    const insights = patternInsights(groups, () => true);
    const city = insights.find((x) => x.key === 'patterns:roofing:large:city');
    expect(city?.title).toBe(
      'In Roofing (cities of 250k-1M people), 18 of 18 top-3 results put the city in the title',
    );
    expect(city?.detail).toMatch(
      /^Against 0 of 42 in positions 4-10, from 6 results pages of 2 keywords \(synthetic demo pages\)/,
    );
    expect(city?.link).toBe('/intelligence/patterns?verticalSlug=roofing&citySize=large');
    expect(city?.figures).toEqual([
      { label: 'Top 3', value: 100, unit: '%' },
      { label: 'Positions 4-10', value: 0, unit: '%' },
      { label: 'Snapshots', value: 6 },
    ]);
    const number = insights.find((x) => x.key === 'patterns:roofing:large:number');
    expect(number?.title).toMatch(/only 6 of 18 top-3 results have a number/);
    expect(insights.find((x) => x.key === 'patterns:roofing:large:directory')?.title).toBe(
      'In Roofing (cities of 250k-1M people), directories hold 6 of 18 top-3 places',
    );
    expect(insights.find((x) => x.key === 'patterns:roofing:large:local-pack')).toBeDefined();
    const small = insights.find((x) => x.key === 'patterns:too-few');
    expect(small?.title).toBe('1 vertical and city-size group has too few results pages to call');
    // Nothing is said about a pattern that is as common at the top as below it.
    expect(insights.some((x) => x.key === 'patterns:roofing:large:year')).toBe(false);
  });
});

describe('gscByPageType', () => {
  it('sums clicks and impressions per page type of the user pages', () => {
    const out = gscByPageType([
      { keywordId: 'k1', url: 'http://localhost:3000/s/site/', clicks: 10, impressions: 100, position: 4 },
      { keywordId: 'k2', url: 'http://localhost:3000/s/site/', clicks: 0, impressions: 100, position: 8 },
      { keywordId: 'k3', url: 'https://roofs.example/roof-repair/', clicks: 5, impressions: 20, position: 2 },
      { keywordId: 'k4', url: null, clicks: 5, impressions: 20, position: 2 },
    ]);
    expect(out).toEqual([
      {
        id: 'home',
        label: 'Home page',
        pages: 1,
        queries: 2,
        clicks: 10,
        impressions: 200,
        ctr: 0.05,
        position: 6,
      },
      {
        id: 'inner',
        label: 'Service page (one level deep)',
        pages: 1,
        queries: 1,
        clicks: 5,
        impressions: 20,
        ctr: 0.25,
        position: 2,
      },
    ]);
  });
});
