import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  type InvitationPreview,
  type InviteRequest,
  MAX_TEAM_SEATS,
  PLAN_IDS,
  type PlanId,
  type TeamInvitation,
  type TeamSummary,
} from '@sdp/shared';
import type { Actor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { assertWithinPlan, billingEnabled } from '../../lib/plan-limits';
import { authorize } from '../../policies/index';
import { teamInvitationMail } from '../mail/index';
import type { Actors } from './actors';
import { memberOf } from './team-access';
import * as repo from './team-admin.repository';
import { displayName, inviterName, MESSAGES, presentTeam } from './teams.service';

export type InvitationsService = ReturnType<typeof createInvitationsService>;

export const INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid.',
  expired: 'This invitation has expired. Ask for a new one.',
  revoked: 'This invitation was withdrawn.',
  accepted: 'This invitation was already used.',
  alreadyMember: 'That person is already a member of this team.',
  seats: `A team has at most ${MAX_TEAM_SEATS} members and pending invitations.`,
  unverified: 'Verify your e-mail address before inviting people.',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** j***@example.com: enough to recognise one's own address, not to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const wrongAddress = (email: string) =>
  `This invitation was sent to ${maskEmail(email)}. Sign in with that address to accept it.`;

type InvitationRow = NonNullable<Awaited<ReturnType<typeof repo.invitationByTokenHash>>>;

function statusOf(row: InvitationRow, now: Date): InvitationPreview['status'] {
  const inv = row.invitation;
  if (inv.acceptedAt) return 'accepted';
  if (inv.revokedAt) return 'revoked';
  if (inv.expiresAt <= now) return 'expired';
  return 'pending';
}

/**
 * Invitations by e-mail (docs/teams.md#invitations): a random token in the link (only its hash is
 * kept), valid INVITATION_TTL_DAYS, revocable, accepted once by the account with the invited address
 * (an existing one signing in, or a new one registering with the link).
 */
export function createInvitationsService(deps: ServiceDeps, actors: Actors) {
  const { db, config, mailer } = deps;

  async function find(token: string): Promise<InvitationRow> {
    const row = await repo.invitationByTokenHash(db, hashToken(token));
    if (!row) throw new NotFoundError('Invitation');
    return row;
  }

  /** The plan's team seats (docs/billing.md#limits): `taken` seats now, one more wanted. */
  async function assertSeatInPlan(teamId: string, taken: number) {
    if (!billingEnabled(config)) return;
    const plan = await repo.planOf(db, teamId);
    const planId: PlanId = (PLAN_IDS as readonly string[]).includes(plan) ? (plan as PlanId) : 'trial';
    assertWithinPlan(planId, 'teamSeats', taken, 1);
  }

  function refuseUnlessPending(row: InvitationRow, now: Date) {
    const status = statusOf(row, now);
    if (status === 'expired') throw new ConflictError(INVITATION_MESSAGES.expired, 'invitation_expired');
    if (status === 'revoked') throw new ConflictError(INVITATION_MESSAGES.revoked, 'invitation_revoked');
    if (status === 'accepted') throw new ConflictError(INVITATION_MESSAGES.accepted, 'invitation_used');
  }

  return {
    async invite(
      actor: Actor,
      teamId: string,
      input: InviteRequest,
      inviter: { email: string; firstName: string | null; lastName: string | null; verified: boolean },
      ctx: RequestContext | null,
    ): Promise<TeamInvitation> {
      const { team, principal } = await memberOf(db, actor, teamId);
      authorize(principal, 'manage-members', { type: 'team', teamId }, MESSAGES.manageMembers);
      // The platform mails strangers only for people who proved their own address.
      if (!inviter.verified) throw new ForbiddenError(INVITATION_MESSAGES.unverified, 'email_not_verified');
      const email = input.email.trim().toLowerCase();
      const role = input.role ?? 'member';
      if (await repo.isMemberByEmail(db, teamId, email))
        throw new ConflictError(INVITATION_MESSAGES.alreadyMember, 'already_member');
      const now = new Date();
      const seats = await repo.seatsUsed(db, teamId, now);
      if (seats >= MAX_TEAM_SEATS) throw new ConflictError(INVITATION_MESSAGES.seats, 'too_many_seats');
      await assertSeatInPlan(teamId, seats);
      const token = randomBytes(32).toString('base64url');
      const inv = await repo.createInvitation(db, {
        teamId,
        email,
        role,
        invitedBy: actor.userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
      });
      const invitedBy = displayName(inviter);
      const link = `${config.PUBLIC_URL}/invite/${token}`;
      await mailer.sendMail(teamInvitationMail(email, invitedBy, team.name, role, link, INVITATION_TTL_DAYS));
      emitAudit(
        deps,
        {
          kind: 'team.member_invited',
          teamId,
          userId: actor.userId,
          summary: `Invited ${email} to ${team.name} as ${role === 'admin' ? 'an admin' : 'a member'}`,
          target: { type: 'team', id: teamId },
        },
        ctx,
      );
      return {
        id: inv.id,
        email,
        role,
        invitedBy,
        createdAt: inv.createdAt.toISOString(),
        expiresAt: inv.expiresAt.toISOString(),
      };
    },

    async revoke(actor: Actor, teamId: string, invitationId: string) {
      const { principal } = await memberOf(db, actor, teamId);
      authorize(principal, 'manage-members', { type: 'team', teamId }, MESSAGES.manageMembers);
      if (!(await repo.revokeInvitation(db, teamId, invitationId))) throw new NotFoundError('Invitation');
      return { revoked: true as const };
    },

    /** What the public accept page shows; 404 for an unknown token. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await find(token);
      const inv = row.invitation;
      return {
        teamName: row.teamName,
        invitedBy: inviterName(row),
        email: maskEmail(inv.email),
        role: inv.role,
        expiresAt: inv.expiresAt.toISOString(),
        status: statusOf(row, new Date()),
      };
    },

    /**
     * Accepts for the signed-in user, whose address must be the invited one. They join with the
     * invited role and act for the team from now on.
     */
    async accept(
      actor: Actor,
      userEmail: string,
      token: string,
      ctx: RequestContext | null,
    ): Promise<TeamSummary> {
      const row = await find(token);
      const now = new Date();
      if (row.invitation.email !== userEmail.toLowerCase())
        throw new ForbiddenError(wrongAddress(row.invitation.email), 'wrong_account');
      refuseUnlessPending(row, now);
      await assertSeatInPlan(row.invitation.teamId, await repo.membersCount(db, row.invitation.teamId));
      const joined = await repo.acceptInvitation(db, row.invitation.id, actor.userId, now);
      if (!joined) {
        // Accepted, revoked or expired since it was read: say which.
        refuseUnlessPending((await repo.invitationByTokenHash(db, hashToken(token))) ?? row, new Date());
        throw new ConflictError(INVITATION_MESSAGES.accepted, 'invitation_used');
      }
      const teamId = row.invitation.teamId;
      actors.membershipChanged({ userId: actor.userId, teamId, member: true });
      emitAudit(
        deps,
        {
          kind: 'team.member_joined',
          teamId,
          userId: actor.userId,
          subjectUserId: actor.userId,
          summary: `${userEmail} joined ${row.teamName}`,
          target: { type: 'team', id: teamId },
        },
        ctx,
      );
      const team = await repo.teamOf(db, actor.userId, teamId);
      if (!team) throw new NotFoundError('Team');
      return presentTeam(team, teamId);
    },

    /** A new account made through the invitation link joins (the auth module's registration). */
    async acceptAsNewUser(userId: string, email: string, token: string, ctx: RequestContext | null) {
      return this.accept(await actors.resolve(userId), email, token, ctx);
    },

    /**
     * Registration through an invitation link: checks before the account exists that the link is
     * pending and addressed to this e-mail (a 400 names the address to use otherwise).
     */
    async checkForRegistration(token: string, email: string): Promise<void> {
      const row = await repo.invitationByTokenHash(db, hashToken(token));
      if (!row) throw new ValidationError(INVITATION_MESSAGES.invalid);
      if (row.invitation.email !== email.toLowerCase())
        throw new ValidationError(
          `This invitation was sent to ${maskEmail(row.invitation.email)}; register with that address.`,
        );
      refuseUnlessPending(row, new Date());
    },
  };
}
