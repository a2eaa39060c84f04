import { describe, expect, it } from 'vitest';
import { scoreTone, validateQuickRankForm } from './validate';

describe('quick rank form validation', () => {
  it('accepts an http(s) URL and a keyword', () => {
    expect(validateQuickRankForm({ url: 'https://example.com/roof-repair', keyword: 'roof repair' })).toEqual(
      {},
    );
  });

  it('names what is wrong with the URL', () => {
    expect(validateQuickRankForm({ url: '', keyword: 'x' }).url).toBe('required');
    expect(validateQuickRankForm({ url: 'example.com', keyword: 'x' }).url).toMatch(/absolute http/);
    expect(validateQuickRankForm({ url: 'ftp://example.com/', keyword: 'x' }).url).toMatch(/absolute http/);
    expect(validateQuickRankForm({ url: 'https://a:b@example.com/', keyword: 'x' }).url).toMatch(
      /credentials/,
    );
  });

  it('refuses an empty or symbol-only keyword', () => {
    expect(validateQuickRankForm({ url: 'https://example.com/', keyword: '   ' }).keyword).toMatch(/empty/);
    expect(validateQuickRankForm({ url: 'https://example.com/', keyword: '?!' }).keyword).toMatch(
      /letter or digit/,
    );
    expect(validateQuickRankForm({ url: 'https://example.com/', keyword: 'x'.repeat(121) }).keyword).toMatch(
      /120/,
    );
  });

  it('bands scores', () => {
    expect([scoreTone(90), scoreTone(60), scoreTone(10)]).toEqual(['good', 'fair', 'poor']);
  });
});
