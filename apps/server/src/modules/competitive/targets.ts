import { COMPETITIVE_PAGES_PER_REFRESH } from '@sdp/shared';
import { domainOf } from './page-facts';

// Which pages a refresh fetches for a project (docs/competitive.md#pages): the project's competitor
// list first, then the results that outranked the user's site in its newest SERP checks. Pure.

export interface Target {
  url: string;
  source: 'project' | 'serp';
  keyword: string | null;
}

export interface SerpRow {
  keyword: string;
  keywordId: string;
  position: number | null;
  day: string;
  competitors: { domain: string; position: number; url?: string }[] | null;
}

function canonical(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    return u.toString();
  } catch {
    return null;
  }
}

export function competitorTargets(
  project: { url: string; competitors: string[]; keywords: string[] },
  serp: SerpRow[],
  cap = COMPETITIVE_PAGES_PER_REFRESH,
): Target[] {
  const own = canonical(project.url);
  const ownDomain = domainOf(project.url);
  const seen = new Set<string>(own ? [own] : []);
  const out: Target[] = [];
  const add = (raw: string, source: Target['source'], keyword: string | null) => {
    const url = canonical(raw);
    if (!url || seen.has(url) || out.length >= cap) return;
    seen.add(url);
    out.push({ url, source, keyword });
  };
  for (const c of project.competitors) add(c, 'project', project.keywords[0] ?? null);
  // The newest row of each keyword (rows come newest first).
  const latest = new Map<string, SerpRow>();
  for (const r of serp) if (!latest.has(r.keywordId)) latest.set(r.keywordId, r);
  const above: { url: string; position: number; keyword: string }[] = [];
  for (const r of latest.values()) {
    for (const c of r.competitors ?? []) {
      if (!c.url || domainOf(c.url) === ownDomain) continue;
      if (r.position !== null && c.position >= r.position) continue;
      above.push({ url: c.url, position: c.position, keyword: r.keyword });
    }
  }
  above.sort((a, b) => a.position - b.position || (a.keyword < b.keyword ? -1 : 1));
  for (const a of above) add(a.url, 'serp', a.keyword);
  return out;
}
