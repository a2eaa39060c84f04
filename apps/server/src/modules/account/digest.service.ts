import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../mail/index';
import type { Actors } from '../teams/index';
import { digestMail } from './account-mail';
import * as repo from './digest.repository';
import { presentNotifications } from './notifications.service';
import { localDayKey, zonedInstant, zonedParts } from './zoned-time';

// The daily digest (docs/account.md#daily-digest): each user who turned it on gets, at their chosen
// hour in their time zone (or in the two hours after, when the server was down), one mail with
// yesterday's figures of the team they act for. user_preferences.digest_sent_at is claimed by one
// conditional UPDATE, so two processes (or a restart) never send two in one day.

/** How long after the chosen hour a missed digest is still sent. */
const CATCH_UP_HOURS = 3;
const TICK_MS = 5 * 60_000;

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  actors: Actors;
  appUrl: string;
}

export function createDigest(deps: DigestDeps) {
  const { db, mailer, log, actors, appUrl } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  /** Sends the digests due at `now`; the number sent. */
  async function run(now = new Date()): Promise<number> {
    let sent = 0;
    for (const c of await repo.digestCandidates(db, now)) {
      try {
        const { digest } = presentNotifications(c.notifications);
        const tz = c.timezone || 'UTC';
        const local = zonedParts(now, tz);
        const hoursPast = local.hour - digest.hour;
        if (!digest.enabled || hoursPast < 0 || hoursPast >= CATCH_UP_HOURS) continue;
        const boundary = zonedInstant(tz, local.year, local.month, local.day, digest.hour);
        const actor = await actors.find(c.userId);
        if (!actor) continue;
        if (!(await repo.claimDigest(db, c.userId, boundary, now))) continue;
        const from = zonedInstant(tz, local.year, local.month, local.day - 1);
        const to = zonedInstant(tz, local.year, local.month, local.day);
        const day = localDayKey(local.year, local.month, local.day - 1);
        const figures = await repo.dayFigures(db, actor.teamId, from, to, day);
        await mailer.sendMail(digestMail(c, day, figures, appUrl));
        sent++;
      } catch (err) {
        log.error({ err, userId: c.userId }, 'daily digest failed');
      }
    }
    return sent;
  }

  return {
    run,
    /** Checks every 5 minutes (one run at a time). */
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = run().finally(() => {
          running = null;
        });
      }, TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
}

export type Digest = ReturnType<typeof createDigest>;
