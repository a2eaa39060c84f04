import { describe, expect, it } from 'vitest';
import { normalizePages } from './preview-pages';

const page = {
  path: '/roof-repair/',
  file: 'roof-repair/index.html',
  title: 'Roof repair',
  words: 812,
  variant: 2,
};

describe('normalizePages', () => {
  it('keeps each page its own preview URL', () => {
    const [p] = normalizePages([{ ...page, previewUrl: '/preview/v1/t/roof-repair/' }]);
    expect(p).toMatchObject({
      title: 'Roof repair',
      words: 812,
      variant: 2,
      previewUrl: '/preview/v1/t/roof-repair/',
    });
  });
  it('joins a shared preview root with each path', () => {
    const [p] = normalizePages({ pages: [page], previewUrl: '/preview/v1/t/' });
    expect(p.previewUrl).toBe('/preview/v1/t/roof-repair/');
  });
  it('answers an empty list for anything else', () => {
    expect(normalizePages(null)).toEqual([]);
    expect(normalizePages({})).toEqual([]);
  });
});
