import type { SiteEdit, SiteEditKind } from '../sites/index';
import type { PageFacts } from './sources.repository';

// The edits that fix an audit finding on a hosted site, computed from the page's facts (its H1,
// path and the site's business, vertical and place): docs/seo-opportunities.md#steps.

export interface HostedSiteFacts {
  /** The site's public base URL as the crawl saw it ({PUBLIC_URL}/s/{slug}/ or its domain). */
  baseUrl: string;
  business: string;
  /** The vertical's name ('Roofing'). */
  vertical: string;
  city: string | null;
  state: string | null;
  phone: string | null;
}

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** The site path of a crawled URL ('/roof-repair/'), or null when it is not under the site. */
export function sitePath(baseUrl: string, url: string): string | null {
  let base: URL;
  let u: URL;
  try {
    base = new URL(baseUrl);
    u = new URL(url);
  } catch {
    return null;
  }
  if (base.host !== u.host) return null;
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  if (!`${u.pathname}/`.startsWith(prefix) && u.pathname !== prefix) return null;
  const rest = u.pathname.slice(prefix.length);
  return `/${rest}`;
}

const words = (slug: string) =>
  slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

function h1Of(page: PageFacts | undefined): string | null {
  const data = page?.data ?? {};
  const h1 = (data.h1 ?? (data.headings as { h1?: unknown } | undefined)?.h1) as unknown;
  const first = Array.isArray(h1) ? h1[0] : typeof h1 === 'string' ? h1 : null;
  return typeof first === 'string' && first.trim() ? first.trim().replace(/\s+/g, ' ') : null;
}

/** The page's subject: its H1, else its path in words, else (home) the vertical. */
export function subjectOf(path: string, page: PageFacts | undefined, site: HostedSiteFacts): string {
  const h1 = h1Of(page);
  if (h1) return h1;
  const last = path.split('/').filter(Boolean).at(-1);
  return last ? words(last) : site.vertical;
}

const placeOf = (site: HostedSiteFacts) =>
  site.city ? (site.state ? `${site.city}, ${site.state}` : site.city) : null;

/** Joins parts left to right while the text stays within `max` (the first part always). */
function fit(parts: string[], max: number): string {
  let out = parts[0]!;
  for (const p of parts.slice(1)) if ((out + p).length <= max) out += p;
  return out.length > max ? `${out.slice(0, max - 1).trimEnd()}…` : out;
}

/** "{Service} in {City}, {ST} | {Business}" within TITLE_MAX (the place when the H1 lacks one). */
export function composeTitle(path: string, page: PageFacts | undefined, site: HostedSiteFacts): string {
  const subject = subjectOf(path, page, site);
  const place = placeOf(site);
  const hasPlace = site.city ? subject.toLowerCase().includes(site.city.toLowerCase()) : true;
  const parts = [subject];
  if (!hasPlace && place) parts.push(` in ${place}`);
  parts.push(` | ${site.business}`);
  return fit(parts, TITLE_MAX);
}

/** A description from the facts: the subject, the place, the business and how to reach it. */
export function composeDescription(path: string, page: PageFacts | undefined, site: HostedSiteFacts): string {
  const subject = subjectOf(path, page, site);
  const place = placeOf(site);
  const hasPlace = site.city ? subject.toLowerCase().includes(site.city.toLowerCase()) : true;
  const lead = !hasPlace && place ? `${subject} in ${place}` : subject;
  return fit(
    [
      `${lead} from ${site.business}.`,
      place ? ` Serving ${site.city} and nearby areas.` : '',
      site.phone ? ` Call ${site.phone} or request a quote online.` : ' Request a quote online.',
    ],
    DESCRIPTION_MAX,
  );
}

/** FAQs answered from the site's facts only (who serves where, how to reach them). */
function faqsFor(path: string, page: PageFacts | undefined, site: HostedSiteFacts) {
  const subject = subjectOf(path, page, site);
  const faqs = [
    {
      question: `Who provides ${subject.toLowerCase()}${site.city && !subject.includes(site.city) ? ` in ${site.city}` : ''}?`,
      answer: `${site.business} provides ${subject.toLowerCase()}${placeOf(site) ? ` in ${placeOf(site)} and nearby areas` : ''}.`,
    },
  ];
  faqs.push({
    question: `How do I get a quote from ${site.business}?`,
    answer: site.phone
      ? `Call ${site.phone} or send the form on this page; ${site.business} answers with a quote.`
      : `Send the form on this page; ${site.business} answers with a quote.`,
  });
  return faqs;
}

/**
 * The edits of one finding kind on a hosted site: one per affected page (internal links: one on the
 * home page linking every affected page). Pages outside the site are left out.
 */
export function editsFor(
  kind: SiteEditKind,
  urls: string[],
  pages: Map<string, PageFacts>,
  site: HostedSiteFacts,
): SiteEdit[] {
  const targets = urls
    .map((url) => ({ url, path: sitePath(site.baseUrl, url) }))
    .filter((t): t is { url: string; path: string } => t.path !== null);
  switch (kind) {
    case 'set-title':
      return targets.map((t) => ({
        kind,
        path: t.path,
        title: composeTitle(t.path, pages.get(t.url), site),
      }));
    case 'set-description':
      return targets.map((t) => ({
        kind,
        path: t.path,
        description: composeDescription(t.path, pages.get(t.url), site),
      }));
    case 'add-internal-links': {
      const links = targets
        .filter((t) => t.path !== '/')
        .slice(0, 30)
        .map((t) => ({ path: t.path, text: subjectOf(t.path, pages.get(t.url), site) }));
      return links.length ? [{ kind, path: '/', links }] : [];
    }
    case 'add-faq':
      return targets.map((t) => ({ kind, path: t.path, faqs: faqsFor(t.path, pages.get(t.url), site) }));
    case 'fill-image-alts':
      return targets.map((t) => ({ kind, path: t.path }));
    case 'refresh-content':
      return targets.map((t) => ({ kind, path: t.path, minWords: 400 }));
    default:
      return [];
  }
}

/** A step's title for a group of edits. */
export function editStepTitle(kind: SiteEditKind, n: number): string {
  const p = n === 1 ? '1 page' : `${n} pages`;
  switch (kind) {
    case 'set-title':
      return `Write new titles for ${p}`;
    case 'set-description':
      return `Write new meta descriptions for ${p}`;
    case 'add-internal-links':
      return 'Link the pages from the home page';
    case 'add-faq':
      return `Add FAQs with FAQPage markup to ${p}`;
    case 'fill-image-alts':
      return `Fill the missing image alt texts on ${p}`;
    case 'refresh-content':
      return `Rewrite the content of ${p}`;
    case 'add-location-page':
      return 'Add a page for the place';
    case 'add-page':
      return n === 1 ? 'Add a new page' : `Add ${n} new pages`;
  }
}

/** What the edits will change, for the step's detail. */
export function describeEdits(edits: SiteEdit[]): string {
  return edits
    .slice(0, 12)
    .map((e) => {
      if (e.kind === 'set-title') return `${e.path}: "${e.title}"`;
      if (e.kind === 'set-description') return `${e.path}: "${e.description}"`;
      if (e.kind === 'add-internal-links')
        return `${e.path}: links to ${e.links.map((l) => l.path).join(', ')}`;
      if (e.kind === 'add-location-page') return `place ${e.placeId}`;
      return e.path;
    })
    .concat(edits.length > 12 ? [`and ${edits.length - 12} more`] : [])
    .join('\n');
}
