import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { hitWindow, sweepWindows } from './rate-limit.repository';

// A @fastify/rate-limit store in PostgreSQL, so that several processes on one database share each
// client's window: without it every process would grant the full allowance (N processes, N times
// the login attempts). One statement per hit, atomic under concurrency (INSERT … ON CONFLICT).

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired windows are swept now and then, not on every hit. */
const SWEEP_EVERY = 500;

/** The window queries (rate-limit.repository.ts), also used by the lead form's limiter. */
export { hitWindow, sweepWindows };

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
