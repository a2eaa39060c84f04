// Page edits at build time (docs/product/rules.md#page-edits): a writer that answers the operator's
// saved content for the pages that have one and asks the wrapped writer for every other page.
// Edits keep list links as site-relative paths; they are resolved against the site's base here.
import type { TokenUsage } from '../types';
import { CONTENT_KINDS, type PageContent } from './model';
import type { ContentWriter, PageBrief } from './writer';

export class OverrideWriter implements ContentWriter {
  constructor(
    private readonly inner: ContentWriter,
    /** Site-relative path -> the operator's content (list hrefs site-relative). */
    private readonly overrides: ReadonlyMap<string, PageContent>,
    /** Site-relative path -> the href the built pages link with ('/s/slug/x/' or '/x/'). */
    private readonly href: (path: string) => string,
  ) {}

  get name(): string {
    return this.inner.name;
  }

  write(brief: PageBrief, variant: number): PageContent | Promise<PageContent> {
    const edit = brief.path && CONTENT_KINDS.has(brief.kind) ? this.overrides.get(brief.path) : undefined;
    if (!edit) return this.inner.write(brief, variant);
    // Every variant is the same edit: the operator's words are not varied.
    return {
      ...edit,
      sections: edit.sections.map((s) => ({
        heading: s.heading,
        paragraphs: [...s.paragraphs],
        ...(s.list
          ? { list: s.list.map((i) => ({ text: i.text, ...(i.href ? { href: this.href(i.href) } : {}) })) }
          : {}),
      })),
      faqs: edit.faqs.map((f) => ({ ...f })),
    };
  }

  usage(): TokenUsage {
    return this.inner.usage();
  }
}

/**
 * Keeps what a writer wrote for each page path and variant, so the build's settled content (the
 * variant each PageMeta names) can be stored beside the version for the page editor.
 */
export class CaptureWriter implements ContentWriter {
  private readonly written = new Map<
    string,
    { kind: PageBrief['kind']; variants: Map<number, PageContent> }
  >();

  constructor(private readonly inner: ContentWriter) {}

  get name(): string {
    return this.inner.name;
  }

  async write(brief: PageBrief, variant: number): Promise<PageContent> {
    const content = await this.inner.write(brief, variant);
    if (brief.path) {
      const entry = this.written.get(brief.path) ?? { kind: brief.kind, variants: new Map() };
      entry.variants.set(variant, content);
      this.written.set(brief.path, entry);
    }
    return content;
  }

  /** The kind of a page and the content of one of its variants. */
  page(path: string, variant: number): { kind: PageBrief['kind']; content?: PageContent } | undefined {
    const entry = this.written.get(path);
    return entry && { kind: entry.kind, content: entry.variants.get(variant) };
  }

  usage(): TokenUsage {
    return this.inner.usage();
  }
}
