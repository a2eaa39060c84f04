// Where a custom domain's DNS must point (docs/sites-api.md, Custom domains): the host of the
// platform's public address, which every site URL carries (PUBLIC_URL/s/{slug}/). A loopback host
// means PUBLIC_URL is not configured, and no DNS record could reach it.

const LOOPBACK = /^(localhost|.*\.localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/i;

/** The public host a CNAME should name, or null when the platform has no public address configured. */
export function domainTarget(siteUrl: string): string | null {
  let host: string;
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    return null;
  }
  return host && !LOOPBACK.test(host) ? host : null;
}
