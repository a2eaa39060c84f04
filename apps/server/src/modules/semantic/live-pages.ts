import type { PageDoc } from './topic-map';

// The pages of a live version as the topic map reads them (docs/semantic.md#topic-map): the build's
// page list (site_versions.pages: path, title, indexable) and the words it settled for each content
// page (site_versions.page_contents, decoded by the sites module): H1 and body text. Pages that are
// not indexable (thank-you, 404) and fixed legal or utility pages are left out.

export interface PageMetaLike {
  path?: unknown;
  title?: unknown;
  indexable?: unknown;
}

export interface StoredContent {
  path: string;
  kind: string;
  h1: string | null;
  body: string | null;
}

const LEFT_OUT = new Set(['privacy', 'terms', 'thanks', 'notfound', 'contact']);

export function livePages(meta: unknown[], stored: StoredContent[] | null, siteUrl: string): PageDoc[] {
  const byPath = new Map((stored ?? []).map((p) => [p.path, p]));
  const base = siteUrl.endsWith('/') ? siteUrl.slice(0, -1) : siteUrl;
  const out: PageDoc[] = [];
  for (const raw of meta) {
    const m = (raw ?? {}) as PageMetaLike;
    if (typeof m.path !== 'string' || m.indexable === false) continue;
    const s = byPath.get(m.path);
    if (s && LEFT_OUT.has(s.kind)) continue;
    // Without stored words (a version built before they were kept): title and path only.
    out.push({
      path: m.path,
      url: `${base}${m.path}`,
      title: typeof m.title === 'string' ? m.title : m.path,
      h1: s?.h1 ?? '',
      body: s?.body ?? '',
    });
  }
  return out;
}
