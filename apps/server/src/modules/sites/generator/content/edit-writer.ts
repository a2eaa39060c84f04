// The platform's edits of a site at build time (modules/sites/README.md#site-edits): a writer that
// lays a page's edits (title, description, FAQs, links, a refreshed body) over what the wrapped
// writer (the operator's page edits, then the built-in or LLM writer) answers for that page.

import { countWords } from '../similarity';
import type { TokenUsage } from '../types';
import { CONTENT_KINDS, contentText, type Faq, type PageContent } from './model';
import type { ContentWriter, PageBrief } from './writer';

/** What the platform's edits make of one page (every edit of the page merged, oldest first). */
export interface PageEdits {
  title?: string;
  description?: string;
  /** Questions added to the page's FAQ (a question the page already asks gets this answer). */
  faqs?: Faq[];
  /** Links to other pages of the site (site-relative paths), shown as a "Related pages" list. */
  links?: { path: string; text: string }[];
  /** The body rewritten: variants start `shift` further on; extra sections until `minWords`. */
  refresh?: { shift: number; minWords?: number };
}

export const RELATED_HEADING = 'Related pages';

/** Further variants a refresh looks through for sections that bring a page up to its minWords. */
const REFRESH_LOOKAHEAD = 6;

const key = (q: string) => q.toLowerCase().replace(/\s+/g, ' ').trim();

/** A page's content with its edits laid over it (the body refresh aside: that is a writer matter). */
export function applyPageEdits(
  content: PageContent,
  e: PageEdits,
  /** Site-relative path -> the href the page links with. */
  href: (path: string) => string = (p) => p,
): PageContent {
  const out: PageContent = { ...content, sections: [...content.sections], faqs: [...content.faqs] };
  if (e.title !== undefined) out.title = e.title;
  if (e.description !== undefined) out.description = e.description;
  if (e.faqs?.length) {
    for (const f of e.faqs) {
      const at = out.faqs.findIndex((x) => key(x.q) === key(f.q));
      if (at >= 0) out.faqs[at] = { q: f.q, a: f.a };
      else out.faqs.push({ q: f.q, a: f.a });
    }
  }
  if (e.links?.length) {
    const at = out.sections.findIndex((s) => s.heading === RELATED_HEADING && !s.paragraphs.length);
    const existing = at >= 0 ? (out.sections[at].list ?? []) : [];
    const list = [...existing];
    for (const l of e.links) {
      const h = href(l.path);
      const i = list.findIndex((x) => x.href === h);
      if (i >= 0) list[i] = { text: l.text, href: h };
      else list.push({ text: l.text, href: h });
    }
    const section = { heading: RELATED_HEADING, paragraphs: [], list };
    if (at >= 0) out.sections[at] = section;
    else out.sections.push(section);
  }
  return out;
}

export class EditWriter implements ContentWriter {
  constructor(
    private readonly inner: ContentWriter,
    /** Site-relative path -> the edits of that page. */
    private readonly edits: ReadonlyMap<string, PageEdits>,
    /** Site-relative path -> the href the built pages link with ('/s/slug/x/' or '/x/'). */
    private readonly href: (path: string) => string,
  ) {}

  get name(): string {
    return this.inner.name;
  }

  async write(brief: PageBrief, variant: number): Promise<PageContent> {
    const e = brief.path && CONTENT_KINDS.has(brief.kind) ? this.edits.get(brief.path) : undefined;
    if (!e) return this.inner.write(brief, variant);
    const base = e.refresh
      ? await this.refreshed(brief, variant, e.refresh)
      : await this.inner.write(brief, variant);
    return applyPageEdits(base, e, this.href);
  }

  /** The next variants' words; sections of later variants added until the page has minWords. */
  private async refreshed(brief: PageBrief, variant: number, r: NonNullable<PageEdits['refresh']>) {
    const first = variant + r.shift;
    const c = await this.inner.write(brief, first);
    if (!r.minWords) return c;
    const out: PageContent = { ...c, sections: [...c.sections] };
    const headings = new Set(out.sections.map((s) => s.heading));
    const paragraphs = new Set(out.sections.flatMap((s) => s.paragraphs));
    let words = countWords(contentText(out));
    for (let k = 1; k <= REFRESH_LOOKAHEAD && words < r.minWords; k++) {
      const more = await this.inner.write(brief, first + k);
      for (const s of more.sections) {
        if (words >= r.minWords) break;
        // A section the page has (same heading or a paragraph already on it) would repeat it.
        if (headings.has(s.heading) || s.paragraphs.some((p) => paragraphs.has(p)) || s.list?.length)
          continue;
        // Before the closing call to action, which stays last.
        out.sections.splice(Math.max(0, out.sections.length - 1), 0, s);
        headings.add(s.heading);
        for (const p of s.paragraphs) paragraphs.add(p);
        words = countWords(contentText(out));
      }
    }
    return out;
  }

  usage(): TokenUsage {
    return this.inner.usage();
  }
}
