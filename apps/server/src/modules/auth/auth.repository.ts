import { and, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  externalIdentities,
  type LoginMethod,
  type LoginOutcome,
  loginEvents,
  teamMembers,
  teams,
  twoFactor,
  type UserRow,
  users,
} from '../../db/schema/index';

export type NewUser = Pick<typeof users.$inferInsert, 'email' | 'passwordHash' | 'firstName' | 'lastName'> &
  Partial<Pick<typeof users.$inferInsert, 'company' | 'role' | 'profileImageUrl' | 'emailVerifiedAt'>>;
export type UserView = UserRow & { twoFactorEnabled: boolean };

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function getUserView(db: Db, id: string): Promise<UserView | undefined> {
  const [row] = await db
    .select({ user: users, twoFactorEnabled: twoFactor.enabled })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(eq(users.id, id));
  return row && { ...row.user, twoFactorEnabled: row.twoFactorEnabled === true };
}

/** Creates the user and a personal team they own; the first account ever becomes admin when asked. */
export async function createUserWithTeam(db: Db, input: NewUser & { adminIfFirst?: boolean }) {
  return db.transaction(async (tx) => {
    const { adminIfFirst, ...values } = input;
    let role = values.role ?? 'free';
    if (adminIfFirst && role !== 'admin') {
      const [{ n }] = await tx.select({ n: count() }).from(users);
      if (n === 0) role = 'admin';
    }
    const [user] = await tx
      .insert(users)
      .values({ ...values, email: values.email.toLowerCase(), role })
      .returning();
    const teamName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    const [team] = await tx
      .insert(teams)
      .values({ name: `${teamName} (personal)`, ownerId: user.id, personal: true })
      .returning({ id: teams.id });
    await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: 'owner' });
    return user;
  });
}

export async function updateUser(db: Db, id: string, patch: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(patch).where(eq(users.id, id));
}

/**
 * Deletes a user. Shared teams they own pass to their longest-standing other member first; everything
 * else (personal and solely-owned teams, sessions, tokens, history, owned rows) goes by cascade.
 */
export async function deleteUser(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    const owned = await tx.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, userId));
    for (const { id: teamId } of owned) {
      const [heir] = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.userId, userId)))
        .orderBy(teamMembers.createdAt)
        .limit(1);
      if (!heir) continue;
      await tx.update(teams).set({ ownerId: heir.userId }).where(eq(teams.id, teamId));
      await tx
        .update(teamMembers)
        .set({ role: 'owner' })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, heir.userId)));
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}

export async function findUserIdByIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select({ userId: externalIdentities.userId })
    .from(externalIdentities)
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)));
  return row?.userId;
}

export async function linkIdentity(
  db: Db,
  identity: { provider: string; subject: string; userId: string; email: string },
) {
  await db.insert(externalIdentities).values(identity).onConflictDoNothing();
}

export interface LoginEventInput {
  userId: string | null;
  email: string;
  ip: string | null;
  userAgent: string | null;
  outcome: LoginOutcome;
  method: LoginMethod;
}

export async function recordLoginEvent(db: Db, event: LoginEventInput) {
  await db.insert(loginEvents).values({ ...event, email: event.email.toLowerCase().slice(0, 254) });
}

/** Failed attempts (password or second factor) since a moment. */
export async function countFailuresSince(db: Db, userId: string, since: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, userId),
        inArray(loginEvents.outcome, ['wrong_password', 'two_factor_failed']),
        gt(loginEvents.createdAt, since),
      ),
    );
  return n;
}

export async function lastSuccessAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${loginEvents.createdAt})`.mapWith(loginEvents.createdAt) })
    .from(loginEvents)
    .where(and(eq(loginEvents.userId, userId), eq(loginEvents.outcome, 'success')));
  return row?.at ?? null;
}

export function listLoginHistory(db: Db, userId: string, limit = 50) {
  return db
    .select({
      id: loginEvents.id,
      createdAt: loginEvents.createdAt,
      ip: loginEvents.ip,
      userAgent: loginEvents.userAgent,
      outcome: loginEvents.outcome,
      method: loginEvents.method,
    })
    .from(loginEvents)
    .where(eq(loginEvents.userId, userId))
    .orderBy(desc(loginEvents.createdAt))
    .limit(limit);
}
