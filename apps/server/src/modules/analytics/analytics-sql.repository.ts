import { type SQL, sql } from 'drizzle-orm';
import { DAY_MS, dayKey } from './range';

// What the analytics queries (analytics.repository.ts) and the rollups (rollups.repository.ts)
// share: the scope of a query, the referrer's host and source class as SQL, whole days.

/** Scope of a query: the team, optionally one site, and [fromTs, toTs) in UTC. */
export interface Scope {
  teamId: string;
  siteId?: string | null;
  fromTs: Date;
  toTs: Date;
  /** Leave out demo sites (docs/product/rules.md#demo-portfolio). */
  excludeDemo?: boolean;
}

/** `and <col> is not a demo site` when the scope leaves demo sites out. */
export const demoFilter = (s: Scope, siteIdColumn: SQL) =>
  s.excludeDemo
    ? sql`and ${siteIdColumn} not in (select ds.id from sites ds where ds.team_id = ${s.teamId} and ds.demo)`
    : sql``;

/**
 * The whole UTC days of a scope ([from, to) as YYYY-MM-DD, null when none) and the parts of it
 * inside a day (at most two: before the first and after the last whole day). Ranges of the
 * analytics service are whole days, so edges are empty there.
 */
export function fullDays(s: Scope): { days: { from: string; to: string } | null; edges: Scope[] } {
  const from = Math.ceil(s.fromTs.getTime() / DAY_MS) * DAY_MS;
  const to = Math.floor(s.toTs.getTime() / DAY_MS) * DAY_MS;
  if (from >= to) return { days: null, edges: s.fromTs < s.toTs ? [s] : [] };
  const edges: Scope[] = [];
  if (s.fromTs.getTime() < from) edges.push({ ...s, toTs: new Date(from) });
  if (to < s.toTs.getTime()) edges.push({ ...s, fromTs: new Date(to) });
  return { days: { from: dayKey(new Date(from)), to: dayKey(new Date(to)) }, edges };
}

/** Referrer host, lower case, without a leading "www."; null for an empty or odd referrer. */
export const host = sql`regexp_replace(lower(substring(e.referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), '^www\\.', '')`;

const sourceRules = sql`when x.host ~ '(^|\\.)google\\.[a-z.]+$' then 'Search: Google'
    when x.host ~ '(^|\\.)bing\\.com$' then 'Search: Bing'
    when x.host ~ '(^|\\.)duckduckgo\\.com$' then 'Search: DuckDuckGo'
    when x.host ~ '(^|\\.)yahoo\\.[a-z.]+$' then 'Search: Yahoo'
    when x.host ~ '(^|\\.)(facebook\\.com|fb\\.com|fb\\.me)$' then 'Social: Facebook'
    when x.host ~ '(^|\\.)(instagram\\.com)$' then 'Social: Instagram'
    when x.host ~ '(^|\\.)(twitter\\.com|x\\.com|t\\.co)$' then 'Social: X'
    when x.host ~ '(^|\\.)(linkedin\\.com|lnkd\\.in)$' then 'Social: LinkedIn'
    when x.host ~ '(^|\\.)(pinterest\\.[a-z.]+|pin\\.it)$' then 'Social: Pinterest'
    when x.host ~ '(^|\\.)(reddit\\.com)$' then 'Social: Reddit'
    when x.host ~ '(^|\\.)(youtube\\.com|youtu\\.be)$' then 'Social: YouTube'
    when x.host ~ '(^|\\.)(tiktok\\.com)$' then 'Social: TikTok'
    when x.host ~ '(^|\\.)(nextdoor\\.com)$' then 'Social: Nextdoor'`;

/**
 * Source of a pageview from its referrer host (column `x.host`, computed once per row).
 * Internal navigation (the platform's own host or one of the team's custom domains) is
 * 'Internal' and left out of the sources list by the service.
 */
export const sourceCase = (internalHosts: string[]) => sql`case
    when x.referrer = '' then 'Direct'
    when x.host is null or x.host = '' then 'Other'
    when x.host in (${sql.join(
      internalHosts.map((h) => sql`${h}`),
      sql`, `,
    )}) then 'Internal'
    ${sourceRules}
    else x.host end`;

/**
 * The source class the rollup stores: the same rules without the internal hosts, so a host that
 * matches no rule is its own class and is told internal or not when reading.
 */
export const sourceClass = sql`case
    when x.referrer = '' then 'Direct'
    when x.host is null or x.host = '' then 'Other'
    ${sourceRules}
    else x.host end`;
