import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

// Server-wide figures of system health (docs/engines.md#system-health): counts across all teams,
// no team's data in them. Reads site_events (leads), deploy_jobs (jobs), crawls (projects),
// rank_checks (rankings) and engine_runs.

export interface ServerCounts {
  events: number;
  waiting: number;
  running: number;
}

export async function serverCounts(db: Db, windowS: number): Promise<ServerCounts> {
  const [row] = await rows<ServerCounts>(
    db,
    sql`
    select
      (select count(*)::int from site_events where created_at > now() - make_interval(secs => ${windowS})) as events,
      ((select count(*)::int from deploy_jobs where status = 'queued')
        + (select count(*)::int from crawls where status = 'queued')
        + (select count(*)::int from engine_runs where status = 'queued')) as waiting,
      ((select count(*)::int from deploy_jobs where status = 'running')
        + (select count(*)::int from crawls where status = 'running')
        + (select count(*)::int from rank_checks where status = 'running')
        + (select count(*)::int from engine_runs where status = 'running')) as running`,
  );
  return {
    events: Number(row?.events ?? 0),
    waiting: Number(row?.waiting ?? 0),
    running: Number(row?.running ?? 0),
  };
}
