import { describe, expect, it } from 'vitest';
import { applyPageEdits, RELATED_HEADING } from './generator/content/edit-writer';
import type { PageContent } from './generator/content/model';
import { isPlaceholderAlt } from './generator/templates/site-view';
import { buildEditsOf } from './site-edits.apply';

const at = (s: string) => new Date(`2026-03-01T${s}:00Z`);
const row = (edit: Record<string, unknown>, time: string) => ({
  path: (edit.path as string) ?? '',
  edit,
  createdAt: at(time),
});

const page: PageContent = {
  title: 'Roof Repair | Acme',
  description: 'Generated.',
  h1: 'Roof Repair',
  intro: 'Intro.',
  sections: [{ heading: 'Why us', paragraphs: ['Local crews.'] }],
  faqs: [{ q: 'How long does it take?', a: 'A day.' }],
};

describe('buildEditsOf', () => {
  it('keeps the words of added pages by path, a later add-page of a path replacing the earlier', () => {
    const b = buildEditsOf(
      [
        row({ kind: 'add-page', path: '/new/', content: page }, '10:00'),
        row({ kind: 'add-page', path: '/new/', content: { ...page, h1: 'Again' } }, '10:01'),
        row({ kind: 'add-page', path: '/other/', content: page }, '10:02'),
      ],
      new Map(),
    );
    expect([...b.pages.keys()]).toEqual(['/new/', '/other/']);
    expect(b.pages.get('/new/')?.h1).toBe('Again');
    expect(b.content.size).toBe(0);
  });

  it('merges a page’s edits oldest first; a later title replaces an earlier one', () => {
    const b = buildEditsOf(
      [
        row({ kind: 'set-title', path: '/a/', title: 'First' }, '10:00'),
        row({ kind: 'add-faq', path: '/a/', faqs: [{ question: 'Q1', answer: 'A1' }] }, '10:01'),
        row({ kind: 'set-title', path: '/a/', title: 'Second' }, '10:02'),
        row({ kind: 'add-faq', path: '/a/', faqs: [{ question: 'Q2', answer: 'A2' }] }, '10:03'),
        row({ kind: 'fill-image-alts', path: '/b/' }, '10:04'),
        row({ kind: 'add-location-page', placeId: 'p1' }, '10:05'),
        row({ kind: 'add-location-page', placeId: 'p1' }, '10:06'),
      ],
      new Map(),
    );
    expect(b.content.get('/a/')).toEqual({
      title: 'Second',
      faqs: [
        { q: 'Q1', a: 'A1' },
        { q: 'Q2', a: 'A2' },
      ],
    });
    expect(b.render.get('/a/')).toEqual({ exactTitle: true });
    expect(b.render.get('/b/')).toEqual({ fillPhotoAlts: true });
    expect(b.placeIds).toEqual(['p1']);
  });

  it('leaves out a page’s edits made before the operator last saved it, keeps later ones', () => {
    const b = buildEditsOf(
      [
        row({ kind: 'set-title', path: '/a/', title: 'Before the save' }, '10:00'),
        row({ kind: 'set-description', path: '/a/', description: 'After the save' }, '12:00'),
        row({ kind: 'set-title', path: '/c/', title: 'Other page' }, '10:00'),
      ],
      new Map([['/a/', at('11:00')]]),
    );
    expect(b.content.get('/a/')).toEqual({ description: 'After the save' });
    expect(b.render.has('/a/')).toBe(false);
    expect(b.content.get('/c/')).toEqual({ title: 'Other page' });
  });

  it('moves each refresh one variant past the one the page had', () => {
    const b = buildEditsOf(
      [
        row({ kind: 'refresh-content', path: '/a/', fromVariant: 2 }, '10:00'),
        row({ kind: 'refresh-content', path: '/a/', fromVariant: 3, minWords: 900 }, '10:01'),
      ],
      new Map(),
    );
    expect(b.content.get('/a/')?.refresh).toEqual({ shift: 4, minWords: 900 });
  });
});

describe('applyPageEdits', () => {
  it('sets title and description, answers a known question anew, adds new ones and one related list', () => {
    const out = applyPageEdits(
      page,
      {
        title: 'New title',
        description: 'New description.',
        faqs: [
          { q: 'how long does it  take?', a: 'Two days.' },
          { q: 'Do you work weekends?', a: 'Yes.' },
        ],
        links: [
          { path: '/b/', text: 'B' },
          { path: '/c/', text: 'C' },
          { path: '/b/', text: 'B again' },
        ],
      },
      (p) => `/s/x${p}`,
    );
    expect(out.title).toBe('New title');
    expect(out.description).toBe('New description.');
    expect(out.faqs).toEqual([
      { q: 'how long does it  take?', a: 'Two days.' },
      { q: 'Do you work weekends?', a: 'Yes.' },
    ]);
    expect(out.sections.at(-1)).toEqual({
      heading: RELATED_HEADING,
      paragraphs: [],
      list: [
        { text: 'B again', href: '/s/x/b/' },
        { text: 'C', href: '/s/x/c/' },
      ],
    });
    // The input is left as it was.
    expect(page.title).toBe('Roof Repair | Acme');
    expect(page.sections).toHaveLength(1);
  });
});

describe('isPlaceholderAlt', () => {
  it('tells alts that say nothing from real ones', () => {
    for (const a of [
      '',
      '  ',
      'Photo',
      'photo 3',
      'IMAGE',
      'IMG_2041.JPG',
      'DSC01234',
      'roof.webp',
      'PXL_20240101',
    ])
      expect(isPlaceholderAlt(a)).toBe(true);
    for (const a of ['Our crew on a roof', 'Photo of a new shingle roof in Austin', 'Metal roof'])
      expect(isPlaceholderAlt(a)).toBe(false);
  });
});
