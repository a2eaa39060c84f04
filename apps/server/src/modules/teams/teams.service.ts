import {
  MAX_TEAMS_CREATED,
  type TeamDetail,
  type TeamMember,
  type TeamRole,
  type TeamSummary,
} from '@sdp/shared';
import type { Actor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { allow, authorize } from '../../policies/index';
import type { Actors } from './actors';
import { memberOf, permissionsOf } from './team-access';
import * as repo from './team-admin.repository';

export type TeamsService = ReturnType<typeof createTeamsService>;

export const MESSAGES = {
  manageMembers: 'Only an owner or admin of the team can manage its members.',
  manageOwners: 'Only an owner of the team can make or remove owners.',
  deleteTeam: 'Only an owner of the team can delete it.',
  lastOwner: 'The team needs an owner: make another member an owner first.',
  personalTeam: 'Your personal team cannot be deleted or left; delete your account to remove it.',
  tooManyTeams: `You can create at most ${MAX_TEAMS_CREATED} teams.`,
} as const;

export const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email.split('@')[0] || u.email;

export function presentTeam(t: repo.MembershipView, currentTeamId: string): TeamSummary {
  return {
    id: t.id,
    name: t.name,
    personal: t.personal,
    role: t.role,
    memberCount: Number(t.memberCount),
    current: t.id === currentTeamId,
    createdAt: t.createdAt.toISOString(),
  };
}

type MemberRow = Awaited<ReturnType<typeof repo.membersOf>>[number];

function presentMember(m: MemberRow, callerId: string): TeamMember {
  return {
    userId: m.userId,
    email: m.email,
    name: displayName(m),
    profileImageUrl: m.profileImageUrl,
    role: m.role,
    joinedAt: m.joinedAt.toISOString(),
    you: m.userId === callerId,
  };
}

/** Who sent an invitation, by name; null once their account is gone. */
export const inviterName = (i: {
  inviterFirst: string | null;
  inviterLast: string | null;
  inviterEmail: string | null;
}) =>
  i.inviterEmail
    ? displayName({ firstName: i.inviterFirst, lastName: i.inviterLast, email: i.inviterEmail })
    : null;

/** Teams, members, roles and the team switcher (docs/teams.md). */
export function createTeamsService(deps: ServiceDeps, actors: Actors) {
  const { db } = deps;

  const audit = (
    actor: Actor,
    ctx: RequestContext | null,
    teamId: string | null,
    kind: string,
    summary: string,
    subjectUserId?: string,
  ) => {
    emitAudit(
      deps,
      {
        kind,
        teamId,
        userId: actor.userId,
        subjectUserId: subjectUserId ?? null,
        summary,
        target: teamId ? { type: 'team', id: teamId } : null,
      },
      ctx,
    );
  };

  /** The team the user acts for after a change (the acting membership, read afresh). */
  const actingTeamId = async (userId: string) => (await actors.resolve(userId)).teamId;

  return {
    async list(actor: Actor) {
      const teams = await repo.teamsOf(db, actor.userId);
      return { teams: teams.map((t) => presentTeam(t, actor.teamId)), currentTeamId: actor.teamId };
    },

    async create(actor: Actor, name: string, ctx: RequestContext | null): Promise<TeamSummary> {
      if ((await repo.countTeamsCreated(db, actor.userId)) >= MAX_TEAMS_CREATED)
        throw new ConflictError(MESSAGES.tooManyTeams, 'too_many_teams');
      const team = await repo.createTeam(db, actor.userId, name);
      actors.membershipChanged({ userId: actor.userId, teamId: team.id, member: true });
      audit(actor, ctx, team.id, 'team.created', `Created the team ${name}`);
      return presentTeam({ ...team, role: 'owner', memberCount: 1 }, actor.teamId);
    },

    async detail(actor: Actor, teamId: string): Promise<TeamDetail> {
      const { team, principal } = await memberOf(db, actor, teamId);
      const permissions = permissionsOf(principal, teamId);
      const members = await repo.membersOf(db, teamId);
      const invitations = permissions.manageMembers
        ? await repo.pendingInvitations(db, teamId, new Date())
        : [];
      return {
        team: presentTeam(team, actor.teamId),
        members: members.map((m) => presentMember(m, actor.userId)),
        invitations: invitations.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          invitedBy: inviterName(i),
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
        })),
        permissions,
      };
    },

    async rename(
      actor: Actor,
      teamId: string,
      name: string,
      ctx: RequestContext | null,
    ): Promise<TeamSummary> {
      const { team, principal } = await memberOf(db, actor, teamId);
      authorize(principal, 'manage-members', { type: 'team', teamId }, MESSAGES.manageMembers);
      await repo.renameTeam(db, teamId, name);
      audit(actor, ctx, teamId, 'team.renamed', `Renamed the team ${team.name} to ${name}`);
      return presentTeam({ ...team, name }, actor.teamId);
    },

    /** Deletes the team and everything it owns (owners only; never a personal team). */
    async remove(actor: Actor, teamId: string, ctx: RequestContext | null) {
      const { team, principal } = await memberOf(db, actor, teamId);
      authorize(principal, 'delete-team', { type: 'team', teamId }, MESSAGES.deleteTeam);
      if (team.personal) throw new ConflictError(MESSAGES.personalTeam, 'personal_team');
      const members = await repo.deleteTeam(db, teamId);
      for (const userId of members) actors.membershipChanged({ userId, teamId, member: false });
      audit(actor, ctx, null, 'team.deleted', `Deleted the team ${team.name}`, actor.userId);
      return { deleted: true as const, currentTeamId: await actingTeamId(actor.userId) };
    },

    /**
     * Before the user's account is deleted: the teams they share stay with the others (an heir is
     * made owner where they were the last one), and what they made there stays with the team.
     */
    async prepareAccountDeletion(userId: string) {
      for (const { teamId, heirId } of await repo.releaseOwnership(db, userId)) {
        actors.forget(heirId);
        emitAudit(deps, {
          kind: 'team.role_changed',
          teamId,
          userId: null,
          subjectUserId: heirId,
          summary: 'Became an owner: the last owner deleted their account',
          target: { type: 'team', id: teamId },
        });
      }
    },

    /** The team switcher: the caller acts for this team from now on (every device). */
    async switchTo(actor: Actor, teamId: string): Promise<TeamSummary> {
      const { team } = await memberOf(db, actor, teamId);
      await repo.setCurrentTeam(db, actor.userId, teamId);
      actors.forget(actor.userId);
      return presentTeam(team, teamId);
    },

    async updateMember(
      actor: Actor,
      teamId: string,
      memberId: string,
      role: TeamRole,
      ctx: RequestContext | null,
    ): Promise<TeamMember> {
      const { principal } = await memberOf(db, actor, teamId);
      const resource = { type: 'team', teamId } as const;
      authorize(principal, 'manage-members', resource, MESSAGES.manageMembers);
      const current = await repo.memberRole(db, teamId, memberId);
      if (!current) throw new NotFoundError('Member');
      if ((current === 'owner' || role === 'owner') && !allow(principal, 'manage-owners', resource))
        throw new ForbiddenError(MESSAGES.manageOwners);
      const outcome = await repo.changeMembership(db, teamId, memberId, { role });
      if (outcome === 'not-member') throw new NotFoundError('Member');
      if (outcome === 'last-owner') throw new ConflictError(MESSAGES.lastOwner, 'last_owner');
      actors.forget(memberId);
      const member = (await repo.membersOf(db, teamId)).find((m) => m.userId === memberId);
      if (!member) throw new NotFoundError('Member');
      audit(
        actor,
        ctx,
        teamId,
        'team.role_changed',
        `Made ${member.email} ${role === 'admin' ? 'an admin' : `a ${role}`}`,
        memberId,
      );
      return presentMember(member, actor.userId);
    },

    /**
     * Removes a member, or the caller leaves (memberId = caller). The team keeps its data; the last
     * owner can neither leave nor be removed; the person loses access at once on every process.
     */
    async removeMember(actor: Actor, teamId: string, memberId: string, ctx: RequestContext | null) {
      const { team, principal } = await memberOf(db, actor, teamId);
      const leaving = memberId === actor.userId;
      const resource = { type: 'team', teamId } as const;
      if (team.personal && leaving) throw new ConflictError(MESSAGES.personalTeam, 'personal_team');
      const role = await repo.memberRole(db, teamId, memberId);
      if (!role) throw new NotFoundError('Member');
      if (!leaving) {
        authorize(principal, 'manage-members', resource, MESSAGES.manageMembers);
        if (role === 'owner') authorize(principal, 'manage-owners', resource, MESSAGES.manageOwners);
      }
      const outcome = await repo.changeMembership(db, teamId, memberId, { remove: true });
      if (outcome === 'not-member') throw new NotFoundError('Member');
      if (outcome === 'last-owner') throw new ConflictError(MESSAGES.lastOwner, 'last_owner');
      actors.membershipChanged({ userId: memberId, teamId, member: false });
      audit(
        actor,
        ctx,
        teamId,
        leaving ? 'team.member_left' : 'team.member_removed',
        leaving ? `Left the team ${team.name}` : `Removed a member from ${team.name}`,
        memberId,
      );
      return { removed: true as const, currentTeamId: await actingTeamId(actor.userId) };
    },
  };
}
