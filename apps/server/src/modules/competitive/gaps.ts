import type { CompetitiveGap, CompetitiveGapKind, CompetitiveMedian } from '@sdp/shared';
import type { PageFacts } from './page-facts';
import { tokens } from './terms';

// The gaps between the project's page and its competitors, and "what to add first"
// (docs/competitive.md#gaps and #ranking). Pure: pages in, gaps out.

/** How much a kind of gap weighs on ranking (0-1) and how much work its fix is (1-5). */
export const GAP_RULES: Record<CompetitiveGapKind, { weight: number; effort: number }> = {
  'content-length': { weight: 1, effort: 4 },
  keywords: { weight: 1, effort: 2 },
  headings: { weight: 0.8, effort: 2 },
  schema: { weight: 0.6, effort: 1 },
  'internal-links': { weight: 0.6, effort: 2 },
  speed: { weight: 0.5, effort: 4 },
  'page-weight': { weight: 0.4, effort: 3 },
};

/** Your value below this share of the median is a gap (words, internal links). */
export const SHORT_RATIO = 0.8;
/** Your value above this multiple of the median is a gap (bytes, load time). */
export const HEAVY_RATIO = 1.25;
/** A slower page counts only when it is at least this much slower than the median. */
export const SLOWER_MS = 200;
/** Terms listed at most per headings or keywords gap. */
const MAX_ITEMS = 10;
/** A competitor's terms that count as "shared" are among its this-many most frequent. */
const SHARED_TOP = 50;
/** ... and used at least this often on it (a word said once or twice is no topic). */
const SHARED_MIN_COUNT = 3;

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function medians(pages: PageFacts[]): CompetitiveMedian {
  const m = (f: (p: PageFacts) => number) => median(pages.map(f));
  return {
    wordCount: m((p) => p.wordCount),
    h2: m((p) => p.headingCounts.h2 ?? 0),
    h3: m((p) => p.headingCounts.h3 ?? 0),
    schemaTypes: m((p) => p.schemaTypes.length),
    internalLinks: m((p) => p.internalLinks),
    bytes: m((p) => p.bytes),
    loadMs: m((p) => p.loadMs),
  };
}

/** Competitors needed for a term or schema type to count as something "they do": half, at least 2 when there are 2+. */
export function quorum(n: number): number {
  return n >= 2 ? Math.max(2, Math.ceil(n / 2)) : 1;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

function gap(
  kind: CompetitiveGapKind,
  g: Omit<CompetitiveGap, 'kind' | 'impact' | 'effort' | 'score'>,
  share: number,
  magnitude: number,
): CompetitiveGap {
  const { weight, effort } = GAP_RULES[kind];
  const impact = round3(Math.max(0, Math.min(1, share)) * Math.max(0, Math.min(1, magnitude)) * weight);
  return { ...g, kind, impact, effort, score: Math.round((100 * impact) / effort) };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Gaps of a measure where less is worse (words, internal links). */
function shortOf(
  kind: 'content-length' | 'internal-links',
  own: PageFacts,
  pages: PageFacts[],
  pick: (p: PageFacts) => number,
  noun: string,
  action: (missing: number) => string,
): CompetitiveGap | null {
  const med = median(pages.map(pick));
  const yours = pick(own);
  if (med === null || med <= 0 || yours >= SHORT_RATIO * med) return null;
  const withMore = pages.filter((p) => pick(p) > yours).length;
  return gap(
    kind,
    {
      id: kind,
      title: `Competitors' median is ${fmt(med)} ${noun}; your page has ${fmt(yours)}`,
      action: action(Math.round(med - yours)),
      yours,
      competitors: med,
      unit: noun,
      items: [],
      evidence: {
        competitorsWith: withMore,
        competitorsTotal: pages.length,
        values: pages.map((p) => ({ url: p.url, value: pick(p) })),
      },
    },
    withMore / pages.length,
    (med - yours) / med,
  );
}

/** Gaps of a measure where more is worse (bytes, load time). */
function heavyOf(
  kind: 'page-weight' | 'speed',
  own: PageFacts,
  pages: PageFacts[],
  pick: (p: PageFacts) => number,
  unit: string,
  minDiff: number,
  title: (yours: number, med: number) => string,
  action: string,
): CompetitiveGap | null {
  const med = median(pages.map(pick));
  const yours = pick(own);
  if (med === null || yours <= 0 || yours <= HEAVY_RATIO * med || yours - med < minDiff) return null;
  const lighter = pages.filter((p) => pick(p) < yours).length;
  return gap(
    kind,
    {
      id: kind,
      title: title(yours, med),
      action,
      yours,
      competitors: med,
      unit,
      items: [],
      evidence: {
        competitorsWith: lighter,
        competitorsTotal: pages.length,
        values: pages.map((p) => ({ url: p.url, value: pick(p) })),
      },
    },
    lighter / pages.length,
    (yours - med) / yours,
  );
}

function schemaGaps(own: PageFacts, pages: PageFacts[]): CompetitiveGap[] {
  const need = quorum(pages.length);
  const counts = new Map<string, number>();
  for (const p of pages) for (const t of new Set(p.schemaTypes)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const mine = new Set(own.schemaTypes);
  return [...counts.entries()]
    .filter(([t, n]) => n >= need && !mine.has(t))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([type, n]) =>
      gap(
        'schema',
        {
          id: `schema:${type}`,
          title: `${n} of ${pages.length} competitors have ${type} schema; your page has none`,
          action: `Add ${type} structured data (JSON-LD) to the page.`,
          yours: own.schemaTypes.join(', ') || null,
          competitors: type,
          unit: null,
          items: [type],
          evidence: {
            competitorsWith: n,
            competitorsTotal: pages.length,
            values: pages.map((p) => ({ url: p.url, value: p.schemaTypes.join(', ') || null })),
          },
        },
        n / pages.length,
        1,
      ),
    );
}

/** Terms most competitors share (by how many competitors), missing from `has`. */
function sharedMissing(
  perPage: Set<string>[],
  has: (term: string) => boolean,
): { term: string; count: number }[] {
  const need = quorum(perPage.length);
  const counts = new Map<string, number>();
  for (const set of perPage) for (const t of set) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([t, n]) => n >= need && !has(t))
    .map(([term, count]) => ({ term, count }))
    .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1));
}

function headingGap(own: PageFacts, pages: PageFacts[]): CompetitiveGap | null {
  const topicsOf = (p: PageFacts) => new Set(tokens([...p.headings.h2, ...p.headings.h3].join(' ')));
  const mine = new Set(tokens([...own.headings.h1, ...own.headings.h2, ...own.headings.h3].join(' ')));
  const perPage = pages.map(topicsOf);
  const missing = sharedMissing(perPage, (t) => mine.has(t)).slice(0, MAX_ITEMS);
  if (!missing.length) return null;
  const items = missing.map((m) => m.term);
  const share = missing.reduce((s, m) => s + m.count, 0) / missing.length / pages.length;
  return gap(
    'headings',
    {
      id: 'headings',
      title: `Competitors' H2/H3 headings cover ${items.length} topic${items.length === 1 ? '' : 's'} yours do not`,
      action: `Add sections (H2/H3) about: ${items.join(', ')}.`,
      yours: own.headingCounts.h2 ?? 0,
      competitors: median(pages.map((p) => p.headingCounts.h2 ?? 0)),
      unit: 'H2 headings',
      items,
      evidence: {
        competitorsWith: pages.filter((_, i) => items.some((t) => perPage[i]!.has(t))).length,
        competitorsTotal: pages.length,
        values: pages.map((p, i) => ({
          url: p.url,
          value: items.filter((t) => perPage[i]!.has(t)).join(', ') || null,
        })),
      },
    },
    share,
    items.length / 5,
  );
}

function keywordGap(own: PageFacts, pages: PageFacts[], keywords: string[]): CompetitiveGap | null {
  if (!own.hasText) return null; // a crawl row keeps no text: coverage unknown
  const mine = new Set(own.terms.map((t) => t.term));
  const allTerms = pages.map((p) => new Set(p.terms.map((t) => t.term)));
  const missingKeywords = keywords.filter((k) => {
    const ts = tokens(k);
    return ts.length > 0 && !ts.every((t) => mine.has(t));
  });
  const kwUsers = (k: string) => allTerms.filter((set) => tokens(k).every((t) => set.has(t))).length;
  const topTerms = pages.map(
    (p) =>
      new Set(
        p.terms
          .slice(0, SHARED_TOP)
          .filter((t) => t.count >= SHARED_MIN_COUNT)
          .map((t) => t.term),
      ),
  );
  const shared = sharedMissing(topTerms, (t) => mine.has(t)).slice(0, MAX_ITEMS);
  const items = [...missingKeywords.map((k) => `"${k}"`), ...shared.map((s) => s.term)].slice(0, MAX_ITEMS);
  if (!items.length) return null;
  const shares = [
    ...missingKeywords.map((k) => kwUsers(k) / pages.length),
    ...shared.map((s) => s.count / pages.length),
  ].slice(0, MAX_ITEMS);
  const share = shares.reduce((a, b) => a + b, 0) / shares.length;
  const words = [...missingKeywords.flatMap(tokens), ...shared.map((s) => s.term)];
  const title = missingKeywords.length
    ? `Your page does not use ${missingKeywords.length} of your ${keywords.length} keywords`
    : `${shared.length} terms most competitors use are missing from your page`;
  return gap(
    'keywords',
    {
      id: 'keywords',
      title,
      action: `Work these into the copy, headings or title: ${items.join(', ')}.`,
      yours: own.terms.length,
      competitors: median(pages.map((p) => p.terms.length)),
      unit: 'distinct terms',
      items,
      evidence: {
        competitorsWith: allTerms.filter((set) => words.some((t) => set.has(t))).length,
        competitorsTotal: pages.length,
        values: pages.map((p, i) => ({
          url: p.url,
          value: words.filter((t) => allTerms[i]!.has(t)).length,
        })),
      },
    },
    share,
    items.length / 5,
  );
}

/** Pages usable for comparison: answered 2xx with some content. */
export function comparable(pages: PageFacts[]): PageFacts[] {
  return pages.filter((p) => p.statusCode !== null && p.statusCode >= 200 && p.statusCode < 300 && !p.error);
}

/** Every gap of the project's page against its (comparable) competitors. */
export function computeGaps(
  own: PageFacts | null,
  competitors: PageFacts[],
  keywords: string[],
): CompetitiveGap[] {
  const pages = comparable(competitors);
  if (!own || !pages.length) return [];
  const out: (CompetitiveGap | null)[] = [
    shortOf(
      'content-length',
      own,
      pages,
      (p) => p.wordCount,
      'words',
      (n) => `Add about ${fmt(n)} words of useful content (answer the questions the competitors answer).`,
    ),
    headingGap(own, pages),
    keywordGap(own, pages, keywords),
    ...schemaGaps(own, pages),
    shortOf(
      'internal-links',
      own,
      pages,
      (p) => p.internalLinks,
      'internal links',
      (n) => `Link about ${fmt(n)} more of your own pages from this one (services, areas, FAQ).`,
    ),
    heavyOf(
      'page-weight',
      own,
      pages,
      (p) => p.bytes,
      'bytes',
      0,
      (y, m) => `Your page weighs ${fmt(y / 1024)} KB; competitors' median is ${fmt(m / 1024)} KB`,
      'Trim the HTML: inline scripts and styles, unused markup, embedded images.',
    ),
    heavyOf(
      'speed',
      own,
      pages,
      (p) => p.loadMs,
      'ms',
      SLOWER_MS,
      (y, m) => `Your page took ${fmt(y)} ms to load; competitors' median is ${fmt(m)} ms`,
      'Speed up the server response: caching, a CDN, lighter pages.',
    ),
  ];
  return out.filter((g): g is CompetitiveGap => g !== null);
}

/** "What to add first": highest score first; ties by impact, then the kind's order. */
export function rankActions(gaps: CompetitiveGap[]): CompetitiveGap[] {
  return [...gaps].sort((a, b) => b.score - a.score || b.impact - a.impact || a.effort - b.effort);
}
