import { describe, expect, it } from 'vitest';
import { analyse } from './analysis';
import { entityMatcher } from './entities';
import { mergeKeywords } from './keyword-set';
import { prepare } from './text';
import { commonTitleSuffix, coverageOf, type PageDoc } from './topic-map';

// The topic map and coverage (docs/semantic.md#topic-map): clusters go to the page that targets
// them, clusters without one are gaps, a page best for several clusters is a cannibalisation
// candidate, and coverage is the share of subtopics and entities a page mentions.

const ctx = {
  city: 'Austin',
  state: 'TX',
  nearby: ['Round Rock', 'Pflugerville'],
  services: ['Roofing', 'roofer', 'roof repair', 'roof replacement'],
  modifiers: ['emergency', '24 hour', 'near me'],
};

const page = (path: string, title: string, h1: string, body: string): PageDoc => ({
  path,
  url: `https://x.example${path}`,
  title,
  h1,
  body,
});

describe('coverage', () => {
  it('is the share of subtopics and entities mentioned, with the missing ones listed', () => {
    const text = prepare('Roof repair in Austin: storm damage fixed fast.');
    const r = coverageOf(
      text,
      ['roof repair', 'storm damage', 'metal roofs'],
      [
        { text: 'Austin', kind: 'place' },
        { text: 'Round Rock', kind: 'place' },
      ],
    );
    expect(r.coverage).toBeCloseTo(3 / 5);
    expect(r.subtopics).toEqual({ covered: ['roof repair', 'storm damage'], missing: ['metal roofs'] });
    expect(r.entities.missing).toEqual([{ text: 'Round Rock', kind: 'place' }]);
    expect(coverageOf(text, [], []).coverage).toBeNull();
  });
});

describe('entities and subtopics', () => {
  it('finds the city, nearby places named, services and named things', () => {
    const m = entityMatcher(ctx);
    const r = m.ofCluster([
      'roof repair round rock',
      'GAF roof repair austin',
      'storm damage roof repair',
      'roof repair storm damage',
    ]);
    expect(r.entities).toEqual([
      { text: 'Austin', kind: 'place' },
      { text: 'Round Rock', kind: 'place' },
      { text: 'Roofing', kind: 'service' },
      { text: 'roofer', kind: 'service' },
      { text: 'roof repair', kind: 'service' },
      { text: 'GAF', kind: 'named' },
    ]);
    // Shared by several members, place pairs left out ("repair round").
    expect(r.subtopics).toEqual(['roof repair', 'storm damage']);
  });
});

describe('topic map', () => {
  const keywords = mergeKeywords([
    { keyword: 'roof repair austin', source: 'vertical', searches: 300 },
    { keyword: 'roof repair', source: 'vertical', searches: 200 },
    { keyword: 'roof replacement austin', source: 'vertical', searches: 250 },
    { keyword: 'roof replacement cost', source: 'tracked' },
    { keyword: 'gutter installation', source: 'gsc', impressions: 90 },
    { keyword: 'gutter installation austin', source: 'vertical', searches: 40 },
  ]);
  const pages = [
    page(
      '/roof-repair/',
      'Roof Repair in Austin, TX',
      'Roof repair in Austin',
      'We handle roof repair across Austin and Round Rock. Leaks, storm damage and missing shingles.',
    ),
    page(
      '/roof-replacement/',
      'Roof Replacement in Austin',
      'Roof replacement',
      'A new roof: replacement cost explained, materials and warranties.',
    ),
    page('/about/', 'About us', 'About us', 'A family business since 1990.'),
  ];
  const r = analyse(keywords, ctx, pages);
  const byLabel = (w: string) => r.clusters.find((c) => c.keywords.some((k) => k.keyword === w))!;

  it('maps each cluster to the page that targets it and leaves the rest as gaps', () => {
    expect(byLabel('roof repair').page?.path).toBe('/roof-repair/');
    expect(byLabel('roof replacement cost').page?.path).toBe('/roof-replacement/');
    const gutter = byLabel('gutter installation');
    expect(gutter.page).toBeNull();
    expect(gutter.impressions).toBe(90);
    expect(gutter.keywords.find((k) => k.keyword === 'gutter installation')?.sources).toEqual(['gsc']);
  });

  it('gives each mapped page its coverage of its cluster', () => {
    const repair = r.pages.find((p) => p.path === '/roof-repair/')!;
    expect(repair.clusterIds).toEqual([byLabel('roof repair').id]);
    expect(repair.coverage).toBe(1);
    expect(repair.cannibalisation).toBe(false);
    const about = r.pages.find((p) => p.path === '/about/')!;
    expect(about).toMatchObject({ clusterIds: [], coverage: null, cannibalisation: false });
  });

  it('flags a page that is the best match of several clusters', () => {
    const one = [page('/', 'Roof repair and gutter installation', 'Roof repair, gutter installation', '')];
    const m = analyse(keywords, ctx, one);
    expect(m.pages[0]!.clusterIds.length).toBeGreaterThan(1);
    expect(m.pages[0]!.cannibalisation).toBe(true);
  });
});

describe('page titles', () => {
  it("leaves out the site's name every title ends with", () => {
    expect(commonTitleSuffix(['Roof Repair | Austin Roofing', 'FAQ | Austin Roofing'])).toBe(
      '| Austin Roofing',
    );
    expect(commonTitleSuffix(['Roof Repair', 'Gutter Repair'])).toBe('');
    expect(commonTitleSuffix(['Only one | Brand'])).toBe('');
  });

  it('gives a tie to the broader page (the home page over a deeper one)', () => {
    const ks = mergeKeywords([{ keyword: 'roofer', source: 'vertical', searches: 10 }]);
    const both = [
      page('/faq/', 'Roofer | Brand', 'Roofer', 'roofer'),
      page('/', 'Roofer | Brand', 'Roofer', 'roofer'),
    ];
    expect(analyse(ks, ctx, both).clusters[0]!.page?.path).toBe('/');
  });
});
