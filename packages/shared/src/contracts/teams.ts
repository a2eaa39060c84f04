import { z } from 'zod';
import { apiSuccess, noBodySchema } from './api';
import { emailAddressSchema } from './auth';
import { endpoint } from './endpoint';

// Teams: who works on one portfolio, with which role, and the invitations that bring people in
// (docs/teams.md). Every resource belongs to a team; a signed-in user acts for one at a time.

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** Roles an invitation can give (owners are made from members, by an owner). */
export const INVITE_ROLES = ['admin', 'member'] as const;

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
/** Teams one user may create (their personal team aside). */
export const MAX_TEAMS_CREATED = 20;
/** Members plus pending invitations of one team. */
export const MAX_TEAM_SEATS = 50;

const teamName = z
  .string()
  .trim()
  .min(1, 'Team name is required')
  .max(80, 'Team name must be at most 80 characters');

export const teamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The team made at registration; it cannot be deleted or left. */
  personal: z.boolean(),
  /** The caller's role in it. */
  role: teamRoleSchema,
  memberCount: z.number().int(),
  /** The team the caller acts for now. */
  current: z.boolean(),
  createdAt: z.string(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  role: teamRoleSchema,
  joinedAt: z.string(),
  /** The caller. */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** What the caller may do in this team (from the permission table, docs/teams.md#roles). */
export const teamPermissionsSchema = z.object({
  manageMembers: z.boolean(),
  manageOwners: z.boolean(),
  manageProviders: z.boolean(),
  manageRenters: z.boolean(),
  manageBilling: z.boolean(),
  deleteTeam: z.boolean(),
});
export type TeamPermissions = z.infer<typeof teamPermissionsSchema>;

export const teamDetailSchema = z.object({
  team: teamSummarySchema,
  members: z.array(teamMemberSchema),
  /** Pending invitations; empty for members (only admins and owners see them). */
  invitations: z.array(teamInvitationSchema),
  permissions: teamPermissionsSchema,
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const teamsListSchema = z.object({ teams: z.array(teamSummarySchema), currentTeamId: z.string() });
export type TeamsList = z.infer<typeof teamsListSchema>;

export const teamIdParamsSchema = z.object({ id: z.uuid('id: not a team id') });
export const teamMemberParamsSchema = z.object({
  id: z.uuid('id: not a team id'),
  memberId: z.uuid('memberId: not a member id'),
});
export const teamInvitationParamsSchema = z.object({
  id: z.uuid('id: not a team id'),
  invitationId: z.uuid('invitationId: not an invitation id'),
});

export const createTeamRequestSchema = z.strictObject({ name: teamName });
export const updateTeamRequestSchema = z.strictObject({ name: teamName });
export const inviteRequestSchema = z.strictObject({
  email: emailAddressSchema,
  role: z.enum(INVITE_ROLES, "role must be 'admin' or 'member'").default('member'),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;
export const updateMemberRequestSchema = z.strictObject({
  role: z.enum(TEAM_ROLES, "role must be 'owner', 'admin' or 'member'"),
});

/** An invitation link's token as the accept page sends it. */
export const invitationTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not valid.');
export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });
export const acceptInvitationRequestSchema = z.strictObject({ token: invitationTokenSchema });

/** What the public accept page shows about an invitation. */
export const invitationPreviewSchema = z.object({
  teamName: z.string(),
  invitedBy: z.string().nullable(),
  /** The address it was sent to, partly masked (j***@example.com). */
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  expiresAt: z.string(),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const teamsApi = {
  list: endpoint({ method: 'GET', path: '/api/user/teams', response: apiSuccess(teamsListSchema) }),
  create: endpoint({
    method: 'POST',
    path: '/api/user/teams',
    body: createTeamRequestSchema,
    response: apiSuccess(teamSummarySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/user/teams/:id',
    params: teamIdParamsSchema,
    response: apiSuccess(teamDetailSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/user/teams/:id',
    params: teamIdParamsSchema,
    body: updateTeamRequestSchema,
    response: apiSuccess(teamSummarySchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/teams/:id',
    params: teamIdParamsSchema,
    body: noBodySchema,
    response: apiSuccess(z.object({ deleted: z.literal(true), currentTeamId: z.string() })),
  }),
  switch: endpoint({
    method: 'POST',
    path: '/api/user/teams/:id/switch',
    params: teamIdParamsSchema,
    body: noBodySchema,
    response: apiSuccess(teamSummarySchema),
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/user/teams/:id/invite',
    params: teamIdParamsSchema,
    body: inviteRequestSchema,
    response: apiSuccess(teamInvitationSchema),
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/api/user/teams/:id/invitations/:invitationId',
    params: teamInvitationParamsSchema,
    body: noBodySchema,
    response: apiSuccess(z.object({ revoked: z.literal(true) })),
  }),
  updateMember: endpoint({
    method: 'PATCH',
    path: '/api/user/teams/:id/members/:memberId',
    params: teamMemberParamsSchema,
    body: updateMemberRequestSchema,
    response: apiSuccess(teamMemberSchema),
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/user/teams/:id/members/:memberId',
    params: teamMemberParamsSchema,
    body: noBodySchema,
    response: apiSuccess(z.object({ removed: z.literal(true), currentTeamId: z.string() })),
  }),
  previewInvitation: endpoint({
    method: 'GET',
    path: '/api/public/invitations/:token',
    params: invitationTokenParamsSchema,
    response: apiSuccess(invitationPreviewSchema),
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/user/invitations/accept',
    body: acceptInvitationRequestSchema,
    response: apiSuccess(teamSummarySchema),
  }),
};
