import { describe, expect, it } from 'vitest';
import { placeInKeyword, verticalOfKeyword } from './page-context';
import { DEFAULT_TYPICAL_WORDS, type ScoreContext, type ScoredPage, scorePage } from './scoring';
import { compareWins, fixesOf, gainOf } from './wins';

const strong: ScoredPage = {
  url: 'https://austinroofers.example/roof-repair-austin/',
  statusCode: 200,
  title: 'Roof Repair Austin | Fast, Insured Roofers',
  description: 'Roof repair in Austin, TX by licensed roofers.',
  h1: ['Roof Repair in Austin'],
  text: `Roof repair Austin homeowners trust. Our roofing contractor team handles roof replacement and every roof repair in Austin, Texas (TX). ${'Local roofer with free estimates. '.repeat(120)}`,
  wordCount: 700,
  loadMs: 420,
  bytes: 40_000,
  jsonLd: [
    { type: ['RoofingContractor'], valid: true },
    { type: ['Service'], valid: true },
    { type: ['FAQPage'], valid: true },
  ],
};

const weak: ScoredPage = {
  url: 'https://example.com/page?id=3',
  statusCode: 200,
  title: 'Welcome to our website, the home of quality and service for all your needs today',
  description: null,
  h1: [],
  text: 'We do things. Contact us.',
  wordCount: 5,
  loadMs: 4200,
  bytes: 20_000,
  jsonLd: [{ type: [], valid: false, error: 'Unexpected token' }],
};

const ctx = (over: Partial<ScoreContext> = {}): ScoreContext => ({
  vertical: verticalOfKeyword('roof repair austin'),
  entities: { city: 'Austin', state: 'TX', services: ['Roofing'] },
  inlinks: {
    crawledAt: '2025-01-02T00:00:00.000Z',
    anchors: ['roof repair Austin', 'Roof repair in Austin', 'austin roof repair', 'Home'],
  },
  typicalWords: DEFAULT_TYPICAL_WORDS,
  ...over,
});

const byId = (r: ReturnType<typeof scorePage>, id: string) => r.factors.find((f) => f.id === id)!;

describe('quick rank scoring', () => {
  it('finds the vertical and the place of a keyword', () => {
    expect(verticalOfKeyword('roof repair austin')?.slug).toBe('roofing');
    expect(verticalOfKeyword('qwxz blorp')).toBeNull();
    expect(placeInKeyword('roof repair austin tx')).toMatchObject({ city: 'Austin', state: 'TX' });
  });

  it('scores a page built for the keyword high, with every factor known', () => {
    const r = scorePage(strong, 'roof repair austin', ctx());
    expect(r.score).toBeGreaterThanOrEqual(85);
    expect(byId(r, 'title').score).toBe(100);
    expect(byId(r, 'h1').score).toBe(100);
    expect(byId(r, 'url').score).toBe(100);
    expect(byId(r, 'schema').score).toBe(100);
    expect(byId(r, 'internal-links').score).toBe(100);
    expect(byId(r, 'entities').score).toBe(100);
    expect(r.factors.every((f) => !f.unknown)).toBe(true);
    expect(r.factors.reduce((s, f) => s + f.weight, 0)).toBe(100);
  });

  it('scores the same page lower for another keyword', () => {
    const own = scorePage(strong, 'roof repair austin', ctx()).score;
    const other = scorePage(
      strong,
      'emergency plumber dallas',
      ctx({ vertical: verticalOfKeyword('plumber') }),
    ).score;
    expect(other).toBeLessThan(own - 30);
  });

  it('explains a weak page with reasons and fixes', () => {
    const r = scorePage(
      weak,
      'roof repair austin',
      ctx({ inlinks: { crawledAt: '2025-01-02T00:00:00.000Z', anchors: [] } }),
    );
    expect(r.score).toBeLessThan(25);
    expect(byId(r, 'h1')).toMatchObject({ score: 0, reasons: ['The page has no H1'] });
    expect(byId(r, 'title').reasons.join(' ')).toMatch(/Over 60 characters/);
    expect(byId(r, 'schema').reasons.join(' ')).toMatch(/Invalid JSON-LD: Unexpected token/);
    expect(byId(r, 'speed').score).toBeLessThan(30);
    expect(byId(r, 'word-count').fix).toMatch(/Expand the content by about 595 words/);
  });

  it('partial title match scores between none and exact', () => {
    const partial = scorePage(
      { ...strong, title: 'Austin roofing: we repair roofs' },
      'roof repair austin',
      ctx(),
    );
    const t = byId(partial, 'title');
    expect(t.score).toBeGreaterThan(0);
    expect(t.score).toBeLessThan(90);
    expect(t.reasons.join(' ')).toMatch(/Partial match/);
  });

  it('leaves out what it cannot judge: internal links of a page never crawled, text not kept', () => {
    const r = scorePage({ ...strong, text: null }, 'roof repair austin', ctx({ inlinks: null }));
    expect(byId(r, 'internal-links')).toMatchObject({
      unknown: true,
      reasons: [expect.stringMatching(/Not crawled/)],
    });
    expect(byId(r, 'body').unknown).toBe(true);
    expect(r.score).toBeGreaterThan(80);
  });

  it('orders fixes by cost and wins by cheapest fix, then gain', () => {
    const r = scorePage(weak, 'roof repair austin', ctx());
    const fixes = fixesOf(r.factors);
    expect(fixes.map((f) => f.cost)).toEqual([...fixes.map((f) => f.cost)].sort((a, b) => a - b));
    expect(fixes[0]?.cost).toBe(1);
    const g = gainOf(8, 1000);
    expect(g.toPosition).toBe(5);
    expect(g.extraClicks).toBe(Math.round(1000 * (g.ctrTo - g.ctrFrom)));
    expect(gainOf(12, null).extraClicks).toBeNull();
    const win = (cost: number, extra: number | null, position = 10) =>
      ({
        fixes: cost ? [{ cost }] : [],
        cost,
        position,
        gain: { ...gainOf(position, extra), extraClicks: extra },
      }) as never;
    const sorted = [win(3, 50), win(0, null), win(1, 5), win(1, 80)].sort(compareWins) as {
      cost: number;
      gain: { extraClicks: number | null };
    }[];
    expect(sorted.map((w) => [w.cost, w.gain.extraClicks])).toEqual([
      [1, 80],
      [1, 5],
      [3, 50],
      [0, null],
    ]);
  });
});
