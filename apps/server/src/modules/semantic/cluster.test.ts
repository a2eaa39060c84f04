import { describe, expect, it } from 'vitest';
import { VERTICALS } from '../../data/verticals';
import { clusterKeywords, type KeywordInput, LEXICAL_THRESHOLD, urlKey } from './cluster';
import { features, stem } from './text';

// Keyword clustering (docs/semantic.md#clustering): known groups come out together, different
// services apart, SERP overlap decides when SERPs are stored, and 5,000 keywords take under 2 s.

const kw = (keyword: string, searches: number | null = null, serpUrls?: string[]): KeywordInput => ({
  keyword,
  searches,
  impressions: null,
  ...(serpUrls ? { serpUrls } : {}),
});

const groupOf = (items: KeywordInput[], result: ReturnType<typeof clusterKeywords>) => {
  const out = new Map<string, number>();
  result.clusters.forEach((c, ci) => {
    for (const m of c.members) out.set(items[m]!.keyword, ci);
  });
  return out;
};

describe('text features', () => {
  it('stems plurals, -ing and -er and drops stop words', () => {
    expect(stem('roofing')).toBe('roof');
    expect(stem('roofers')).toBe('roof');
    expect(stem('heaters')).toBe(stem('heater'));
    expect(stem('repairs')).toBe('repair');
    expect(features('Roof Repairs near me')).toEqual(['roof', 'roof repair', 'repair']);
  });
});

describe('lexical clustering', () => {
  const items = [
    kw('roof repair', 900),
    kw('roof repairs austin', 300),
    kw('roof repair cost', 200),
    kw('water heater repair', 800),
    kw('water heater repair austin', 250),
    kw('water heaters repair', 100),
    kw('divorce lawyer', 700),
    kw('divorce lawyers near me', 400),
  ];
  const result = clusterKeywords(items, { ignore: new Set(['austin']) });
  const g = groupOf(items, result);

  it('puts the variants of one service together and different services apart', () => {
    expect(g.get('roof repairs austin')).toBe(g.get('roof repair'));
    expect(g.get('roof repair cost')).toBe(g.get('roof repair'));
    expect(g.get('water heater repair austin')).toBe(g.get('water heater repair'));
    expect(g.get('water heaters repair')).toBe(g.get('water heater repair'));
    expect(g.get('divorce lawyers near me')).toBe(g.get('divorce lawyer'));
    expect(new Set([g.get('roof repair'), g.get('water heater repair'), g.get('divorce lawyer')]).size).toBe(
      3,
    );
    expect(result.clusters).toHaveLength(3);
  });

  it('names the most demand the leader, and gives lexical clusters a cohesion in 0-1', () => {
    for (const c of result.clusters) {
      expect(c.method).toBe('lexical');
      expect(c.cohesion).toBeGreaterThan(LEXICAL_THRESHOLD);
      expect(c.cohesion).toBeLessThanOrEqual(1 + 1e-9);
      expect(items[c.leader]!.searches).toBe(Math.max(...c.members.map((m) => items[m]!.searches ?? 0)));
    }
  });

  it('without the place words ignored, the city does not split the topic any less', () => {
    const plain = clusterKeywords([kw('plumber austin', 10), kw('plumber near me', 5)]);
    expect(plain.clusters).toHaveLength(2);
    const ignored = clusterKeywords([kw('plumber austin', 10), kw('plumber near me', 5)], {
      ignore: new Set(['austin']),
    });
    expect(ignored.clusters).toHaveLength(1);
  });
});

describe('SERP overlap', () => {
  const urls = (...ids: number[]) => ids.map((i) => `https://site${i}.example/page`);

  it('groups keywords sharing 3+ top-10 URLs even when their words differ', () => {
    const items = [
      kw('roofer', 100, urls(1, 2, 3, 4, 5)),
      kw('shingle contractor', 50, urls(1, 2, 3, 9, 10)),
      kw('gutter cleaning', 40, urls(20, 21, 22)),
    ];
    const r = clusterKeywords(items);
    const g = groupOf(items, r);
    expect(g.get('shingle contractor')).toBe(g.get('roofer'));
    expect(g.get('gutter cleaning')).not.toBe(g.get('roofer'));
    const serp = r.clusters.find((c) => c.members.length === 2)!;
    expect(serp.method).toBe('serp');
    expect(serp.cohesion).toBeCloseTo(0.3);
  });

  it('keeps apart lexically close keywords whose SERPs share fewer than 3 URLs', () => {
    const items = [kw('roof repair', 100, urls(1, 2, 3, 4)), kw('roof repair cost', 90, urls(1, 2, 7, 8))];
    const r = clusterKeywords(items);
    expect(r.clusters).toHaveLength(2);
    // Without SERPs the same two go together.
    expect(clusterKeywords(items.map((k) => kw(k.keyword, k.searches))).clusters).toHaveLength(1);
  });

  it('lets a keyword without a SERP join a SERP cluster by its words', () => {
    const items = [
      kw('roof repair', 100, urls(1, 2, 3)),
      kw('roof repair company', 90, urls(1, 2, 3)),
      kw('roof repairs', 10),
    ];
    const r = clusterKeywords(items);
    expect(r.clusters).toHaveLength(1);
    expect(r.clusters[0]!.method).toBe('serp');
  });

  it('compares URLs without scheme, www or trailing slash', () => {
    expect(urlKey('https://www.Example.com/a/')).toBe(urlKey('http://example.com/a'));
  });
});

describe('scale', () => {
  it('clusters 5,000 keywords in under 2 s', () => {
    const cities = ['austin', 'dallas', 'houston', 'denver', 'phoenix', 'miami', 'boston', 'seattle'];
    const items: KeywordInput[] = [];
    for (const v of VERTICALS)
      for (const k of v.keywords)
        for (const m of ['', ...v.modifiers])
          for (const c of cities)
            if (items.length < 5000) items.push(kw(`${m} ${k} ${c}`.trim(), items.length % 97));
    expect(items.length).toBe(5000);
    const t0 = performance.now();
    const r = clusterKeywords(items, { ignore: new Set(cities) });
    const ms = performance.now() - t0;
    expect(ms).toBeLessThan(2000);
    expect(r.clusters.length).toBeGreaterThan(50);
    expect(r.clusters.length).toBeLessThan(items.length);
  });
});
