import { getPlaces } from '../../data/places';
import { VERTICAL_BY_SLUG, VERTICALS, type VerticalData } from '../../data/verticals';
import type { CrawlPageRow } from './quick-rank.repository';
import type { ScoredPage } from './scoring';
import { keywordTerms, normalise, phraseAt, prepare, termsFound, words } from './text-match';

// What quick rank knows around a page: the vertical of the keyword (its related keywords from the
// bundled market data, apps/server/src/data/verticals/), the city and state (the hosted site's
// market, the project's location, or a place named in the keyword) and a crawl row read as a page.

/** The vertical whose name or keyword cluster the keyword matches best; null when none does. */
export function verticalOfKeyword(keyword: string): VerticalData | null {
  const kw = prepare(keyword);
  const kwTerms = keywordTerms(keyword);
  let best: { v: VerticalData; score: number } | null = null;
  for (const v of VERTICALS) {
    let score = 0;
    for (const phrase of [v.name, ...v.keywords]) {
      const terms = keywordTerms(phrase);
      if (!terms.length) continue;
      if (phraseAt(kw, phrase) >= 0) score = Math.max(score, 2 + terms.length);
      else {
        const found = termsFound(kw, terms).length;
        // Every word of the phrase, or a keyword of one word naming the phrase's head.
        if (found === terms.length) score = Math.max(score, 1 + found);
        else if (kwTerms.length && found && found / terms.length >= 0.5)
          score = Math.max(score, found / terms.length);
      }
    }
    if (score > 0 && (!best || score > best.score)) best = { v, score };
  }
  return best?.v ?? null;
}

export function verticalBySlug(slug: string | null | undefined): VerticalData | null {
  return slug ? (VERTICAL_BY_SLUG.get(slug) ?? null) : null;
}

/** City and state of a market id `vertical~placeId`. */
export function placeOfMarket(marketId: string | null | undefined): { city: string; state: string } | null {
  const placeId = marketId?.split('~')[1];
  if (!placeId) return null;
  const t = getPlaces();
  const i = t.indexById.get(placeId);
  return i === undefined ? null : { city: t.name[i]!, state: t.state[i]! };
}

let placeNames: Map<string, number[]> | null = null;

/** A place named in the keyword ("roof repair austin tx"): the most populous match of 1-3 words. */
export function placeInKeyword(keyword: string): { city: string; state: string } | null {
  const t = getPlaces();
  if (!placeNames) {
    placeNames = new Map();
    for (let i = 0; i < t.size; i++) {
      const key = normalise(t.name[i]!);
      const list = placeNames.get(key);
      if (list) list.push(i);
      else placeNames.set(key, [i]);
    }
  }
  const w = words(keyword);
  let best: number | null = null;
  for (let n = 3; n >= 1 && best === null; n--) {
    for (let i = 0; i + n <= w.length; i++) {
      const hits = placeNames.get(w.slice(i, i + n).join(' '));
      if (!hits) continue;
      const state = w[i + n]?.toUpperCase();
      const inState = state ? hits.filter((h) => t.state[h] === state) : [];
      for (const h of inState.length ? inState : hits) {
        if (best === null || t.population[h]! > t.population[best]!) best = h;
      }
    }
  }
  return best === null ? null : { city: t.name[best]!, state: t.state[best]! };
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * A crawl's stored row as a page. The crawl keeps the parsed page's remaining fields in `data`
 * (docs/crawler.md); the visible text is kept only when the crawl stored it (null otherwise).
 */
export function pageOfCrawlRow(row: CrawlPageRow): ScoredPage {
  const data = (row.data ?? {}) as Record<string, unknown>;
  const headings = (data.headings ?? {}) as Record<string, unknown>;
  const jsonLdRaw = Array.isArray(data.jsonLd) ? data.jsonLd : Array.isArray(data.schema) ? data.schema : [];
  return {
    url: row.url,
    statusCode: row.statusCode,
    title: row.title,
    description: row.description,
    h1: strings(data.h1).length ? strings(data.h1) : strings(headings.h1),
    text: typeof data.text === 'string' ? data.text : null,
    wordCount: row.wordCount,
    loadMs: row.loadMs,
    bytes: row.bytes,
    jsonLd: jsonLdRaw.map((b) => {
      const x = (b ?? {}) as { type?: unknown; valid?: unknown; error?: unknown };
      return {
        type: strings(x.type),
        valid: x.valid !== false,
        ...(typeof x.error === 'string' ? { error: x.error } : {}),
      };
    }),
  };
}

/** The URL with and without its trailing slash (how a crawl or a rank row may have written it). */
export function urlVariants(url: string): string[] {
  const out = new Set([url]);
  try {
    const u = new URL(url);
    u.hash = '';
    const s = u.toString();
    out.add(s);
    if (u.pathname.endsWith('/') && u.pathname !== '/') out.add(s.replace(/\/(\?|$)/, '$1'));
    else if (!u.pathname.endsWith('/') && !u.search) out.add(`${s}/`);
  } catch {
    // not a URL: itself only
  }
  return [...out];
}

/** Does `url` belong to the site or project starting at `base` (same origin, under its path)? */
export function isUnder(url: string, base: string): boolean {
  try {
    const u = new URL(url);
    const b = new URL(base);
    const host = (h: string) => h.toLowerCase().replace(/^www\./, '');
    if (host(u.host) !== host(b.host)) return false;
    const prefix = b.pathname.endsWith('/') ? b.pathname : `${b.pathname}/`;
    return (
      prefix === '/' ||
      u.pathname === b.pathname ||
      u.pathname.startsWith(prefix) ||
      `${u.pathname}/` === prefix
    );
  } catch {
    return false;
  }
}
