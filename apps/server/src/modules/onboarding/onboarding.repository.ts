import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites, teamMarketFocus, userPreferences } from '../../db/schema/index';

// The team's market focus (its own table team_market_focus), and the user's onboarding mark:
// user_preferences.onboarded_at only (the other columns of user_preferences are the account's,
// docs/onboarding.md), and whether the team has a site (reads sites).

/** The team's market focus row, or undefined before the first save. */
export async function marketFocus(db: Db, teamId: string) {
  const [row] = await db.select().from(teamMarketFocus).where(eq(teamMarketFocus.teamId, teamId));
  return row;
}

export async function saveMarketFocus(
  db: Db,
  teamId: string,
  userId: string,
  values: { verticals: string[]; state: string | null },
) {
  const [row] = await db
    .insert(teamMarketFocus)
    .values({ teamId, updatedBy: userId, ...values })
    .onConflictDoUpdate({
      target: teamMarketFocus.teamId,
      set: { ...values, updatedBy: userId, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** When the user finished or skipped onboarding (null: not yet, or no preferences row). */
export async function onboardedAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: userPreferences.onboardedAt })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.at ?? null;
}

/** Marks onboarding done: inserts the preferences row with its defaults, or sets onboarded_at only. */
export async function markOnboarded(db: Db, userId: string) {
  await db
    .insert(userPreferences)
    .values({ userId, onboardedAt: sql`now()` })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { onboardedAt: sql`coalesce(${userPreferences.onboardedAt}, now())` },
    });
}

export async function teamHasSites(db: Db, teamId: string): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.teamId, teamId)).limit(1);
  return row !== undefined;
}
