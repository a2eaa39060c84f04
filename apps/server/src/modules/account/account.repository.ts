import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, userAvatars, userPreferences, users } from '../../db/schema/index';

// The account's own rows (docs/account.md): the profile columns of users, user_avatars, and the
// columns of user_preferences this module owns (never onboarded_at: the onboarding sets that).

export async function updateProfile(
  db: Db,
  userId: string,
  values: { firstName: string; lastName: string; company: string | null },
): Promise<boolean> {
  const rows = await db.update(users).set(values).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** Stores the avatar files and points users.profile_image_url at the large one, in one transaction. */
export async function saveAvatar(
  db: Db,
  userId: string,
  avatar: { hash: string; large: Buffer; small: Buffer },
  url: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userAvatars)
      .values({ userId, ...avatar })
      .onConflictDoUpdate({
        target: userAvatars.userId,
        set: { ...avatar, createdAt: sql`now()` },
      });
    await tx.update(users).set({ profileImageUrl: url }).where(eq(users.id, userId));
  });
}

/** Removes the avatar; profile_image_url is cleared only when it was ours (a Google picture stays). */
export async function deleteAvatar(db: Db, userId: string, ourPrefix: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
    await tx
      .update(users)
      .set({ profileImageUrl: null })
      .where(and(eq(users.id, userId), sql`${users.profileImageUrl} like ${`${ourPrefix}%`}`));
  });
}

export async function avatarFile(db: Db, userId: string, hash: string, size: 'large' | 'small') {
  const [row] = await db
    .select({ file: size === 'large' ? userAvatars.large : userAvatars.small })
    .from(userAvatars)
    .where(and(eq(userAvatars.userId, userId), eq(userAvatars.hash, hash)));
  return row?.file;
}

export async function preferencesRow(db: Db, userId: string) {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row;
}

export type PreferenceColumns = Partial<{
  timezone: string;
  dateFormat: string;
  numberFormat: string;
  defaultScreen: string;
}>;

/** Upserts the given preference columns only (another module sets onboarded_at in the same row). */
export async function savePreferences(db: Db, userId: string, values: PreferenceColumns) {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** Merges top-level keys into user_preferences.notifications (a kind's or the digest's whole entry). */
export async function mergeNotifications(db: Db, userId: string, entries: Record<string, unknown>) {
  const patch = JSON.stringify(entries);
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, notifications: entries })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: {
        notifications: sql`${userPreferences.notifications} || ${patch}::jsonb`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ notifications: userPreferences.notifications });
  return row!.notifications;
}

/** The stored notification choices of a team's members (one row per member; {} without a row). */
export async function memberNotifications(db: Db, teamId: string) {
  return db
    .select({
      userId: teamMembers.userId,
      email: users.email,
      firstName: users.firstName,
      notifications: userPreferences.notifications,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
}
