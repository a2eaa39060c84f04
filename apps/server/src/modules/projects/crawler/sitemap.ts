import { gunzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import type { CrawlFacts } from './types';
import { normalizeUrl } from './url';

// Sitemaps (docs/crawler.md#sitemaps): <urlset> lists pages, <sitemapindex> lists sitemaps. Read
// from robots.txt's Sitemap lines and /sitemap.xml, an index followed two levels deep, at most
// MAX_SITEMAP_FILES files and maxUrls page URLs in all. A gzip body (.xml.gz) is unpacked.

export const MAX_SITEMAP_FILES = 50;
export const MAX_SITEMAP_DEPTH = 2;

/** The <loc> values of a sitemap document, split into pages (urlset) and sitemaps (index). */
export function parseSitemap(xml: string): { pages: string[]; sitemaps: string[] } {
  const pages: string[] = [];
  const sitemaps: string[] = [];
  let parent: 'url' | 'sitemap' | null = null;
  let loc: string | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        const n = name.toLowerCase().replace(/^.*:/, '');
        if (n === 'url' || n === 'sitemap') parent = n;
        else if (n === 'loc' && parent) loc = '';
      },
      ontext(t) {
        if (loc !== null) loc += t;
      },
      onclosetag(name) {
        const n = name.toLowerCase().replace(/^.*:/, '');
        if (n === 'loc' && loc !== null && parent) {
          const v = loc.trim();
          if (v) (parent === 'url' ? pages : sitemaps).push(v);
          loc = null;
        } else if (n === 'url' || n === 'sitemap') parent = null;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return { pages, sitemaps };
}

function bodyText(body: Buffer, maxBytes: number): string {
  if (body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b) {
    try {
      return gunzipSync(body, { maxOutputLength: maxBytes }).toString('utf8');
    } catch {
      return '';
    }
  }
  return body.toString('utf8');
}

export interface SitemapRead {
  facts: CrawlFacts['sitemaps'];
  /** Page URLs (normalised, same origin as `origin`), in order, de-duplicated. */
  urls: string[];
}

/**
 * Reads the sitemaps at `seeds` (and the indexes they name). `get` fetches one URL (redirects
 * followed, robots respected by the caller). Only URLs on `origin` are kept.
 */
export async function readSitemaps(
  seeds: string[],
  origin: string,
  get: (url: string) => Promise<{ status: number; body: Buffer; error?: string } | null>,
  opts: { maxUrls: number; maxBytes: number; signal?: AbortSignal },
): Promise<SitemapRead> {
  const facts: CrawlFacts['sitemaps'] = [];
  const urls: string[] = [];
  const seenUrls = new Set<string>();
  const seenFiles = new Set<string>();
  let level: string[] = seeds;
  for (let depth = 0; depth <= MAX_SITEMAP_DEPTH && level.length; depth++) {
    const next: string[] = [];
    for (const raw of level) {
      if (opts.signal?.aborted || seenFiles.size >= MAX_SITEMAP_FILES || urls.length >= opts.maxUrls) break;
      const url = normalizeUrl(raw);
      if (!url || seenFiles.has(url)) continue;
      seenFiles.add(url);
      const res = await get(url);
      if (!res) continue; // not allowed (robots) or not on the site
      if (res.status !== 200) {
        facts.push({ url, urls: 0, error: res.error ?? `HTTP ${res.status}` });
        continue;
      }
      const doc = parseSitemap(bodyText(res.body, opts.maxBytes));
      let count = 0;
      for (const p of doc.pages) {
        const u = normalizeUrl(p);
        if (!u || new URL(u).origin !== origin) continue;
        count++;
        if (!seenUrls.has(u) && urls.length < opts.maxUrls) {
          seenUrls.add(u);
          urls.push(u);
        }
      }
      next.push(...doc.sitemaps);
      facts.push(
        doc.pages.length === 0 && doc.sitemaps.length === 0
          ? { url, urls: 0, error: 'no <url> or <sitemap> entries' }
          : { url, urls: count },
      );
    }
    level = next;
  }
  return { facts, urls };
}
