import { Parser } from 'htmlparser2';
import type { Fetcher } from '../projects/crawler/index';

// Fetches a page and its stylesheets for the theme import (docs/themes.md#import-from-a-page),
// within limits: each request through the SSRF-guarded fetcher (a private address is refused at
// every hop, redirects included), at most MAX_REDIRECTS redirects per request, the page up to
// PAGE_MAX_BYTES, at most MAX_SHEETS linked stylesheets of SHEET_MAX_BYTES each, everything within
// TOTAL_MS. @import inside a stylesheet is not followed.

export const LIMITS = {
  PAGE_MAX_BYTES: 1024 * 1024,
  SHEET_MAX_BYTES: 512 * 1024,
  MAX_SHEETS: 8,
  MAX_REDIRECTS: 4,
  REQUEST_MS: 8_000,
  TOTAL_MS: 20_000,
} as const;

export class PageFetchError extends Error {}

async function get(fetcher: Fetcher, url: string, maxBytes: number, deadline: number) {
  let current = url;
  for (let hop = 0; hop <= LIMITS.MAX_REDIRECTS; hop++) {
    const left = deadline - Date.now();
    if (left <= 0) throw new PageFetchError('timed out');
    const res = await fetcher(current, { timeoutMs: Math.min(LIMITS.REQUEST_MS, left), maxBytes });
    if (res.status === 0) throw new PageFetchError(res.error ?? 'no answer');
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location) {
      current = new URL(location, current).toString();
      continue;
    }
    if (res.status >= 400) throw new PageFetchError(`status ${res.status}`);
    return { url: current, body: res.body.toString('utf8'), type: res.headers['content-type'] ?? '' };
  }
  throw new PageFetchError('too many redirects');
}

/**
 * The page's own <style> blocks and the addresses of its <link rel="stylesheet">: one pass of
 * htmlparser2 (a fetched page is hostile input: no backtracking regular expression reads it).
 */
export function stylesOf(html: string, base: string): { inline: string[]; links: string[] } {
  const inline: string[] = [];
  const links: string[] = [];
  let style: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'style') style = '';
        if (name !== 'link') return;
        const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
        const href = attrs.href;
        if (!rel.includes('stylesheet') || !href) return;
        try {
          const u = new URL(href, base);
          if ((u.protocol === 'http:' || u.protocol === 'https:') && !links.includes(u.toString()))
            links.push(u.toString());
        } catch {
          // not an address: skipped
        }
      },
      ontext(text) {
        if (style !== null) style += text;
      },
      onclosetag(name) {
        if (name === 'style' && style !== null) {
          inline.push(style);
          style = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { inline, links };
}

/** The page's stylesheets, inline ones first then linked ones in order (a linked one that fails is skipped). */
export async function fetchPageStyles(fetcher: Fetcher, url: string): Promise<string[]> {
  const deadline = Date.now() + LIMITS.TOTAL_MS;
  const page = await get(fetcher, url, LIMITS.PAGE_MAX_BYTES, deadline);
  if (/text\/css/i.test(page.type)) return [page.body];
  const { inline, links } = stylesOf(page.body, page.url);
  const linked = await Promise.all(
    links.slice(0, LIMITS.MAX_SHEETS).map((href) =>
      get(fetcher, href, LIMITS.SHEET_MAX_BYTES, deadline).then(
        (r) => r.body,
        () => '',
      ),
    ),
  );
  return [...linked, ...inline];
}
