import { and, desc, eq, inArray, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityEvents, users } from '../../db/schema/index';
import type { AuditEvent } from '../../lib/events';

// The activity log's rows (docs/activity.md). Pages are keyset pages on (created_at, id), newest
// first; the cursor carries created_at in whole microseconds so no row is skipped or repeated.

export interface ActivityScope {
  userId: string;
  teamId: string;
}

export interface ActivityPageQuery {
  /** Kinds whose prefix (before the first dot) is one of these... */
  prefixes?: readonly string[];
  /** ...or none of these (the catch-all category). */
  notPrefixes?: readonly string[];
  before?: { micros: string; id: string };
  limit: number;
}

export async function insertEvent(db: Db, e: AuditEvent) {
  await db.insert(activityEvents).values({
    teamId: e.teamId,
    userId: e.userId,
    subjectUserId: e.subjectUserId ?? null,
    kind: e.kind.slice(0, 100),
    summary: e.summary.slice(0, 500),
    target: e.target ?? null,
    ip: e.ip?.slice(0, 100) ?? null,
    userAgent: e.userAgent?.slice(0, 512) ?? null,
  });
}

const prefix = sql`split_part(${activityEvents.kind}, '.', 1)`;

/** The caller's own account events and their current team's events. */
export async function listEvents(db: Db, scope: ActivityScope, q: ActivityPageQuery) {
  const where: Array<SQL | undefined> = [
    or(
      eq(activityEvents.subjectUserId, scope.userId),
      and(isNull(activityEvents.teamId), eq(activityEvents.userId, scope.userId)),
      eq(activityEvents.teamId, scope.teamId),
    ),
  ];
  if (q.prefixes) where.push(inArray(prefix, [...q.prefixes]));
  if (q.notPrefixes) where.push(not(inArray(prefix, [...q.notPrefixes])));
  if (q.before)
    where.push(
      sql`(${activityEvents.createdAt}, ${activityEvents.id}) < (timestamptz 'epoch' + ${q.before.micros}::bigint * interval '1 microsecond', ${q.before.id}::uuid)`,
    );
  return db
    .select({
      id: activityEvents.id,
      kind: activityEvents.kind,
      summary: activityEvents.summary,
      target: activityEvents.target,
      ip: activityEvents.ip,
      userAgent: activityEvents.userAgent,
      createdAt: activityEvents.createdAt,
      micros: sql<string>`(extract(epoch from ${activityEvents.createdAt}) * 1000000)::bigint::text`,
      whoId: users.id,
      whoEmail: users.email,
      whoFirstName: users.firstName,
      whoLastName: users.lastName,
    })
    .from(activityEvents)
    .leftJoin(users, eq(users.id, activityEvents.userId))
    .where(and(...where))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(q.limit);
}

export type ActivityRow = Awaited<ReturnType<typeof listEvents>>[number];

/** Deletes the rows older than `cutoff`; answers how many. */
export async function deleteBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(activityEvents)
    .where(lt(activityEvents.createdAt, cutoff))
    .returning({ id: activityEvents.id });
  return gone.length;
}
