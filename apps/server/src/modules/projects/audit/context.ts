import type { CrawledPage } from '../crawler/types';
import type { AuditFinding, AuditInput } from './types';

// What every check reads, computed once (docs/audit.md#terms): the site's pages, which are
// indexable, each linked URL's outcome (through redirects), who links to whom, click depth.

export interface AuditContext {
  input: AuditInput;
  origin: string;
  /** Fetched pages on the crawled origin, one per URL. */
  sitePages: CrawledPage[];
  byUrl: Map<string, CrawledPage>;
  /** HTML pages that answered 200. */
  htmlPages: CrawledPage[];
  /** 200 HTML pages without noindex whose canonical is absent or themselves. */
  indexable: CrawledPage[];
  isIndexable: (p: CrawledPage) => boolean;
  /** Linked URL -> the site pages linking to it (distinct, in crawl order). */
  linkers: Map<string, string[]>;
  /** Final URL of a URL after the redirects the crawl saw (itself when it did not redirect). */
  finalOf: (url: string) => string;
  /** Outcome of a URL as crawled: its final status and error, or null when not fetched. */
  outcome: (url: string) => { status: number; error?: string } | null;
  /** Distinct site pages linking to each page (through redirects), self links excluded. */
  inlinks: Map<string, number>;
  /** Clicks from the start page along internal links (unreachable pages absent). */
  clickDepth: Map<string, number>;
}

export const isHtmlPage = (p: CrawledPage) =>
  p.statusCode === 200 && /\b(text\/html|application\/xhtml\+xml)\b/i.test(p.contentType ?? 'text/html');

export function buildContext(input: AuditInput): AuditContext {
  const redirected = input.facts.redirected ?? {};
  // The site is where the start URL lands (it may redirect to https or the www. variant).
  const origin = new URL(redirected[input.startUrl]?.finalUrl ?? input.startUrl).origin;
  const byUrl = new Map<string, CrawledPage>();
  for (const p of input.pages) {
    if (!byUrl.has(p.url) && new URL(p.url).origin === origin) byUrl.set(p.url, p);
  }
  const sitePages = [...byUrl.values()];
  const htmlPages = sitePages.filter(isHtmlPage);
  const isIndexable = (p: CrawledPage) =>
    isHtmlPage(p) && !p.noindex && (p.canonical === null || p.canonical === p.url);
  const indexable = htmlPages.filter(isIndexable);
  const finalOf = (url: string) => redirected[url]?.finalUrl ?? url;
  const outcome = (url: string) => {
    const r = redirected[url];
    if (r) {
      const target = r.status !== 0 ? byUrl.get(r.finalUrl) : undefined;
      if (target) return { status: target.statusCode, error: target.error };
      return { status: r.status, error: r.status === 0 ? byUrl.get(url)?.error : undefined };
    }
    const p = byUrl.get(url);
    return p ? { status: p.statusCode, error: p.error } : null;
  };

  const linkers = new Map<string, string[]>();
  const inlinkSets = new Map<string, Set<string>>();
  const adjacency = new Map<string, string[]>();
  for (const p of htmlPages) {
    const out: string[] = [];
    for (const l of p.links) {
      const list = listOf(linkers, l.url);
      if (list[list.length - 1] !== p.url && !list.includes(p.url)) list.push(p.url);
      if (!l.internal) continue;
      const target = finalOf(l.url);
      if (target === p.url) continue;
      out.push(target);
      const s = inlinkSets.get(target) ?? new Set<string>();
      inlinkSets.set(target, s);
      s.add(p.url);
    }
    adjacency.set(p.url, out);
  }
  const inlinks = new Map<string, number>();
  for (const p of sitePages) inlinks.set(p.url, inlinkSets.get(p.url)?.size ?? 0);

  const clickDepth = new Map<string, number>();
  const root = finalOf(input.startUrl);
  clickDepth.set(root, 0);
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    const u = queue[i]!;
    const d = clickDepth.get(u)!;
    for (const t of adjacency.get(u) ?? []) {
      if (clickDepth.has(t)) continue;
      clickDepth.set(t, d + 1);
      queue.push(t);
    }
  }

  return {
    input,
    origin,
    sitePages,
    byUrl,
    htmlPages,
    indexable,
    isIndexable,
    linkers,
    finalOf,
    outcome,
    inlinks,
    clickDepth,
  };
}

export type Check = (ctx: AuditContext) => AuditFinding[];

/** At most n items of a list (details stay small). */
export const firstN = <T>(xs: T[], n = 20) => xs.slice(0, n);

/** The list under `key`, created empty on first use. */
export function listOf<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}
