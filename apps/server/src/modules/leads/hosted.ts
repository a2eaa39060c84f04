// Where a hosted site lives, as the lead endpoint needs it: its URL (custom domain first, else
// {PUBLIC_URL}/s/{slug}/), the origins its pages are served from, and whether a redirect target
// is one of its own pages (no open redirect through the lead form).

export interface HostedPlace {
  slug: string;
  customDomain: string | null;
}

export function siteUrl(publicUrl: string, site: HostedPlace): string {
  if (site.customDomain) return `https://${site.customDomain}/`;
  return `${publicUrl.replace(/\/+$/, '')}/s/${site.slug}/`;
}

export function siteOrigins(publicUrl: string, site: HostedPlace): string[] {
  const origins = [new URL(publicUrl).origin];
  if (site.customDomain) origins.push(`https://${site.customDomain}`, `http://${site.customDomain}`);
  return origins;
}

/** The site's own thank-you page (where a no-JS form lands when `redirect` is not acceptable). */
export function thankYouUrl(publicUrl: string, site: HostedPlace): string {
  return `${siteUrl(publicUrl, site)}thank-you/`;
}

/**
 * `redirect` if it is a page of this site: on its custom domain, or under /s/{slug}/ on the
 * public URL. Anything else (another origin, another site of the host, junk) answers null.
 */
export function ownRedirect(publicUrl: string, site: HostedPlace, redirect: string | null): string | null {
  if (!redirect) return null;
  let u: URL;
  try {
    u = new URL(redirect);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  if (u.username || u.password) return null;
  const publicOrigin = new URL(publicUrl).origin;
  if (u.origin === publicOrigin) {
    return u.pathname.startsWith(`/s/${site.slug}/`) ? u.toString() : null;
  }
  if (site.customDomain && u.host === site.customDomain) return u.toString();
  return null;
}

/** The page a visitor came from, as an absolute URL on the site (the "back" link of errors). */
export function pageUrl(publicUrl: string, site: HostedPlace, page: string | null): string {
  const base = siteUrl(publicUrl, site);
  if (!page) return base;
  if (/^https?:\/\//i.test(page)) return ownRedirect(publicUrl, site, page) ?? base;
  if (!page.startsWith('/') || page.startsWith('//')) return base;
  return base.replace(/\/$/, '') + page;
}
