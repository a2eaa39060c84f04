// URL rules of the crawler (docs/crawler.md#urls): absolute http(s) URLs, fragment dropped, default
// ports dropped (WHATWG URL does that), percent-encoding upper-cased, an empty path is '/'. The query
// is kept as written. Two URLs are the same page when their normalised forms are equal.

const PCT = /%[0-9a-fA-F]{2}/g;

/** Normalised absolute URL, or null when it is not http(s) or does not parse. */
export function normalizeUrl(href: string, base?: string | URL): string | null {
  let u: URL;
  try {
    u = base === undefined ? new URL(href) : new URL(href, base);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  u.hash = '';
  u.username = '';
  u.password = '';
  const path = u.pathname.replace(PCT, (m) => m.toUpperCase());
  if (path !== u.pathname) u.pathname = path;
  if (u.search) {
    const search = u.search.replace(PCT, (m) => m.toUpperCase());
    if (search !== u.search) u.search = search;
  }
  if (u.search === '' && u.href.endsWith('?')) u.search = '';
  return u.href;
}

/** scheme://host:port of a URL (the crawler's notion of one site; www. is another host). */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/** Path and query of a URL, as robots.txt rules match them. */
export function pathAndQuery(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}
