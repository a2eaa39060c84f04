import { describe, expect, it } from 'vitest';
import { computeGaps, GAP_RULES, median, quorum, rankActions } from './gaps';
import { headingTexts } from './headings';
import { insightsOf, noCompetitorsInsight } from './insights';
import { type PageFacts, toPageFacts } from './page-facts';
import { competitorTargets } from './targets';
import { termCounts, tokens } from './terms';

const page = (url: string, over: Partial<PageFacts> = {}, text = ''): PageFacts => {
  const base = toPageFacts(
    { url, source: 'project', keyword: null, statusCode: 200, error: null, fetchedAt: null },
    {
      title: null,
      description: null,
      wordCount: 500,
      headingCounts: { h1: 1, h2: 3, h3: 0, h4: 0, h5: 0, h6: 0 },
      headings: { h1: ['Roof repair'], h2: [], h3: [] },
      schemaTypes: [],
      internalLinks: 10,
      externalLinks: 0,
      images: 0,
      imagesMissingAlt: 0,
      bytes: 40_000,
      loadMs: 300,
      terms: termCounts(text),
      hasText: true,
    },
  );
  return { ...base, ...over };
};

describe('terms and headings', () => {
  it('keeps content words, drops stop words, short words and numbers', () => {
    expect(tokens('The best Roof-Repair in 2024 for you, 24/7!')).toEqual(['best', 'roof', 'repair']);
    expect(termCounts('roof roof repair gutter roof repair')).toEqual([
      { term: 'roof', count: 3 },
      { term: 'repair', count: 2 },
      { term: 'gutter', count: 1 },
    ]);
  });
  it('reads heading texts per level, skipping scripts', () => {
    const h = headingTexts(
      '<h1>Roof <b>repair</b></h1><h2>Costs</h2><h3>Insurance &amp; claims</h3><h3><script>x</script>FAQ</h3>',
    );
    expect(h.h1).toEqual(['Roof repair']);
    expect(h.h2).toEqual(['Costs']);
    expect(h.h3).toEqual(['Insurance & claims', 'FAQ']);
  });
});

describe('gaps', () => {
  it('median of odd, even and empty lists; quorum is half, at least 2 from 2 pages', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    expect([1, 2, 3, 4, 5].map(quorum)).toEqual([1, 2, 2, 2, 3]);
  });

  it('finds short content with its evidence and score', () => {
    const own = page('https://me.test/', { wordCount: 620 });
    const comps = [1400, 1450, 1600, 500].map((w, i) => page(`https://c${i}.test/`, { wordCount: w }));
    const gaps = computeGaps(own, comps, []);
    const g = gaps.find((x) => x.kind === 'content-length')!;
    expect(g.title).toBe("Competitors' median is 1,425 words; your page has 620");
    expect(g.evidence).toMatchObject({ competitorsWith: 3, competitorsTotal: 4 });
    expect(g.evidence.values.map((v) => v.value)).toEqual([1400, 1450, 1600, 500]);
    // share 3/4 x magnitude (1425-620)/1425 x weight 1
    const impact = Math.round(0.75 * ((1425 - 620) / 1425) * 1000) / 1000;
    expect(g.impact).toBe(impact);
    expect(g.score).toBe(Math.round((100 * impact) / GAP_RULES['content-length'].effort));
  });

  it('no content gap when the page is within 80% of the median', () => {
    const own = page('https://me.test/', { wordCount: 1200 });
    const comps = [1400, 1450].map((w, i) => page(`https://c${i}.test/`, { wordCount: w }));
    expect(computeGaps(own, comps, []).some((g) => g.kind === 'content-length')).toBe(false);
  });

  it('lists schema types most competitors have and the page lacks, one gap each', () => {
    const own = page('https://me.test/', { schemaTypes: ['LocalBusiness'] });
    const comps = [
      page('https://a.test/', { schemaTypes: ['FAQPage', 'LocalBusiness'] }),
      page('https://b.test/', { schemaTypes: ['FAQPage'] }),
      page('https://c.test/', { schemaTypes: ['FAQPage', 'Review'] }),
      page('https://d.test/', { schemaTypes: [] }),
    ];
    const schema = computeGaps(own, comps, []).filter((g) => g.kind === 'schema');
    expect(schema.map((g) => g.id)).toEqual(['schema:FAQPage']);
    expect(schema[0]!.title).toBe('3 of 4 competitors have FAQPage schema; your page has none');
  });

  it('finds heading topics shared by competitors and missing from the page', () => {
    const own = page('https://me.test/', { headings: { h1: ['Roof repair'], h2: ['Our prices'], h3: [] } });
    const comps = [
      page('https://a.test/', { headings: { h1: [], h2: ['Roof inspection'], h3: ['Insurance claims'] } }),
      page('https://b.test/', { headings: { h1: [], h2: ['Free inspection', 'Insurance help'], h3: [] } }),
      page('https://c.test/', { headings: { h1: [], h2: ['Gutters'], h3: [] } }),
    ];
    const g = computeGaps(own, comps, []).find((x) => x.kind === 'headings')!;
    expect(g.items).toEqual(['inspection', 'insurance']);
    expect(g.evidence.values.map((v) => v.value)).toEqual([
      'inspection, insurance',
      'inspection, insurance',
      null,
    ]);
  });

  it("finds the project's keywords and competitors' shared terms missing from the text", () => {
    const own = page('https://me.test/', {}, 'roof repair austin roof');
    const comps = [
      page('https://a.test/', {}, 'roof repair storm '.concat('shingles warranty '.repeat(3))),
      page('https://b.test/', {}, 'roof gutter '.concat('shingles warranty '.repeat(3))),
    ];
    const g = computeGaps(own, comps, ['roof repair', 'emergency roofer'])!.find(
      (x) => x.kind === 'keywords',
    )!;
    expect(g.items).toEqual(['"emergency roofer"', 'shingles', 'warranty']);
    expect(g.title).toBe('Your page does not use 1 of your 2 keywords');
  });

  it('skips keyword coverage for a page known only from a crawl (no text)', () => {
    const own = { ...page('https://me.test/'), hasText: false };
    const comps = [page('https://a.test/', {}, 'shingles warranty')];
    expect(computeGaps(own, comps, ['emergency roofer']).some((g) => g.kind === 'keywords')).toBe(false);
  });

  it('finds heavy and slow pages, and ignores failed competitors', () => {
    const own = page('https://me.test/', { bytes: 200_000, loadMs: 1500, internalLinks: 2 });
    const comps = [
      page('https://a.test/', { bytes: 50_000, loadMs: 400, internalLinks: 20 }),
      page('https://b.test/', { bytes: 60_000, loadMs: 500, internalLinks: 30 }),
      page('https://dead.test/', {
        statusCode: 500,
        error: 'HTTP 500',
        bytes: 1,
        loadMs: 1,
        internalLinks: 0,
      }),
    ];
    const kinds = computeGaps(own, comps, []).map((g) => g.kind);
    expect(kinds).toEqual(['internal-links', 'page-weight', 'speed']);
    const speed = computeGaps(own, comps, []).find((g) => g.kind === 'speed')!;
    expect(speed.competitors).toBe(450);
    expect(speed.evidence.competitorsTotal).toBe(2);
  });

  it('no gaps without an own page or without comparable competitors', () => {
    const comps = [page('https://a.test/', { wordCount: 5000 })];
    expect(computeGaps(null, comps, [])).toEqual([]);
    expect(
      computeGaps(
        page('https://me.test/', { wordCount: 10 }),
        [{ ...comps[0]!, statusCode: 0, error: 'x' }],
        [],
      ),
    ).toEqual([]);
  });

  it('ranks by score, then impact, then lower effort', () => {
    const own = page('https://me.test/', { wordCount: 100, schemaTypes: [] });
    const comps = [1000, 1100].map((w, i) =>
      page(`https://c${i}.test/`, { wordCount: w, schemaTypes: ['FAQPage'] }),
    );
    const ranked = rankActions(computeGaps(own, comps, []));
    // schema: 1 x 1 x 0.6 / effort 1 = 60; content: 1 x ~0.905 x 1 / effort 4 = 23
    expect(ranked.map((g) => [g.id, g.score])).toEqual([
      ['schema:FAQPage', 60],
      ['content-length', 23],
    ]);
  });
});

describe('targets', () => {
  const project = {
    url: 'https://me.test/',
    competitors: ['https://a.test/x#top', 'https://me.test/'],
    keywords: ['roofing'],
  };
  it('takes the competitor list, then results above the own position, capped', () => {
    const serp = [
      {
        keyword: 'roof repair',
        keywordId: 'k1',
        position: 3,
        day: '2026-01-02',
        competitors: [
          { domain: 'b.test', position: 1, url: 'https://b.test/' },
          { domain: 'me.test', position: 2, url: 'https://me.test/roof' },
          { domain: 'c.test', position: 5, url: 'https://c.test/' },
          { domain: 'd.test', position: 2 },
        ],
      },
      {
        keyword: 'roof repair',
        keywordId: 'k1',
        position: 9,
        day: '2026-01-01',
        competitors: [{ domain: 'old.test', position: 1, url: 'https://old.test/' }],
      },
    ];
    expect(competitorTargets(project, serp)).toEqual([
      { url: 'https://a.test/x', source: 'project', keyword: 'roofing' },
      { url: 'https://b.test/', source: 'serp', keyword: 'roof repair' },
    ]);
    expect(competitorTargets(project, serp, 1)).toHaveLength(1);
  });
});

describe('insights', () => {
  it('one insight per top action with figures, a link and a stable key', () => {
    const own = page('https://me.test/', { wordCount: 620 });
    const comps = [1400, 1450, 1600].map((w, i) => page(`https://c${i}.test/`, { wordCount: w }));
    const gaps = computeGaps(own, comps, []);
    const project = {
      id: 'p1',
      name: 'Roofs',
      url: own.url,
      siteId: null,
      keywords: [],
      competitorUrls: [],
      pagesFetched: 3,
      fetchedAt: null,
    };
    const list = insightsOf({
      project,
      own,
      competitors: comps,
      median: { wordCount: 1450, h2: 3, h3: 0, schemaTypes: 0, internalLinks: 10, bytes: 40000, loadMs: 300 },
      gaps,
      actions: rankActions(gaps),
      fetchedAt: null,
    });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      title: "Roofs: Competitors' median is 1,450 words; your page has 620",
      severity: 'info',
      link: '/intelligence/competitive?projectId=p1',
      key: 'competitive:p1:content-length',
    });
    expect(list[0]!.figures[2]).toEqual({ label: 'Competitors doing it', value: '3 of 3' });
    expect(noCompetitorsInsight().key).toBe('competitive:none');
  });
});
