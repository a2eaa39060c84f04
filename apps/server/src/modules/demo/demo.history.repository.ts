import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

// The SQL of demo.history.ts: synthetic site_events flagged demo, and its back-dated intervention.

export interface SiteHistoryRows {
  siteId: string;
  days: string[];
  visitors: number[];
}

export async function hasDemoIntervention(db: Db, teamId: string, label: string): Promise<boolean> {
  const found = await rows(
    db,
    sql`select 1 from site_interventions where team_id = ${teamId} and demo and kind = 'content'
          and label = ${label} limit 1`,
  );
  return found.length > 0;
}

const pgArray = (values: (string | number)[]) => `{${values.join(',')}}`;

/** The visits of each site and the intervention, in one transaction. */
export async function writeHistory(
  db: Db,
  teamId: string,
  plan: SiteHistoryRows[],
  intervention: { siteId: string; at: Date; label: string },
) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const h of plan) {
      // One pageview per visitor, a second one (the contact page) for every third; referrers as
      // the live demo's; the visitor hash differs per site, day and visitor.
      await t.execute(
        sql`insert into site_events (team_id, site_id, event, path, referrer, visitor_hash, demo, created_at)
            select ${teamId}, ${h.siteId}, 'pageview', case when v.second then '/contact' else '/' end,
              case when g.i % 10 < 5 then 'https://www.google.com/' when g.i % 10 < 7 then 'https://www.bing.com/'
                   when g.i % 10 < 8 then 'https://www.facebook.com/' else null end,
              md5(${h.siteId}::text || d.day::text || g.i::text), true,
              (d.day::timestamp at time zone 'UTC')
                + make_interval(secs => ((g.i * 7919) % 82800) + case when v.second then 90 else 0 end)
            from unnest(${pgArray(h.days)}::date[], ${pgArray(h.visitors)}::int[]) as d(day, n)
            cross join lateral generate_series(1, d.n) as g(i)
            cross join lateral (values (false), (true)) as v(second)
            where not v.second or g.i % 3 = 0`,
      );
    }
    await t.execute(
      sql`insert into site_interventions (team_id, site_id, kind, at, label, paths, demo)
          values (${teamId}, ${intervention.siteId}, 'content', ${intervention.at.toISOString()},
            ${intervention.label}, '[]'::jsonb, true)`,
    );
  });
}
