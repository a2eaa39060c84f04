// What a writer produces for one page: plain text only; templates escape all of it.

export interface Section {
  heading: string;
  paragraphs: string[];
  /** Bullet items; an item with href becomes an internal link. */
  list?: { text: string; href?: string }[];
}

export interface Faq {
  q: string;
  a: string;
}

export interface PageContent {
  title: string;
  description: string;
  h1: string;
  intro: string;
  sections: Section[];
  faqs: Faq[];
  /**
   * Regulated kinds (legal, medical, care) and any copy that has one: fixed text the templates show
   * on every page (the footer). Not part of contentText: it is the same on every page.
   */
  disclaimer?: string;
}

export type PageKind =
  | 'home'
  | 'service'
  | 'about'
  | 'faq'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'thanks'
  | 'notfound'
  | 'hub'
  | 'place';

/** Pages whose wording is generated and compared; the rest are fixed legal or utility text. */
export const CONTENT_KINDS: ReadonlySet<PageKind> = new Set([
  'home',
  'service',
  'about',
  'faq',
  'hub',
  'place',
]);

/** All words of a page's content, for similarity and word counts. */
export function contentText(c: PageContent): string {
  const parts = [c.h1, c.intro];
  for (const s of c.sections) {
    parts.push(s.heading, ...s.paragraphs);
    if (s.list) for (const i of s.list) parts.push(i.text);
  }
  for (const f of c.faqs) parts.push(f.q, f.a);
  return parts.join(' ');
}
