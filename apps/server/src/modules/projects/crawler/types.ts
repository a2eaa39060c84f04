// The crawler's interface (docs/crawler.md). The crawler is pure of the database: it fetches and
// parses pages and reports them; the projects service stores them and runs the audit.

export interface CrawlLimits {
  /** Pages fetched at most (HTML and not), default 500, at most 10,000. */
  maxPages: number;
  /** Link depth from the start URL, default 10. */
  maxDepth: number;
  /** Requests a second to the host, default 10 (hosted sites: no limit but concurrency). */
  requestsPerSecond: number;
  /** Requests in flight at once, default 4. */
  concurrency: number;
  /** Per request, default 15,000 ms. */
  timeoutMs: number;
  /** Bytes read of a body at most, default 5 MB (the rest is not read; the page is flagged). */
  maxBytes: number;
  /** Redirects followed per URL, default 10. */
  maxRedirects: number;
}

/** One HTTP answer as the crawler sees it (the fetcher followed no redirect). */
export interface FetchedResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body was cut at maxBytes. */
  truncated: boolean;
  ms: number;
  /** Why there is no answer when status is 0 (timeout, refused, DNS...). */
  error?: string;
}

/**
 * How the crawler reaches a URL. The network fetcher (SSRF-guarded, docs/crawler.md#addresses) is
 * the default; a hosted site may be crawled in process through the site host.
 */
export type Fetcher = (
  url: string,
  opts: { timeoutMs: number; maxBytes: number; signal?: AbortSignal; method?: 'GET' | 'HEAD' },
) => Promise<FetchedResponse>;

export interface PageLink {
  /** Absolute URL, fragment removed. */
  url: string;
  text: string;
  internal: boolean;
  nofollow: boolean;
}

/** A fetched (or failed) page, parsed. What crawl_pages stores. */
export interface CrawledPage {
  url: string;
  /** 0 when the request failed (error says why) or was refused. */
  statusCode: number;
  depth: number;
  /** Redirects followed to reach `url` from the URL that was linked: [{ url, status }]. */
  redirects: { url: string; status: number }[];
  /** The URL as linked, when it redirected. */
  requestedUrl: string;
  contentType: string | null;
  bytes: number;
  loadMs: number;
  title: string | null;
  description: string | null;
  h1: string[];
  h2: string[];
  /** Heading levels in document order (1-6), to check skipped levels. */
  headingLevels: number[];
  canonical: string | null;
  /** meta robots / X-Robots-Tag noindex. */
  noindex: boolean;
  /** Visible text, whitespace-collapsed, first 20,000 characters (near-duplicates, quick rank). */
  text: string;
  wordCount: number;
  lang: string | null;
  links: PageLink[];
  images: { src: string; alt: string | null }[];
  /** JSON-LD blocks: parsed value, or the parse error. */
  jsonLd: { type: string[]; valid: boolean; error?: string; value?: unknown }[];
  hreflang: { lang: string; url: string }[];
  /** http: subresources on an https page. */
  mixedContent: string[];
  /** Scripts, stylesheets and images linked (for page weight). */
  resources: string[];
  /** The body was cut at maxBytes (the parse covers the part read). */
  truncated?: boolean;
  error?: string;
}

export interface CrawlProgress {
  crawled: number;
  queued: number;
  /** The last URL fetched. */
  url: string;
}

export interface CrawlFacts {
  /** robots.txt as found: 'found' | 'none' | 'error', and the rules for our user agent. */
  robots: { status: 'found' | 'none' | 'error'; disallowed: string[]; crawlDelayS: number | null };
  /** Sitemap URLs read and how many page URLs they listed. */
  sitemaps: { url: string; urls: number; error?: string }[];
  /** URLs skipped by robots.txt. */
  blockedByRobots: string[];
  /** Page URLs the sitemaps listed on the crawled site (orphans are found among them). */
  sitemapUrls: string[];
  /**
   * Every crawled URL that redirected: requested URL -> final URL, hops and the final status (the
   * final page is stored once, under its own URL, even when several URLs redirect to it).
   */
  redirected: Record<string, { finalUrl: string; hops: { url: string; status: number }[]; status: number }>;
  /** Links to other hosts (checked once each with HEAD/GET, not crawled): url -> status (0 failed). */
  external: Record<string, number>;
  /** Stopped at maxPages with URLs still queued. */
  truncated: boolean;
}

export interface CrawlRunOptions {
  startUrl: string;
  limits: CrawlLimits;
  fetcher: Fetcher;
  /**
   * A URL prefix the crawl stays under, e.g. a hosted site at `{platform}/s/{slug}/`: same-origin
   * URLs outside it belong to other sites (checked as external links, never crawled), and the
   * sitemap read is `{scope}sitemap.xml` rather than the origin's. Default: the whole origin.
   */
  scope?: string;
  /** Check external links (default true; a bench may turn it off). */
  checkExternal?: boolean;
  signal?: AbortSignal;
  onPage?: (page: CrawledPage) => void | Promise<void>;
  onProgress?: (p: CrawlProgress) => void;
}

export interface CrawlResult {
  pages: CrawledPage[];
  facts: CrawlFacts;
}

/** User agent the crawler sends and matches in robots.txt. */
export const CRAWLER_USER_AGENT = 'SDPBot/1.0 (+https://github.com/seo-domination-platform)';
