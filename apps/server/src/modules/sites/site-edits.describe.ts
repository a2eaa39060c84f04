// One-line accounts of the platform's site edits: what staging one will change, and what a build
// changed (read from the built version's pages, so the line reports the page as it came out).
import type { PageMeta } from '@sdp/shared';
import { getPlaces } from '../../data/places';
import { slugify } from './generator/escape';
import type { StoredEdit } from './site-edits.apply';
import type { AppliedEdits, SiteEdit } from './site-edits.types';

const quote = (s: string) => `"${s}"`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function placeLabel(placeId: string): string {
  const t = getPlaces();
  const q = t.indexById.get(placeId);
  return q === undefined ? placeId : `${t.name[q]}, ${t.state[q]}`;
}

/** A place page's path as the generator names it ('/austin-tx/', or with the id on a repeated name). */
function isPlacePath(path: string, placeId: string): boolean {
  const t = getPlaces();
  const q = t.indexById.get(placeId);
  if (q === undefined) return false;
  const slug = slugify(`${t.name[q]}-${t.state[q]}`);
  return path === `/${slug}/` || path === `/${slug}-${slugify(placeId)}/`;
}

/** What an edit will do to the site ("Title of /roof-repair/ becomes ..."). */
export function summaryOf(e: SiteEdit, page?: { title: string; description: string }): string {
  switch (e.kind) {
    case 'set-title':
      return `Title of ${e.path} becomes ${quote(e.title)}${page ? ` (was ${quote(page.title)})` : ''}`;
    case 'set-description':
      return `Meta description of ${e.path} becomes ${quote(e.description)}`;
    case 'add-internal-links':
      return `${plural(e.links.length, 'link')} from ${e.path} to ${e.links.map((l) => l.path).join(', ')}`;
    case 'add-faq':
      return `${plural(e.faqs.length, 'question')} added to the FAQ of ${e.path} (shown and in FAQPage data)`;
    case 'fill-image-alts':
      return `Photos of ${e.path} without a real alt text get one from the page's subject`;
    case 'add-location-page':
      return `A page for ${placeLabel(e.placeId)}, linked with its nearest places`;
    case 'refresh-content':
      return `${e.path} rewritten with the next writer variant${e.minWords ? ` (at least ${e.minWords} words)` : ''}`;
    case 'add-page':
      return `New page ${e.path}: ${quote(e.content.h1)}`;
  }
}

/** What a build made of one edit, from the pages before (the base version) and after. */
export function changeOf(
  e: StoredEdit,
  before: ReadonlyMap<string, PageMeta>,
  after: ReadonlyMap<string, PageMeta>,
): AppliedEdits['changes'][number] {
  if (e.kind === 'add-location-page') {
    const label = placeLabel(e.placeId);
    const page = [...after.values()].find((p) => isPlacePath(p.path, e.placeId));
    return {
      kind: e.kind,
      path: page?.path ?? '',
      summary: page
        ? `New page ${page.path} for ${label} (${page.words} words)`
        : `Place ${label} added to the area`,
    };
  }
  const was = before.get(e.path);
  const now = after.get(e.path);
  const base = { kind: e.kind, path: e.path };
  if (!now) return { ...base, summary: `${e.path} is no longer a page of the site: nothing changed` };
  switch (e.kind) {
    case 'set-title':
      return {
        ...base,
        summary:
          now.title === e.title
            ? `Title set to ${quote(now.title)}${was && was.title !== now.title ? ` (was ${quote(was.title)})` : ''}`
            : `Title kept as ${quote(now.title)}: the operator's later page edit wins`,
      };
    case 'set-description':
      return {
        ...base,
        summary:
          now.description === e.description
            ? `Meta description set (${now.description.length} characters)`
            : `Meta description kept: the operator's later page edit wins`,
      };
    case 'refresh-content':
      return {
        ...base,
        summary: `Rewritten: ${now.words} words${was ? ` (was ${was.words})` : ''}`,
      };
    case 'add-page':
      return {
        ...base,
        summary: `${was ? 'Page' : 'New page'} ${e.path}: ${quote(now.title)} (${now.words} words)`,
      };
    default:
      return { ...base, summary: summaryOf(e) };
  }
}
