import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, spentRefreshTokens } from '../../db/schema/index';

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(db: Db, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row;
}

const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/**
 * Swaps the current refresh token of a live session for a new one in one statement, so two
 * concurrent refreshes with the same token cannot both win. Returns the session, or undefined.
 */
export async function rotateRefreshToken(db: Db, oldHash: string, newHash: string) {
  const [row] = await db
    .update(sessions)
    .set({ refreshTokenHash: newHash, lastUsedAt: new Date() })
    .where(and(eq(sessions.refreshTokenHash, oldHash), live()))
    .returning();
  if (row)
    await db
      .insert(spentRefreshTokens)
      .values({ tokenHash: oldHash, sessionId: row.id })
      .onConflictDoNothing();
  return row;
}

export async function findSessionBySpentToken(db: Db, hash: string) {
  const [row] = await db
    .select({ sessionId: spentRefreshTokens.sessionId, userId: sessions.userId })
    .from(spentRefreshTokens)
    .innerJoin(sessions, eq(sessions.id, spentRefreshTokens.sessionId))
    .where(eq(spentRefreshTokens.tokenHash, hash));
  return row;
}

export async function findSessionByRefreshHash(db: Db, hash: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.refreshTokenHash, hash));
  return row;
}

/** Whether the session exists, belongs to the user, and is neither revoked nor expired. */
export async function getLiveSession(db: Db, sid: string, userId: string) {
  const [row] = await db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sid), eq(sessions.userId, userId), live()));
  return row;
}

/** Revokes one session of a user; returns whether it was live. */
export async function revokeSession(db: Db, sid: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sid), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of a user except `keep`; returns the revoked ids. */
export async function revokeUserSessions(db: Db, userId: string, keep?: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export function listLiveSessions(db: Db, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live()))
    .orderBy(sessions.createdAt);
}

export async function listSessionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((r) => r.id);
}
