import type { FastifyInstance } from 'fastify';
import { CRAWLER_USER_AGENT, type FetchedResponse, type Fetcher } from './crawler/types';

// Crawling a site this platform hosts (docs/projects.md#hosted-sites): its pages are asked of the
// app itself in process (the same host routes a visitor reaches: /s/{slug}/... or the verified
// custom domain's Host), so no network and no private-address exception is needed. Any other URL
// (external links) goes to the network fetcher.

/** One GET answered by the app in process (Fastify's inject). */
export type InjectGet = (opts: {
  path: string;
  host: string;
  headers: Record<string, string>;
}) => Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>;

/** The app's own GET, in process: how hosted pages are fetched without the network. */
export function injectGetOf(app: FastifyInstance): InjectGet {
  return async ({ path, host, headers }) => {
    const res = await app.inject({ method: 'GET', url: path, headers: { ...headers, host } });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  };
}

export interface HostedSiteAddress {
  /** Where the site is served: `${PUBLIC_URL}/s/{slug}/` or `https://{domain}/`. */
  url: string;
  /** The platform's own origin (robots.txt and sitemap.xml there are the host's). */
  platformOrigin: string;
}

/** True when `url` is served by this app for the hosted site at `site.url`. */
export function isHostedUrl(url: string, site: HostedSiteAddress): boolean {
  let u: URL;
  let base: URL;
  try {
    u = new URL(url);
    base = new URL(site.url);
  } catch {
    return false;
  }
  if (u.origin !== base.origin) return false;
  if (base.origin !== site.platformOrigin) return true; // a custom domain: every path is the site's
  const prefix = base.pathname.replace(/\/$/, '');
  return (
    u.pathname === prefix ||
    u.pathname.startsWith(`${prefix}/`) ||
    u.pathname === '/robots.txt' ||
    u.pathname === '/sitemap.xml'
  );
}

const headerText = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v));

export function createHostedFetcher(site: HostedSiteAddress, inject: InjectGet, fallback: Fetcher): Fetcher {
  return async (url, opts) => {
    if (!isHostedUrl(url, site)) return fallback(url, opts);
    const u = new URL(url);
    const started = performance.now();
    const res = await inject({
      path: `${u.pathname}${u.search}`,
      host: u.host,
      headers: { 'user-agent': CRAWLER_USER_AGENT, accept: 'text/html,*/*;q=0.8' },
    });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) headers[k.toLowerCase()] = headerText(v);
    const truncated = res.body.length > opts.maxBytes;
    const answer: FetchedResponse = {
      url,
      status: res.status,
      headers,
      body: truncated ? res.body.subarray(0, opts.maxBytes) : res.body,
      truncated,
      ms: Math.round(performance.now() - started),
    };
    return answer;
  };
}
