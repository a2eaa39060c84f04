// robots.txt (docs/crawler.md#robots): the group for our product token (SDPBot) when there is one,
// else the `*` group. Allow/Disallow patterns match the path and query from their start; `*` is any
// run of characters and a final `$` anchors the end. The longest matching pattern wins; on a tie
// Allow wins. An empty Disallow allows everything. Sitemap lines are global.

export const ROBOTS_TOKEN = 'sdpbot';

interface Rule {
  allow: boolean;
  pattern: string;
}

export interface Robots {
  /** May the crawler fetch this path (+ query)? */
  allows(pathAndQuery: string): boolean;
  /** Seconds between requests asked by Crawl-delay for our group, or null. */
  crawlDelayS: number | null;
  sitemaps: string[];
  /** Disallow patterns of the group that applies (for the crawl's facts). */
  disallowed: string[];
}

/**
 * Does the wildcard pattern match the target from its start? Two pointers with a return to the last
 * `*` (O(pattern x target), no regular expression: a hostile robots.txt cannot make it backtrack
 * exponentially).
 */
export function robotsMatch(pattern: string, target: string): boolean {
  const anchored = pattern.endsWith('$');
  const p = anchored ? pattern.slice(0, -1) : `${pattern}*`;
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (j < target.length) {
    if (i < p.length && p[i] !== '*' && p[i] === target[j]) {
      i++;
      j++;
    } else if (i < p.length && p[i] === '*') {
      star = i++;
      mark = j;
    } else if (star >= 0) {
      i = star + 1;
      j = ++mark;
    } else return false;
  }
  while (i < p.length && p[i] === '*') i++;
  return i === p.length;
}

const normalizePct = (s: string) => s.replace(/%[0-9a-fA-F]{2}/g, (m) => m.toUpperCase());

interface Group {
  agents: string[];
  rules: Rule[];
  crawlDelay: number | null;
}

/** Only the first 500 KiB of a robots.txt are read (as Google does); the rest is ignored. */
export const ROBOTS_MAX_CHARS = 500 * 1024;

export function parseRobots(text: string): Robots {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const raw of text.slice(0, ROBOTS_MAX_CHARS).split(/\r\n|\r|\n/)) {
    const hash = raw.indexOf('#');
    const line = (hash < 0 ? raw : raw.slice(0, hash)).trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [], crawlDelay: null };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (key === 'sitemap') {
      if (value) sitemaps.push(value);
      continue;
    }
    if (!current) continue;
    if (key === 'allow' || key === 'disallow') {
      if (!value) continue; // "Disallow:" alone allows everything
      current.rules.push({ allow: key === 'allow', pattern: normalizePct(value) });
    } else if (key === 'crawl-delay') {
      const n = Number(value);
      if (Number.isFinite(n) && n >= 0) current.crawlDelay = n;
    }
  }
  const mine = groups.filter((g) =>
    g.agents.some((a) => a === ROBOTS_TOKEN || a.startsWith(`${ROBOTS_TOKEN}/`)),
  );
  const chosen = mine.length ? mine : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  const delays = chosen.map((g) => g.crawlDelay).filter((d): d is number => d !== null);
  return {
    allows(pathAndQuery: string) {
      const target = normalizePct(pathAndQuery);
      let best: Rule | null = null;
      for (const r of rules) {
        if (!robotsMatch(r.pattern, target)) continue;
        if (
          !best ||
          r.pattern.length > best.pattern.length ||
          (r.pattern.length === best.pattern.length && r.allow)
        )
          best = r;
      }
      return !best || best.allow;
    },
    crawlDelayS: delays.length ? Math.max(...delays) : null,
    sitemaps,
    disallowed: rules.filter((r) => !r.allow).map((r) => r.pattern),
  };
}

/** No robots.txt (404 etc.): everything allowed. */
export const ALLOW_ALL: Robots = {
  allows: () => true,
  crawlDelayS: null,
  sitemaps: [],
  disallowed: [],
};
