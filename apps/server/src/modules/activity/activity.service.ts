import {
  ACTIVITY_PREFIXES,
  type ActivityEntry,
  type ActivityPage,
  type ActivityQuery,
  activityCategoryOf,
  activityQuerySchema,
} from '@sdp/shared';
import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import type { AuditEvent } from '../../lib/events';
import * as repo from './activity.repository';

// The activity log (docs/activity.md): stores every 'audit' domain event, answers the caller's page
// of it, and forgets rows after a year.

/** How long rows are kept. */
export const ACTIVITY_KEEP_DAYS = 365;
const DAY_MS = 86_400_000;

const ALL_PREFIXES = Object.values(ACTIVITY_PREFIXES).flat();

function whoOf(row: repo.ActivityRow): ActivityEntry['who'] {
  if (!row.whoId || !row.whoEmail) return null;
  const name = [row.whoFirstName, row.whoLastName].filter(Boolean).join(' ').trim();
  return { id: row.whoId, name: name || row.whoEmail, email: row.whoEmail };
}

const toEntry = (row: repo.ActivityRow): ActivityEntry => ({
  id: row.id,
  kind: row.kind,
  category: activityCategoryOf(row.kind),
  summary: row.summary,
  who: whoOf(row),
  when: row.createdAt.toISOString(),
  ip: row.ip,
  userAgent: row.userAgent,
  target: row.target ?? null,
});

export function createActivityService(deps: Pick<ServiceDeps, 'db' | 'log'>) {
  const { db, log } = deps;
  return {
    /** Stores one event; never throws (the emitter must not fail because of the log). */
    async record(event: AuditEvent): Promise<void> {
      try {
        await repo.insertEvent(db, event);
      } catch (err) {
        log.warn({ err, kind: event.kind }, 'activity: event not stored');
      }
    },

    async list(actor: Actor, raw: ActivityQuery = {}): Promise<ActivityPage> {
      const parsed = activityQuerySchema.safeParse(raw);
      if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid query');
      const { cursor, limit, category } = parsed.data;
      let before: repo.ActivityPageQuery['before'];
      if (cursor) {
        const [micros, id] = cursor.split('_') as [string, string];
        before = { micros, id };
      }
      const filter: Pick<repo.ActivityPageQuery, 'prefixes' | 'notPrefixes'> =
        category === undefined
          ? {}
          : category === 'account'
            ? { notPrefixes: ALL_PREFIXES }
            : { prefixes: ACTIVITY_PREFIXES[category] };
      const rows = await repo.listEvents(
        db,
        { userId: actor.userId, teamId: actor.teamId },
        { ...filter, before, limit: limit + 1 },
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        entries: page.map(toEntry),
        nextCursor: rows.length > limit && last ? `${last.micros}_${last.id}` : null,
      };
    },

    /** Deletes rows older than a year before `now`; answers how many. */
    async cleanup(now = new Date()): Promise<number> {
      return repo.deleteBefore(db, new Date(now.getTime() - ACTIVITY_KEEP_DAYS * DAY_MS));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
