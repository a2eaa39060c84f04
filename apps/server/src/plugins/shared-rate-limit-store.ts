import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// A @fastify/rate-limit store in PostgreSQL, so that several processes on one database share each
// client's window: without it every process would grant the full allowance (N processes, N times
// the login attempts). One statement per hit, atomic under concurrency (INSERT … ON CONFLICT).

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired windows are swept now and then, not on every hit. */
const SWEEP_EVERY = 500;

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

export async function sweepWindows(db: Db) {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
}

/** The store class @fastify/rate-limit instantiates (`store` option); `child` scopes it to a route. */
export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let calls = 0;
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(scope?: unknown) {
      // The plugin passes its options object to the root store; children get a route scope.
      this.scope = typeof scope === 'string' ? scope : '';
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      calls += 1;
      if (calls % SWEEP_EVERY === 0) void sweepWindows(db).catch(() => {});
      hitWindow(db, `${this.scope}|${key}`, timeWindow).then(
        (result) => cb(null, result),
        (err: Error) => cb(err),
      );
    }

    /** Typed as route options; what the plugin really passes is its merged params with `routeInfo`. */
    child(params: object) {
      const route = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      return new SharedRateLimitStore(`${method} ${route?.url ?? ''}`);
    }
  };
}
