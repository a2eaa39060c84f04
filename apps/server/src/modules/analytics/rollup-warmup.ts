import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { DAY_MS, dayKey } from './range';
import { nextDirtySiteDay, refreshRollups } from './rollups.repository';

// After an upgrade, migration 0007 leaves every site-day that already had events marked dirty, and
// the first read of a long range would build them all (tens of seconds for a year of many sites).
// This warm-up builds them in the background after start, a month of one site at a time through
// the same refreshRollups as the reads, so reads find them ready. Today's marks are left to the
// reads (they come back with every beacon flush). Several processes may run it: marks are claimed
// under row locks, so a site-day is built once.

const MONTH_MS = 31 * DAY_MS;

export interface RollupWarmup {
  /** Resolves when no mark older than today is left (or the warm-up was stopped or failed). */
  done: Promise<number>;
  stop(): void;
}

export function warmRollups(db: Db, log: FastifyBaseLogger, opts: { pauseMs?: number } = {}): RollupWarmup {
  let stopped = false;
  const pause = opts.pauseMs ?? 50;
  const done = (async () => {
    let built = 0;
    const started = Date.now();
    try {
      for (;;) {
        if (stopped) break;
        const todayMs = Math.floor(Date.now() / DAY_MS) * DAY_MS;
        const next = await nextDirtySiteDay(db, dayKey(new Date(todayMs)));
        if (!next) break;
        const from = Date.parse(`${next.day}T00:00:00.000Z`);
        const to = Math.min(from + MONTH_MS, todayMs);
        built += await refreshRollups(db, {
          teamId: next.team_id,
          siteId: next.site_id,
          fromTs: new Date(from),
          toTs: new Date(to),
        });
        // Leave room for requests between months (PGlite runs one statement at a time).
        await new Promise((r) => setTimeout(r, pause));
      }
      if (built > 0) log.info({ siteDays: built, ms: Date.now() - started }, 'analytics rollups built');
    } catch (err) {
      if (!stopped) log.warn({ err }, 'analytics rollup warm-up stopped; reads build what is left');
    }
    return built;
  })();
  return {
    done,
    stop: () => {
      stopped = true;
    },
  };
}
