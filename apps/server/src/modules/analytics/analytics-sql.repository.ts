import { type SQL, sql } from 'drizzle-orm';
import { addDays, dayStartIn, localDay, zoneOrUtc } from '../../lib/periods';
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
  /** Whose calendar days the per-day figures are (an IANA zone; absent: UTC). docs/time-zones.md */
  zone?: string;
}

/** The scope widened to whole UTC days (the site-days whose rollups a read of it needs). */
export function utcDaysOf(s: Scope): Scope {
  const from = Math.floor(s.fromTs.getTime() / DAY_MS) * DAY_MS;
  const to = Math.ceil(s.toTs.getTime() / DAY_MS) * DAY_MS;
  return { ...s, fromTs: new Date(from), toTs: new Date(Math.max(from, to)) };
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

/** A part of one UTC day (`day`) in quarter hours [qa, qb) that belongs to the local day `local_day`. */
export interface Piece {
  day: string;
  qa: number;
  qb: number;
  local_day: string;
}

const QUARTER_MS = 900_000;

/**
 * The scope (whole local days of scope.zone) cut at every UTC midnight and local midnight: the
 * pieces on quarter-hour bounds (every zone in use today) read from site_event_quarters, any
 * other piece (a historical offset such as -0:44:30) as a scope of its own, read raw.
 */
export function localPieces(s: Scope): { pieces: Piece[]; raw: Scope[] } {
  const zone = zoneOrUtc(s.zone);
  const pieces: Piece[] = [];
  const raw: Scope[] = [];
  const end = s.toTs.getTime();
  let start = s.fromTs.getTime();
  let local = localDay(start, zone);
  while (start < end) {
    const next = Math.min(end, dayStartIn(addDays(local, 1), zone).getTime());
    if (next <= start) throw new Error(`time zone ${zone}: no day after ${local}`);
    for (let u = Math.floor(start / DAY_MS) * DAY_MS; u < next; u += DAY_MS) {
      const a = Math.max(start, u);
      const b = Math.min(next, u + DAY_MS);
      if (a >= b) continue;
      if ((a - u) % QUARTER_MS === 0 && (b - u) % QUARTER_MS === 0) {
        pieces.push({
          day: dayKey(new Date(u)),
          qa: (a - u) / QUARTER_MS,
          qb: (b - u) / QUARTER_MS,
          local_day: local,
        });
      } else raw.push({ ...s, fromTs: new Date(a), toTs: new Date(b) });
    }
    start = next;
    local = addDays(local, 1);
  }
  return { pieces, raw };
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
