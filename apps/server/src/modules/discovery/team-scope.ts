import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, teams } from '../../db/schema/index';
import { UnauthorizedError } from '../../lib/errors';

/** Whose rows a request reads and writes: the caller and the team they act for. */
export interface TeamScope {
  teamId: string;
  userId: string;
  role: 'owner' | 'admin' | 'member';
}

export type TeamScopes = ReturnType<typeof createTeamScopes>;

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Resolves the team a signed-in user acts for (their personal team, else their oldest membership) from
 * team_members, so every discovery and provider query is scoped by membership. Cached briefly: the
 * lookup sits on every call.
 */
export function createTeamScopes(db: Db) {
  const cache = new Map<string, { scope: TeamScope; until: number }>();

  return {
    async resolve(userId: string): Promise<TeamScope> {
      const hit = cache.get(userId);
      if (hit && hit.until > Date.now()) return hit.scope;
      const [row] = await db
        .select({ teamId: teamMembers.teamId, role: teamMembers.role })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(eq(teamMembers.userId, userId)))
        .orderBy(desc(teams.personal), asc(teamMembers.createdAt))
        .limit(1);
      if (!row) throw new UnauthorizedError();
      const scope: TeamScope = { teamId: row.teamId, userId, role: row.role };
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(userId, { scope, until: Date.now() + TTL_MS });
      return scope;
    },
    forget(userId: string) {
      cache.delete(userId);
    },
  };
}
