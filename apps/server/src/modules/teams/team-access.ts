import type { TeamPermissions } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import { allow, type Principal } from '../../policies/index';
import { type MembershipView, teamOf } from './team-admin.repository';

/**
 * The caller as a member of one team (any of theirs, not only the one they act for) and that team;
 * 404 when they are not a member, exactly as for a team that does not exist.
 */
export async function memberOf(
  db: Db,
  actor: Actor,
  teamId: string,
): Promise<{ team: MembershipView; principal: Principal }> {
  const team = await teamOf(db, actor.userId, teamId);
  if (!team) throw new NotFoundError('Team');
  return {
    team,
    principal: { userId: actor.userId, platformRole: actor.platformRole, teamId, role: team.role },
  };
}

/** What the principal may do in the team, from the permission table (policies/). */
export function permissionsOf(principal: Principal, teamId: string): TeamPermissions {
  const team = { type: 'team', teamId } as const;
  return {
    manageMembers: allow(principal, 'manage-members', team),
    manageOwners: allow(principal, 'manage-owners', team),
    manageProviders: allow(principal, 'manage-provider-keys', team),
    manageRenters: allow(principal, 'manage-renters', team),
    manageBilling: allow(principal, 'manage-billing', team),
    deleteTeam: allow(principal, 'delete-team', team),
  };
}
