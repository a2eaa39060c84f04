import { isDomainName } from '@sdp/shared';

// Which names a site may claim as its custom domain, and which paths a custom domain's Host never
// takes from the platform (docs/sites-api.md, Custom domains).

/** Paths that always reach the platform, whatever the Host: the API (health included) and realtime. */
const PLATFORM_PREFIXES = ['/api', '/socket.io', '/ws'];

/**
 * True for `/api`, `/socket.io`, `/ws` and anything under them (percent-escapes decoded first,
 * as the router does). A hosted site is served only on the other paths.
 */
export function isPlatformPath(url: string): boolean {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return false;
    }
  }
  return PLATFORM_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

const isIpLiteral = (host: string) =>
  host.includes(':') || host.split('.').every((p) => p !== '' && !Number.isNaN(Number(p)));

/**
 * Why `domain` may not be a custom domain, or null when it may: not a domain name (IP literals and
 * single labels included), localhost, or the platform's own host name and every name under it.
 */
export function domainRefusal(domain: string, publicUrl: string): string | null {
  if (!isDomainName(domain)) return 'customDomain: must be a domain name like leads.example.com';
  if (domain === 'localhost' || domain.endsWith('.localhost')) {
    return 'customDomain: localhost names cannot be custom domains';
  }
  const host = new URL(publicUrl).hostname.toLowerCase();
  const platform = host.endsWith('.') ? host.slice(0, -1) : host;
  if (domain === platform) return 'customDomain: this is the platform’s own host name';
  if (!isIpLiteral(platform) && domain.endsWith(`.${platform}`)) {
    return `customDomain: names under the platform’s host (${platform}) cannot be custom domains`;
  }
  return null;
}
