import type { PageMeta } from '@sdp/shared';

/** A page of a version as the screen shows it: its meta and the URL an iframe can load. */
export interface PreviewPage extends PageMeta {
  previewUrl: string | null;
}

type Raw = Partial<PageMeta> & { previewUrl?: string | null; url?: string | null };

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/**
 * The pages answer is a list of pages (each with its previewUrl), or `{ pages, previewUrl }`
 * where previewUrl is the version's preview root. Both become one list with a URL per page.
 */
export function normalizePages(data: unknown): PreviewPage[] {
  const obj = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const list = (Array.isArray(data) ? data : Array.isArray(obj.pages) ? obj.pages : []) as Raw[];
  const root =
    typeof obj.previewUrl === 'string'
      ? obj.previewUrl
      : typeof obj.previewBase === 'string'
        ? obj.previewBase
        : null;
  return list
    .filter((p): p is Raw => !!p && typeof p === 'object')
    .map((p) => {
      const path = p.path ?? '/';
      const own = p.previewUrl ?? p.url ?? null;
      return {
        path,
        file: p.file ?? '',
        title: p.title ?? path,
        description: p.description ?? '',
        canonical: p.canonical ?? '',
        words: p.words ?? 0,
        indexable: p.indexable ?? true,
        variant: p.variant ?? 0,
        previewUrl: own ?? (root ? joinUrl(root, path) : null),
      };
    });
}
