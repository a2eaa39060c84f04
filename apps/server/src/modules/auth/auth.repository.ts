import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  externalIdentities,
  type LoginMethod,
  type LoginOutcome,
  loginEvents,
  teamMembers,
  teams,
  twoFactor,
  twoFactorBackupCodes,
  type UserRow,
  userPreferences,
  users,
} from '../../db/schema/index';

export type { LoginMethod, LoginOutcome, UserRow };

export type NewUser = Pick<typeof users.$inferInsert, 'email' | 'passwordHash' | 'firstName' | 'lastName'> &
  Partial<Pick<typeof users.$inferInsert, 'company' | 'role' | 'profileImageUrl' | 'emailVerifiedAt'>>;
/** The user as the me call presents it: with the second factor and the saved preferences (null before the first save). */
export type UserView = UserRow & {
  twoFactorEnabled: boolean;
  preferences?: {
    timezone: string;
    dateFormat: string;
    numberFormat: string;
    defaultScreen: string;
  } | null;
};

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
    .select({
      user: users,
      twoFactorEnabled: twoFactor.enabled,
      timezone: userPreferences.timezone,
      dateFormat: userPreferences.dateFormat,
      numberFormat: userPreferences.numberFormat,
      defaultScreen: userPreferences.defaultScreen,
    })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, id));
  if (!row) return undefined;
  const { user, twoFactorEnabled, timezone, dateFormat, numberFormat, defaultScreen } = row;
  return {
    ...user,
    twoFactorEnabled: twoFactorEnabled === true,
    preferences:
      timezone === null
        ? null
        : { timezone, dateFormat: dateFormat!, numberFormat: numberFormat!, defaultScreen: defaultScreen! },
  };
}

/**
 * After an address is proven (e-mail link, password reset, Google): ADMIN_EMAIL's account becomes
 * admin, and so does the first verified account when no admin exists yet. One statement: the first
 * account claims the 'first_admin' setting (first writer wins, on any process), so two verifications
 * at once never make two admins.
 */
export async function promoteVerified(db: Db, userId: string, adminEmail?: string) {
  if (adminEmail) {
    await db.execute(sql`
      update users set role = 'admin'
      where id = ${userId} and email = ${adminEmail.toLowerCase()} and email_verified_at is not null`);
  }
  await db.execute(sql`
    with claim as (
      insert into app_settings (key, value)
      select 'first_admin', ${userId}
      where not exists (select 1 from users where role = 'admin')
        and exists (select 1 from users where id = ${userId} and email_verified_at is not null)
      on conflict (key) do nothing
      returning value
    )
    update users set role = 'admin' where id in (select value::uuid from claim)`);
}

/**
 * An unverified account whose address a provider has just proven belongs to someone else: whoever
 * registered it without owning the address loses the password and second factor they set (the owner
 * signs in with Google, or resets the password); the address is marked verified; earlier sign-in
 * failures no longer count.
 */
export async function reclaimUnverifiedAccount(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: null, emailVerifiedAt: new Date(), lockedUntil: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  });
}

/** Creates the user and a personal team they own (admin rights come with a verified address: promoteVerified). */
export async function createUserWithTeam(db: Db, values: NewUser) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...values, email: values.email.toLowerCase() })
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

/** Whose failures are counted: an account, or an e-mail without one; from one address. */
export type FailureKey =
  | { userId: string; ip: string | null }
  | { userId: null; email: string; ip: string | null };

/**
 * The times (newest first, at most `limit`) of failed attempts since a moment: on an account
 * (password or second factor), or on an e-mail without an account; from one address.
 */
export async function failuresSince(db: Db, key: FailureKey, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ at: loginEvents.createdAt })
    .from(loginEvents)
    .where(
      and(
        key.userId === null
          ? and(isNull(loginEvents.userId), eq(loginEvents.email, key.email))
          : eq(loginEvents.userId, key.userId),
        key.ip === null ? isNull(loginEvents.ip) : eq(loginEvents.ip, key.ip),
        inArray(
          loginEvents.outcome,
          key.userId === null ? ['unknown_email'] : ['wrong_password', 'two_factor_failed'],
        ),
        gt(loginEvents.createdAt, since),
      ),
    )
    .orderBy(desc(loginEvents.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

/** The newest successful sign-in of an account (from one address, when given). */
export async function lastSuccessAt(db: Db, userId: string, ip?: string | null): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${loginEvents.createdAt})`.mapWith(loginEvents.createdAt) })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, userId),
        eq(loginEvents.outcome, 'success'),
        ip === undefined ? undefined : ip === null ? isNull(loginEvents.ip) : eq(loginEvents.ip, ip),
      ),
    );
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
