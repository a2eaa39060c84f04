// Absolute URLs (canonicals, sitemap) and site-internal hrefs under the base URL's path.
import { SiteSpecError } from '../facts';

export interface SiteUrls {
  /** '/s/slug' or '' */
  basePath: string;
  href(path: string): string;
  abs(path: string): string;
}

export function siteUrls(baseUrl: string): SiteUrls {
  let u: URL;
  try {
    u = new URL(baseUrl);
  } catch {
    throw new SiteSpecError(`baseUrl must be an absolute URL: ${baseUrl}`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new SiteSpecError('baseUrl must be http(s)');
  if (u.search || u.hash) throw new SiteSpecError('baseUrl must not have a query or fragment');
  const basePath = u.pathname.replace(/\/+$/, '');
  const origin = u.origin;
  return {
    basePath,
    href: (path) => basePath + path,
    abs: (path) => origin + basePath + path,
  };
}
