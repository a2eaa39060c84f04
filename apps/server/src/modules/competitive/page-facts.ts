import type { CompetitivePage } from '@sdp/shared';
import type { CrawledPage } from '../projects/crawler/index';
import { type HeadingTexts, headingTexts } from './headings';
import { termCounts } from './terms';

// The facts compared for one page (docs/competitive.md#facts), from a fetched page or from a
// crawl's stored row, and their stored form (competitor_pages.facts). Pure.

export type Term = { term: string; count: number };

/** What competitor_pages.facts holds. `role: 'own'` marks the project's own page. */
export interface StoredFacts {
  role?: 'own';
  title: string | null;
  description: string | null;
  wordCount: number;
  headingCounts: Record<string, number>;
  headings: { h1: string[]; h2: string[]; h3: string[] };
  schemaTypes: string[];
  internalLinks: number;
  externalLinks: number;
  images: number;
  imagesMissingAlt: number;
  bytes: number;
  loadMs: number;
  terms: Term[];
  hasText: boolean;
}

/** A page as the gap computation reads it. */
export type PageFacts = CompetitivePage & { terms: Term[] };

const TOP_TERMS_SHOWN = 30;

function countLevels(levels: number[]): Record<string, number> {
  const out: Record<string, number> = { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 };
  for (const l of levels) if (l >= 1 && l <= 6) out[`h${l}`] = (out[`h${l}`] ?? 0) + 1;
  return out;
}

const uniq = (xs: string[]) => [...new Set(xs)].sort();

/** The facts of a fetched page; `html` is its body as read (for H3 texts). */
export function factsOfFetched(page: CrawledPage, html: string | null): StoredFacts {
  const texts: HeadingTexts | null = html ? headingTexts(html) : null;
  return {
    title: page.title,
    description: page.description,
    wordCount: page.wordCount,
    headingCounts: countLevels(page.headingLevels),
    headings: {
      h1: texts?.h1 ?? page.h1.slice(0, 30),
      h2: texts?.h2 ?? page.h2.slice(0, 30),
      h3: texts?.h3 ?? [],
    },
    schemaTypes: uniq(page.jsonLd.flatMap((b) => b.type)),
    internalLinks: page.links.filter((l) => l.internal).length,
    externalLinks: page.links.filter((l) => !l.internal).length,
    images: page.images.length,
    imagesMissingAlt: page.images.filter((i) => i.alt === null).length,
    bytes: page.bytes,
    loadMs: Math.round(page.loadMs),
    terms: termCounts(page.text),
    hasText: page.text.length > 0,
  };
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : 0);

/** Stored facts read back (tolerant of missing fields). */
export function readFacts(raw: Record<string, unknown>): StoredFacts {
  const headings = (raw.headings ?? {}) as Record<string, unknown>;
  const counts = (raw.headingCounts ?? {}) as Record<string, unknown>;
  const terms = Array.isArray(raw.terms) ? raw.terms : [];
  return {
    ...(raw.role === 'own' ? { role: 'own' as const } : {}),
    title: typeof raw.title === 'string' ? raw.title : null,
    description: typeof raw.description === 'string' ? raw.description : null,
    wordCount: num(raw.wordCount),
    headingCounts: Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((k) => [k, num(counts[k])])),
    headings: { h1: strings(headings.h1), h2: strings(headings.h2), h3: strings(headings.h3) },
    schemaTypes: strings(raw.schemaTypes),
    internalLinks: num(raw.internalLinks),
    externalLinks: num(raw.externalLinks),
    images: num(raw.images),
    imagesMissingAlt: num(raw.imagesMissingAlt),
    bytes: num(raw.bytes),
    loadMs: num(raw.loadMs),
    terms: terms
      .map((t) => t as { term?: unknown; count?: unknown })
      .filter((t): t is Term => typeof t.term === 'string' && typeof t.count === 'number'),
    hasText: raw.hasText !== false,
  };
}

export interface PageMeta {
  url: string;
  source: CompetitivePage['source'];
  keyword: string | null;
  statusCode: number | null;
  error: string | null;
  fetchedAt: string | null;
}

export function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Stored facts and their row's metadata as one page. */
export function toPageFacts(meta: PageMeta, f: StoredFacts): PageFacts {
  return {
    url: meta.url,
    domain: domainOf(meta.url),
    source: meta.source,
    keyword: meta.keyword,
    statusCode: meta.statusCode,
    error: meta.error,
    fetchedAt: meta.fetchedAt,
    title: f.title,
    description: f.description,
    wordCount: f.wordCount,
    headingCounts: f.headingCounts,
    headings: f.headings,
    schemaTypes: f.schemaTypes,
    internalLinks: f.internalLinks,
    externalLinks: f.externalLinks,
    images: f.images,
    imagesMissingAlt: f.imagesMissingAlt,
    bytes: f.bytes,
    loadMs: f.loadMs,
    topTerms: f.terms.slice(0, TOP_TERMS_SHOWN),
    terms: f.terms,
    hasText: f.hasText,
  };
}

/**
 * A crawl's stored row of the project's page (docs/projects.md#storage keeps no text): facts
 * without terms or H3 texts.
 */
export function factsOfCrawlRow(row: {
  title: string | null;
  description: string | null;
  wordCount: number;
  bytes: number;
  loadMs: number;
  data: Record<string, unknown>;
}): StoredFacts {
  const d = row.data ?? {};
  const links = Array.isArray(d.links) ? (d.links as { internal?: unknown }[]) : [];
  const images = Array.isArray(d.images) ? (d.images as { alt?: unknown }[]) : [];
  const jsonLd = Array.isArray(d.jsonLd) ? (d.jsonLd as { type?: unknown }[]) : [];
  const levels = Array.isArray(d.headingLevels) ? (d.headingLevels as number[]) : [];
  return {
    title: row.title,
    description: row.description,
    wordCount: row.wordCount,
    headingCounts: countLevels(levels),
    headings: { h1: strings(d.h1), h2: strings(d.h2), h3: [] },
    schemaTypes: uniq(jsonLd.flatMap((b) => strings(b.type))),
    internalLinks: links.filter((l) => l.internal !== false).length,
    externalLinks: links.filter((l) => l.internal === false).length,
    images: typeof d.imageCount === 'number' ? d.imageCount : images.length,
    imagesMissingAlt: images.filter((i) => i.alt === null || i.alt === undefined).length,
    bytes: row.bytes,
    loadMs: row.loadMs,
    terms: [],
    hasText: false,
  };
}
