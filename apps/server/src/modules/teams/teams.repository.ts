import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, teams, userPreferences, users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

function membershipQuery(db: Db, userId: string, teamId?: string) {
  return db
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
    .where(
      teamId === undefined
        ? eq(teamMembers.userId, userId)
        : and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId)),
    );
}

type MembershipRow = Awaited<ReturnType<typeof membershipQuery>>[number];

function toActor(userId: string, row: MembershipRow | undefined): Actor | null {
  if (!row) return null;
  const { timezone, ...rest } = row;
  return { userId, ...rest, timezone: timezone ?? 'UTC' };
}

/**
 * The team a user acts for: the team they switched to (users.current_team_id) while they are still
 * a member of it, else their personal team, else their oldest membership; null for none.
 */
export async function actingMembership(db: Db, userId: string): Promise<Actor | null> {
  const [row] = await membershipQuery(db, userId)
    .orderBy(
      desc(sql`${teamMembers.teamId} = ${users.currentTeamId}`),
      desc(teams.personal),
      asc(teamMembers.createdAt),
    )
    .limit(1);
  return toActor(userId, row);
}

/** The user acting in one given team (an API key's team); null unless they are a member of it now. */
export async function membershipIn(db: Db, userId: string, teamId: string): Promise<Actor | null> {
  const [row] = await membershipQuery(db, userId, teamId).limit(1);
  return toActor(userId, row);
}
