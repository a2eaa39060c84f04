import type { SemanticAnalysis, SemanticCluster } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { INSIGHTS_PER_KIND, insightsOf } from './engine';

// The semantic engine's insights (docs/semantic.md#engine) from one site's analysis: gaps with
// demand only, weak pages weakest first, cannibalisation candidates, all keyed and linked.

const cluster = (id: string, over: Partial<SemanticCluster> = {}): SemanticCluster => ({
  id,
  label: `topic ${id}`,
  headTerm: `head ${id}`,
  method: 'lexical',
  cohesion: 1,
  size: 1,
  searches: 10,
  impressions: 0,
  keywords: [{ keyword: `topic ${id}`, sources: ['vertical'], searches: 10, impressions: null }],
  subtopics: [],
  entities: [],
  page: null,
  competingPages: [],
  coverage: null,
  ...over,
});

const pageRow = (path: string, coverage: number | null, clusterIds: string[], cannibalisation = false) => ({
  path,
  url: `https://x.example${path}`,
  title: path,
  clusterIds,
  cannibalisation,
  coverage,
  subtopics: { covered: [], missing: coverage !== null && coverage < 1 ? ['storm damage'] : [] },
  entities: { covered: [], missing: [] },
});

const ref = (path: string) => ({ path, url: `https://x.example${path}`, title: path, similarity: 0.8 });

function analysisOf(clusters: SemanticCluster[], pages: ReturnType<typeof pageRow>[]): SemanticAnalysis {
  return {
    site: {
      id: 's1',
      name: 'Austin Roofing',
      verticalSlug: 'roofing',
      vertical: 'Roofing',
      place: null,
      live: true,
      url: 'https://x.example/',
    },
    method: 'lexical',
    counts: {
      keywords: clusters.length,
      bySource: { vertical: clusters.length, tracked: 0, gsc: 0, project: 0 },
      clusters: clusters.length,
      serpClusters: 0,
      withSerp: 0,
      pages: pages.length,
      gaps: clusters.filter((c) => !c.page).length,
      cannibalised: pages.filter((p) => p.cannibalisation).length,
    },
    thresholds: { lexical: 0.5, serpOverlap: 3, pageMatch: 0.3 },
    clusters,
    gaps: clusters.filter((c) => !c.page).map((c) => c.id),
    pages,
  };
}

describe('semantic insights', () => {
  it('reports gaps with demand only, at most INSIGHTS_PER_KIND, with their figures', () => {
    const clusters = [
      cluster('a', { searches: 50 }),
      cluster('b', { searches: 0, impressions: 0 }),
      cluster('c', { searches: 0, impressions: 30 }),
      cluster('d'),
      cluster('e'),
    ];
    const gaps = insightsOf(analysisOf(clusters, [])).filter((i) => i.key!.startsWith('semantic:gap:'));
    expect(gaps).toHaveLength(INSIGHTS_PER_KIND);
    expect(gaps.map((g) => g.key)).toEqual(['semantic:gap:s1:a', 'semantic:gap:s1:c', 'semantic:gap:s1:d']);
    expect(gaps[0]).toMatchObject({
      title: 'No page of Austin Roofing targets "topic a"',
      severity: 'warning',
      link: '/intelligence/semantic?siteId=s1',
      siteId: 's1',
    });
    expect(gaps[0]!.figures[0]).toMatchObject({ value: 50 });
  });

  it('reports weak pages weakest first and cannibalisation candidates', () => {
    const clusters = [
      cluster('a', { page: ref('/a/'), coverage: 0.4 }),
      cluster('b', { page: ref('/b/'), coverage: 0.2 }),
      cluster('c', { page: ref('/b/'), coverage: 0.9 }),
    ];
    const pages = [
      pageRow('/a/', 0.4, ['a']),
      pageRow('/b/', 0.2, ['b', 'c'], true),
      pageRow('/ok/', 0.9, []),
    ];
    const out = insightsOf(analysisOf(clusters, pages));
    const weak = out.filter((i) => i.key!.startsWith('semantic:coverage:'));
    expect(weak.map((w) => [w.key, w.severity])).toEqual([
      ['semantic:coverage:s1:/b/', 'warning'],
      ['semantic:coverage:s1:/a/', 'info'],
    ]);
    expect(weak[0]!.title).toBe('/b/ covers 20% of its topic "topic b"');
    expect(weak[0]!.detail).toContain('storm damage');
    const cannibal = out.filter((i) => i.key!.startsWith('semantic:cannibalisation:'));
    expect(cannibal).toHaveLength(1);
    expect(cannibal[0]!.detail).toContain('best page for 2 topics');
  });
});
