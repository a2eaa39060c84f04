import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, teamMembers, teams, users } from '../../db/schema/index';

// The api_keys rows (docs/api-keys.md). Every read of a user's keys filters on user_id; the lookup
// of a presented key goes by its unique prefix (one indexed read per keyed request).

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ListedApiKey = Awaited<ReturnType<typeof listForUser>>[number];

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scope: apiKeys.scope,
  teamId: apiKeys.teamId,
  teamName: teams.name,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedIp: apiKeys.lastUsedIp,
  expiresAt: apiKeys.expiresAt,
  /** Whether the key's owner is still a member of its team (else the key is refused). */
  member: sql<boolean>`${teamMembers.userId} is not null`,
};

const withTeam = (db: Db) =>
  db
    .select(listed)
    .from(apiKeys)
    .innerJoin(teams, eq(teams.id, apiKeys.teamId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.teamId, apiKeys.teamId), eq(teamMembers.userId, apiKeys.userId)),
    );
/** The user's keys in every team, newest first, with the team's name. */
export function listForUser(db: Db, userId: string) {
  return withTeam(db).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * Stores a key unless the user already has `cap` keys: counted and inserted under a lock of the
 * user's row, so two concurrent creations cannot both pass the cap. Null when the cap is reached.
 */
export async function insertUnderCap(
  db: Db,
  row: Pick<ApiKeyRow, 'userId' | 'teamId' | 'name' | 'prefix' | 'secretHash' | 'scope' | 'expiresAt'>,
  cap: number,
): Promise<ListedApiKey | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const [{ n }] = (await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, row.userId))) as [
      { n: number },
    ];
    if (n >= cap) return null;
    const [created] = await tx.insert(apiKeys).values(row).returning({ id: apiKeys.id });
    const [full] = await withTeam(tx).where(eq(apiKeys.id, created!.id));
    return full!;
  });
}

/** Deletes the user's own key; the deleted row (its name and team), or undefined for none. */
export async function deleteOwn(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, teamId: apiKeys.teamId });
  return row;
}

/** The key a presented prefix names, with what checking it needs. */
export async function findByPrefix(db: Db, prefix: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      teamId: apiKeys.teamId,
      secretHash: apiKeys.secretHash,
      scope: apiKeys.scope,
      expiresAt: apiKeys.expiresAt,
      userDisabledAt: users.disabledAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.prefix, prefix));
  return row;
}

/**
 * Records a use: at most once a minute per key across processes too (the row is only written
 * when its last use is older than that).
 */
export async function touch(db: Db, id: string, ip: string | null, now: Date, minIntervalMs: number) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now, lastUsedIp: ip })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - minIntervalMs))),
      ),
    );
}
