import type { CitySize, PageType, TitlePatternId } from '@sdp/shared';

// The pure readings the patterns rest on (docs/serp-patterns.md): what a result's title shows, what
// kind of page a result is, and the population band of a place.

/** Directory and aggregator domains (a result on one of them, or a subdomain, is a 'directory' page). */
export const DIRECTORY_DOMAINS = [
  'yelp.com',
  'angi.com',
  'angieslist.com',
  'homeadvisor.com',
  'thumbtack.com',
  'houzz.com',
  'porch.com',
  'bbb.org',
  'yellowpages.com',
  'superpages.com',
  'manta.com',
  'mapquest.com',
  'nextdoor.com',
  'facebook.com',
  'expertise.com',
  'threebestrated.com',
  'bark.com',
  'networx.com',
  'buildzoom.com',
  'chamberofcommerce.com',
  'birdeye.com',
  'healthgrades.com',
  'zocdoc.com',
  'vitals.com',
  'avvo.com',
  'findlaw.com',
  'justia.com',
  'lawyers.com',
  'martindale.com',
  'superlawyers.com',
  'tripadvisor.com',
  'reddit.com',
] as const;

/** Words of a keyword that name no service (a place aside). */
const NOT_SERVICE = new Set([
  'near',
  'me',
  'in',
  'the',
  'a',
  'an',
  'for',
  'of',
  'and',
  'best',
  'top',
  'cheap',
  'local',
  'my',
]);

/** Lower-case words of letters and digits (anything else separates). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export const bareDomain = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');

const hasPhrase = (haystack: string[], phrase: string[]) => {
  if (phrase.length === 0) return false;
  return ` ${haystack.join(' ')} `.includes(` ${phrase.join(' ')} `);
};

/** Same word, or both at least 4 letters long with the same first 4 (roofer / roofing). */
const sameStem = (a: string, b: string) =>
  a === b || (a.length >= 4 && b.length >= 4 && a.slice(0, 4) === b.slice(0, 4));

/** The keyword's service words: without the city, a state code, "near me" and filler words. */
export function serviceTerms(keyword: string, city: string | null, state: string | null): string[] {
  const cityWords = new Set(city ? words(city) : []);
  const st = state?.toLowerCase() ?? null;
  return words(keyword).filter((w) => !cityWords.has(w) && w !== st && !NOT_SERVICE.has(w));
}

const SEPARATORS = ['|', ' - ', ' – ', ' — ', ' · ', ': '];
const YEAR = /\b(?:19|20)\d{2}\b/;

/** Title patterns a title shows, for a keyword of a city (docs/serp-patterns.md#title-patterns). */
export function titleTraits(
  title: string,
  ctx: { city: string | null; service: string[] },
): Set<TitlePatternId> {
  const out = new Set<TitlePatternId>();
  const w = words(title);
  if (ctx.city && hasPhrase(w, words(ctx.city))) out.add('city');
  if (w[0] && ctx.service.some((s) => sameStem(w[0]!, s))) out.add('service-first');
  if (SEPARATORS.some((s) => title.includes(s))) out.add('separator');
  if (/\d/.test(title)) out.add('number');
  if (hasPhrase(w, ['near', 'me'])) out.add('near-me');
  if (YEAR.test(title)) out.add('year');
  const length = title.trim().length;
  out.add(length < 40 ? 'length-short' : length <= 60 ? 'length-medium' : 'length-long');
  return out;
}

export function isDirectory(domain: string): boolean {
  const d = bareDomain(domain);
  return DIRECTORY_DOMAINS.some((x) => d === x || d.endsWith(`.${x}`));
}

/**
 * Directory (by domain), else home page (no path), service page (one path segment) or deeper page.
 * `hosted`: the URL is a site this platform hosts at /s/{slug}/, whose first two segments are its root.
 */
export function pageTypeOf(url: string, domain: string, hosted = false): PageType {
  if (isDirectory(domain)) return 'directory';
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return 'inner';
  }
  const segments = path.split('/').filter((s) => s && !/^index\.(?:html?|php)$/.test(s));
  const depth = hosted && segments[0] === 's' ? Math.max(0, segments.length - 2) : segments.length;
  return depth === 0 ? 'home' : depth === 1 ? 'inner' : 'deep';
}

/** Population bands: under 50k, 50k-250k, 250k-1M, over 1M. */
export function citySizeOf(population: number | null | undefined): CitySize | 'unknown' {
  if (population === null || population === undefined || !Number.isFinite(population) || population <= 0)
    return 'unknown';
  if (population < 50_000) return 'small';
  if (population < 250_000) return 'medium';
  if (population < 1_000_000) return 'large';
  return 'metro';
}
