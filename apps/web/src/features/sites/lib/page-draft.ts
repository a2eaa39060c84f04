import { type EditablePageContent, PAGE_EDIT_LIMITS, type SitePageContent } from '@sdp/shared';

// The page editor's draft (docs/product/screens.md, /generation): the content of a page with a
// stable key per section and question (React lists, focus after add), and the pure edits on it.

type Content = SitePageContent['content'];
type ListItem = NonNullable<Content['sections'][number]['list']>[number];

export interface DraftParagraph {
  key: string;
  text: string;
}

export interface DraftSection {
  key: string;
  heading: string;
  paragraphs: DraftParagraph[];
  /** Generated links (services, nearby places): kept as they are. */
  list?: ListItem[];
}

export interface DraftFaq {
  key: string;
  q: string;
  a: string;
}

export interface PageDraft {
  title: string;
  description: string;
  h1: string;
  intro: string;
  sections: DraftSection[];
  faqs: DraftFaq[];
}

let next = 0;
export const newKey = () => `k${++next}`;

export function toDraft(c: Content): PageDraft {
  return {
    title: c.title,
    description: c.description,
    h1: c.h1,
    intro: c.intro,
    sections: c.sections.map((s) => ({
      key: newKey(),
      heading: s.heading,
      paragraphs: s.paragraphs.map(newParagraph),
      ...(s.list ? { list: s.list } : {}),
    })),
    faqs: c.faqs.map((f) => ({ key: newKey(), q: f.q, a: f.a })),
  };
}

/** The request body's content: the draft without its keys. */
export function toContent(d: PageDraft): EditablePageContent {
  return {
    title: d.title,
    description: d.description,
    h1: d.h1,
    intro: d.intro,
    sections: d.sections.map((s) => ({
      heading: s.heading,
      paragraphs: s.paragraphs.map((p) => p.text),
      ...(s.list ? { list: s.list } : {}),
    })),
    faqs: d.faqs.map((f) => ({ q: f.q, a: f.a })),
  };
}

export const sameContent = (a: PageDraft, b: PageDraft) =>
  JSON.stringify(toContent(a)) === JSON.stringify(toContent(b));

/** Words as the server counts them (lower-case letters and digits, with an "'s" tail). */
export function countWords(d: PageDraft): number {
  const parts = [d.h1, d.intro];
  for (const s of d.sections) {
    parts.push(s.heading, ...s.paragraphs.map((p) => p.text));
    for (const i of s.list ?? []) parts.push(i.text);
  }
  for (const f of d.faqs) parts.push(f.q, f.a);
  return (
    parts
      .join(' ')
      .toLowerCase()
      .match(/[a-z0-9]+(?:'[a-z]+)?/g)?.length ?? 0
  );
}

/** Moves item i by delta (-1 up, +1 down); the same array when it cannot move. */
export function move<T>(items: T[], i: number, delta: number): T[] {
  const j = i + delta;
  if (i < 0 || i >= items.length || j < 0 || j >= items.length) return items;
  const out = [...items];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

export const replaceAt = <T>(items: T[], i: number, value: T): T[] =>
  items.map((x, k) => (k === i ? value : x));
export const removeAt = <T>(items: T[], i: number): T[] => items.filter((_, k) => k !== i);

export const newParagraph = (text = ''): DraftParagraph => ({ key: newKey(), text });
export const emptySection = (): DraftSection => ({
  key: newKey(),
  heading: '',
  paragraphs: [newParagraph()],
});
export const emptyFaq = (): DraftFaq => ({ key: newKey(), q: '', a: '' });

/** What must be fixed before a save (the server checks the same and more): field label -> problem. */
export function draftProblems(d: PageDraft): string[] {
  const out: string[] = [];
  const need = (v: string, what: string) => {
    if (!v.trim()) out.push(`${what} is empty`);
  };
  need(d.title, 'Page title');
  need(d.h1, 'Headline');
  need(d.intro, 'Intro');
  d.sections.forEach((s, i) => {
    need(s.heading, `Section ${i + 1} heading`);
    for (const [k, p] of s.paragraphs.entries()) need(p.text, `Section ${i + 1}, paragraph ${k + 1}`);
  });
  d.faqs.forEach((f, i) => {
    need(f.q, `Question ${i + 1}`);
    need(f.a, `Answer ${i + 1}`);
  });
  if (d.sections.length > PAGE_EDIT_LIMITS.sections)
    out.push(`At most ${PAGE_EDIT_LIMITS.sections} sections`);
  if (d.faqs.length > PAGE_EDIT_LIMITS.faqs) out.push(`At most ${PAGE_EDIT_LIMITS.faqs} questions`);
  return out;
}
