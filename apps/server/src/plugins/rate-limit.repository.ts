import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// The rows of the shared rate-limit store (shared-rate-limit-store.ts): one per client window in
// rate_limit_hits.

/** Counts a hit in the key's window (a new window when the last one is over): one atomic statement. */
export async function hitWindow(db: Db, key: string, windowMs: number) {
  const window = sql`(${windowMs}::double precision * interval '1 millisecond')`;
  const result = (await db.execute(sql`
    insert into rate_limit_hits as r (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when r.window_start <= now() - ${window} then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - ${window} then now() else r.window_start end
    returning hits,
      greatest(0, ceil(extract(epoch from (window_start + ${window} - now())) * 1000))::int as ttl`)) as unknown as {
    rows: Array<{ hits: number; ttl: number }>;
  };
  const [row] = result.rows;
  return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

/** Deletes the windows that started more than a day ago. */
export async function sweepWindows(db: Db) {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
}
