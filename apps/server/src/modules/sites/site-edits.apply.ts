// What a build makes of a site's stored edits (modules/sites/README.md#site-edits): the edits of
// each page merged in the order they were made, what they ask of the rendering, and the places a
// dominator's area gains. An operator's page edit saved AFTER a platform edit of the same page
// wins: that page's words are the operator's (they saw the platform's edit in the editor and kept
// or changed it), so the older platform edits of that page are left out (docs/product/rules.md#page-edits).
import type { PageContent } from './generator';
import type { PageEdits } from './generator/content/edit-writer';
import type { PageRenderEdits } from './generator/site/build-site';
import type { SiteEdit } from './site-edits.types';

/** An edit as stored: the SiteEdit as given and what the build needs that was known when staged. */
export type StoredEdit = SiteEdit & {
  /** refresh-content: the variant the page had in the latest version when it was staged. */
  fromVariant?: number;
};

export interface EditRowLike {
  path: string;
  edit: Record<string, unknown>;
  createdAt: Date;
}

export interface BuildEdits {
  content: Map<string, PageEdits>;
  render: Map<string, PageRenderEdits>;
  /** add-location-page on a dominator: places its area gains (in the order they were added). */
  placeIds: string[];
  /** add-page: new pages by site-relative path (a later add-page of the same path replaces it). */
  pages: Map<string, PageContent>;
}

/**
 * The edits a build applies. `overrides`: when the operator last saved each edited page (site-
 * relative path -> updated_at); a page's platform edits made before that save are left out.
 */
export function buildEditsOf(rows: EditRowLike[], overrides: ReadonlyMap<string, Date>): BuildEdits {
  const content = new Map<string, PageEdits>();
  const render = new Map<string, PageRenderEdits>();
  const placeIds: string[] = [];
  const pages = new Map<string, PageContent>();
  const page = (path: string) => {
    const e = content.get(path) ?? {};
    content.set(path, e);
    return e;
  };
  const rendering = (path: string) => {
    const r = render.get(path) ?? {};
    render.set(path, r);
    return r;
  };
  for (const row of rows) {
    const edit = row.edit as unknown as StoredEdit;
    const saved = row.path ? overrides.get(row.path) : undefined;
    if (saved && saved.getTime() >= row.createdAt.getTime()) continue;
    switch (edit.kind) {
      case 'set-title':
        page(edit.path).title = edit.title;
        rendering(edit.path).exactTitle = true;
        break;
      case 'set-description':
        page(edit.path).description = edit.description;
        break;
      case 'add-faq': {
        const e = page(edit.path);
        e.faqs = [...(e.faqs ?? []), ...edit.faqs.map((f) => ({ q: f.question, a: f.answer }))];
        break;
      }
      case 'add-internal-links': {
        const e = page(edit.path);
        e.links = [...(e.links ?? []), ...edit.links];
        break;
      }
      case 'refresh-content': {
        const e = page(edit.path);
        // Each refresh moves one variant further than the page had when it was staged.
        const shift = Math.max((edit.fromVariant ?? 0) + 1, (e.refresh?.shift ?? 0) + 1);
        e.refresh = { shift, minWords: Math.max(edit.minWords ?? 0, e.refresh?.minWords ?? 0) || undefined };
        break;
      }
      case 'fill-image-alts':
        rendering(edit.path).fillPhotoAlts = true;
        break;
      case 'add-location-page':
        if (!placeIds.includes(edit.placeId)) placeIds.push(edit.placeId);
        break;
      case 'add-page':
        pages.set(edit.path, edit.content);
        break;
    }
  }
  return { content, render, placeIds, pages };
}
