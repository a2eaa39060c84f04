// The words of a version's pages as the build settled them, stored beside the version
// (site_versions.page_contents: gzip of JSON { pages: StoredPage[] }) for the page editor: its
// "generated" content and the other pages an edit is compared with (docs/product/rules.md#page-edits).
// List links are kept site-relative ('/roof-repair/'), so an edit survives a change of base URL.
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PageContent, PageKind, PageMeta } from './generator';
import { CONTENT_KINDS, contentText } from './generator/content/model';
import type { CaptureWriter } from './generator/content/override-writer';
import { countWords, minhash, shingleHashes } from './generator/similarity';

export interface StoredPage {
  path: string;
  kind: PageKind;
  /** Content pages only (legal and utility pages are fixed text). */
  content?: PageContent;
}

/** A page's content with its list links made relative to the site root. */
export function relativeLinks(content: PageContent, basePath: string): PageContent {
  const rel = (href: string) =>
    basePath && href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : href;
  return {
    ...content,
    sections: content.sections.map((s) =>
      s.list ? { ...s, list: s.list.map((i) => (i.href ? { ...i, href: rel(i.href) } : i)) } : s,
    ),
  };
}

/** The settled content of every page of a build (the variant each page kept), gzipped. */
export function encodePageContents(pages: PageMeta[], capture: CaptureWriter, basePath: string): Buffer {
  const out: StoredPage[] = [];
  for (const p of pages) {
    const got = capture.page(p.path, p.variant);
    if (!got) continue;
    const editable = CONTENT_KINDS.has(got.kind) && got.content;
    out.push({
      path: p.path,
      kind: got.kind,
      ...(editable ? { content: relativeLinks(got.content!, basePath) } : {}),
    });
  }
  return gzipSync(Buffer.from(JSON.stringify({ pages: out })), { level: 6 });
}

export function decodePageContents(blob: Buffer | Uint8Array): StoredPage[] {
  const parsed = JSON.parse(gunzipSync(blob).toString('utf8')) as { pages?: StoredPage[] };
  return Array.isArray(parsed.pages) ? parsed.pages : [];
}

/** Words and MinHash signature of a page's content, as the build measures them. */
export function measure(content: PageContent): { words: number; sig: Uint32Array } {
  const text = contentText(content);
  return { words: countWords(text), sig: minhash(shingleHashes(text).hashes) };
}
