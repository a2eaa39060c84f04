import { describe, expect, it } from 'vitest';
import { type DraftText, keywordCoverage, readability, scoreDraft, structure, uniqueness } from './scoring';
import { phraseCount, syllables, textStats } from './text-stats';

// The content scores (docs/content-generator.md#scores) on hand-made drafts.

const para = (n: number, s: string) => Array.from({ length: n }, () => s).join(' ');

function draft(over: Partial<DraftText> = {}): DraftText {
  // 14 words a sentence pair, 12 times: 168 words a section; the keyword once in the first section.
  const body = para(12, 'Our team fixes a roof leak fast. We check the shingles and the flashing.');
  return {
    title: 'Roof Repair in Austin, TX | Acme Roofing Co',
    description:
      'Roof repair in Austin, TX: leaks, storm damage and worn shingles fixed by a local crew. Ask for a free quote today, we answer fast.',
    h1: 'Roof Repair in Austin, TX',
    intro: 'Need roof repair in Austin? We fix leaks, flashing and storm damage on every kind of roof.',
    sections: [
      { heading: 'What roof repair covers', body: `${body} Roof repair starts with a free look.` },
      { heading: 'Signs you need a roofer', body },
      { heading: 'Why a local crew', body },
    ],
    faq: [
      { q: 'How long does it take?', a: 'Most repairs take a day.' },
      { q: 'Do you give quotes?', a: 'Yes, a free quote.' },
      { q: 'Do you handle storm damage?', a: 'Yes, we do.' },
    ],
    ...over,
  };
}

describe('text stats', () => {
  it('counts syllables, sentences and the Flesch reading ease', () => {
    expect(syllables('roof')).toBe(1);
    expect(syllables('repair')).toBe(2);
    expect(syllables('emergency')).toBe(4);
    const s = textStats('The cat sat on the mat. The dog ran.');
    expect(s.sentences).toBe(2);
    expect(s.words).toBe(9);
    // 206.835 - 1.015 * 4.5 - 84.6 * (9 / 9)
    expect(s.flesch).toBeCloseTo(117.7, 1);
  });

  it('finds a phrase by words, plural ignored', () => {
    expect(phraseCount('Roof repairs in Austin. ROOF REPAIR!', 'roof repair')).toBe(2);
    expect(phraseCount('repair the roof', 'roof repair')).toBe(0);
  });
});

describe('keyword coverage', () => {
  it('gives full marks for placement and density with every related term used', () => {
    const r = keywordCoverage(draft(), 'roof repair', ['roof repair', 'roof leak', 'shingle']);
    expect(r.score).toBe(100);
    // The keyword itself is not one of its related terms.
    expect(r.found).toEqual([
      { term: 'roof leak', found: true },
      { term: 'shingle', found: true },
    ]);
    const half = keywordCoverage(draft(), 'roof repair', ['roof leak', 'gutter guard']);
    expect(half.score).toBe(90);
    expect(half.reasons.at(-1)).toBe('1 of 2 related terms of the vertical used');
  });

  it('loses the title, h1 and first-paragraph points when the keyword is missing from them', () => {
    const r = keywordCoverage(
      draft({ title: 'Acme', h1: 'Welcome', intro: 'We are a local company.' }),
      'roof repair',
      [],
    );
    // 20 + 20 + 15 lost, and the density falls under the band (one use left in the body).
    expect(r.score).toBeLessThanOrEqual(45);
    expect(r.reasons).toContain('"roof repair" is missing from the title');
    expect(r.reasons).toContain('"roof repair" is missing from the h1');
    expect(r.reasons).toContain('"roof repair" is missing from the first paragraph');
  });

  it('marks stuffing down', () => {
    const stuffed = draft({ sections: [{ heading: 'Roof repair', body: para(40, 'roof repair') }] });
    const r = keywordCoverage(stuffed, 'roof repair', []);
    expect(r.reasons.find((x) => x.startsWith('Keyword density'))).toMatch(/^Keyword density \d{2}\.\d%/);
    expect(r.score).toBeLessThanOrEqual(85);
  });
});

describe('readability', () => {
  it('scores short plain sentences above long winding ones', () => {
    const plain = readability(draft()).score;
    const long = readability(
      draft({
        intro: para(
          3,
          'Notwithstanding considerable organisational complexity, comprehensive residential infrastructure rehabilitation necessitates meticulous evaluation of deteriorating architectural components and the subsequent implementation of appropriately engineered remediation methodologies throughout',
        ),
        sections: [],
        faq: [],
      }),
    );
    expect(plain).toBeGreaterThan(80);
    expect(long.score).toBeLessThan(30);
    expect(long.reasons[2]).toMatch(/over 30 words/);
  });
});

describe('structure', () => {
  it('wants sections, length, an FAQ and sized title and description', () => {
    const good = structure(draft());
    const bare = structure(draft({ sections: [], faq: [], description: '', title: 'x' }));
    expect(good.score).toBeGreaterThan(bare.score);
    expect(bare.reasons).toContain('No FAQ');
    expect(bare.reasons).toContain('Meta description 0 characters (120-160 scores full)');
  });

  it('notices an h1 repeated as a section heading', () => {
    const r = structure(draft({ sections: [{ heading: 'Roof Repair in Austin, TX', body: 'Text here.' }] }));
    expect(r.reasons[0]).toBe('The h1 is repeated as a section heading');
  });
});

describe('uniqueness and overall', () => {
  const closest = { siteId: 's', siteName: 'Site', path: '/a/', url: 'http://x/s/a/a/', similarity: 0.6 };

  it('falls with the similarity of the closest page and says when it is over the threshold', () => {
    const u = uniqueness(closest, 12);
    expect(u.score).toBe(40);
    expect(u.reasons[1]).toMatch(/^Over the site generator/);
    expect(uniqueness(null, 0).score).toBe(100);
  });

  it('weights the four scores into the overall', () => {
    const s = scoreDraft({ draft: draft(), keyword: 'roof repair', terms: [], closest, pagesCompared: 3 });
    const expected = Math.round(s.parts.reduce((t, p) => t + p.score * p.weight, 0) / 100);
    expect(s.overall).toBe(expected);
    expect(s.parts.reduce((t, p) => t + p.weight, 0)).toBe(100);
  });
});
