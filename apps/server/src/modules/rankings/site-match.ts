import type { SerpItem } from '../providers/index';

// Which result of a search page is the site: its custom domain (with or without www.), or the
// platform's own host with the site's /s/{slug}/ path. Everyone else is a competitor.

export interface SiteAddress {
  slug: string;
  customDomain: string | null;
  publicUrl: string;
}

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');

export function siteMatcher(site: SiteAddress): (url: string) => boolean {
  const custom = site.customDomain ? bareHost(site.customDomain) : null;
  let platform: string | null = null;
  try {
    platform = bareHost(new URL(site.publicUrl).hostname);
  } catch {
    platform = null;
  }
  const prefix = `/s/${site.slug}`;
  return (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    const host = bareHost(url.hostname);
    if (custom && host === custom) return true;
    if (platform && host === platform) {
      return url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
    }
    return false;
  };
}

export interface SerpReading {
  position: number | null;
  url: string | null;
  competitors: { domain: string; position: number; url?: string }[];
}

/** The site's best organic position and the top `limit` other domains (first result of each). */
export function readSerp(items: SerpItem[], isSite: (url: string) => boolean, limit = 10): SerpReading {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  const own = sorted.find((i) => isSite(i.url)) ?? null;
  const seen = new Set<string>();
  const competitors: SerpReading['competitors'] = [];
  for (const item of sorted) {
    if (competitors.length >= limit) break;
    if (isSite(item.url)) continue;
    const domain = bareHost(item.domain);
    if (seen.has(domain)) continue;
    seen.add(domain);
    competitors.push({ domain, position: item.position, url: item.url });
  }
  return { position: own?.position ?? null, url: own?.url ?? null, competitors };
}
