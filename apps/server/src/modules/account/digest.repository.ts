import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  leads,
  rankPositions,
  siteEvents,
  sites,
  siteVersions,
  userPreferences,
  users,
} from '../../db/schema/index';

// The daily digest's reads (docs/account.md#daily-digest): who opted in, the atomic claim of a
// day's digest, and a team's figures of one day. Reads leads, site_events, site_versions, sites
// and rank_positions (other modules' tables; demo rows are left out).

type Rows<T> = { rows: T[] };

/** Users who turned the digest on and were not sent one in the last 20 hours. */
export async function digestCandidates(db: Db, now: Date) {
  const since = new Date(now.getTime() - 20 * 3600_000).toISOString();
  const result = (await db.execute(sql`
    select p.user_id as "userId", p.timezone, p.notifications, u.email, u.first_name as "firstName"
    from ${userPreferences} p
    join ${users} u on u.id = p.user_id
    where p.notifications -> 'digest' ->> 'enabled' = 'true'
      and (p.digest_sent_at is null or p.digest_sent_at < ${since}::timestamptz)
  `)) as unknown as Rows<{
    userId: string;
    timezone: string;
    notifications: Record<string, unknown>;
    email: string;
    firstName: string | null;
  }>;
  return result.rows;
}

/**
 * Claims the user's digest of the local day that started at `boundary` (the chosen hour today):
 * true for exactly one caller on any process; false when one was already sent since.
 */
export async function claimDigest(db: Db, userId: string, boundary: Date, now: Date): Promise<boolean> {
  const result = (await db.execute(sql`
    update ${userPreferences} set digest_sent_at = ${now.toISOString()}::timestamptz
    where user_id = ${userId}
      and (digest_sent_at is null or digest_sent_at < ${boundary.toISOString()}::timestamptz)
    returning user_id
  `)) as unknown as Rows<{ user_id: string }>;
  return result.rows.length === 1;
}

export interface DayFigures {
  leads: number;
  visits: number;
  deploys: number;
  ranksUp: number;
  ranksDown: number;
}

/** A team's figures between two instants (its local day); rank changes of the local date `day`. */
export async function dayFigures(
  db: Db,
  teamId: string,
  from: Date,
  to: Date,
  day: string,
): Promise<DayFigures> {
  const f = from.toISOString();
  const t = to.toISOString();
  const result = (await db.execute(sql`
    select
      (select count(*) from ${leads} l
        where l.team_id = ${teamId} and not l.demo
          and l.created_at >= ${f}::timestamptz and l.created_at < ${t}::timestamptz)::int as leads,
      (select count(*) from ${siteEvents} e
        where e.team_id = ${teamId} and not e.demo and e.event = 'pageview'
          and e.created_at >= ${f}::timestamptz and e.created_at < ${t}::timestamptz)::int as visits,
      (select count(*) from ${siteVersions} v join ${sites} s on s.id = v.site_id
        where v.team_id = ${teamId} and not s.demo
          and v.deployed_at >= ${f}::timestamptz and v.deployed_at < ${t}::timestamptz)::int as deploys,
      (select count(*) filter (where c.position < prev.position
                                  or (prev.position is null and c.position is not null))
        from ${rankPositions} c
        join lateral (select p.position from ${rankPositions} p
                      where p.keyword_id = c.keyword_id and p.day < c.day
                      order by p.day desc limit 1) prev on true
        where c.team_id = ${teamId} and not c.demo and c.day = ${day}::date)::int as "ranksUp",
      (select count(*) filter (where c.position > prev.position
                                  or (c.position is null and prev.position is not null))
        from ${rankPositions} c
        join lateral (select p.position from ${rankPositions} p
                      where p.keyword_id = c.keyword_id and p.day < c.day
                      order by p.day desc limit 1) prev on true
        where c.team_id = ${teamId} and not c.demo and c.day = ${day}::date)::int as "ranksDown"
  `)) as unknown as Rows<DayFigures>;
  return result.rows[0]!;
}
