import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/index';

/** The teams a user belongs to (their personal team at least): their sockets join team:{id}. */
export async function teamIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  return rows.map((r) => r.teamId);
}

/** Whether a user is a member of a team now (project and chat room joins). */
export async function isTeamMember(db: Db, userId: string, teamId: string): Promise<boolean> {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId)))
    .limit(1);
  return rows.length > 0;
}
