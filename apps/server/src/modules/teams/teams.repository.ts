import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, teams, userPreferences, users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

/** The team a user acts for: their personal team, else their oldest membership; null for none. */
export async function actingMembership(db: Db, userId: string): Promise<Actor | null> {
  const [row] = await db
    .select({
      teamId: teamMembers.teamId,
      role: teamMembers.role,
      platformRole: users.role,
      timezone: userPreferences.timezone,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, teamMembers.userId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(desc(teams.personal), asc(teamMembers.createdAt))
    .limit(1);
  if (!row) return null;
  const { timezone, ...rest } = row;
  return { userId, ...rest, timezone: timezone ?? 'UTC' };
}
