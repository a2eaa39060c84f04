import { type InviteRequest, type TeamRole, teamsApi } from '@sdp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { teamsKeys } from '@/lib/current-team';

// Teams, members and invitations (docs/teams.md). Every team-scoped query depends on which team the
// user acts for, so switching, joining or leaving resets them all.

export { teamsKeys, useCurrentTeamPermissions, useTeam, useTeams } from '@/lib/current-team';

/** After the acting team changed: every query is read again for the new team. */
function useResetAll() {
  const qc = useQueryClient();
  return () => qc.resetQueries();
}

export const useSwitchTeam = () => {
  const reset = useResetAll();
  return useMutation({
    mutationFn: async (id: string) => (await callApi(teamsApi.switch, { params: { id } })).data,
    onSuccess: reset,
  });
};

export const useCreateTeam = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await callApi(teamsApi.create, { body: { name } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamsKeys.all() }),
  });
};

export const useRenameTeam = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await callApi(teamsApi.update, { params: { id }, body: { name } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamsKeys.all() }),
  });
};

export const useDeleteTeam = () => {
  const reset = useResetAll();
  return useMutation({
    mutationFn: async (id: string) => (await callApi(teamsApi.remove, { params: { id } })).data,
    onSuccess: reset,
  });
};

export const useInvite = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteRequest) =>
      (await callApi(teamsApi.invite, { params: { id }, body })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamsKeys.detail(id) }),
  });
};

export const useRevokeInvitation = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      (await callApi(teamsApi.revokeInvitation, { params: { id, invitationId } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamsKeys.detail(id) }),
  });
};

export const useUpdateMember = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { memberId: string; role: TeamRole }) =>
      (
        await callApi(teamsApi.updateMember, {
          params: { id, memberId: input.memberId },
          body: { role: input.role },
        })
      ).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamsKeys.all() }),
  });
};

/** Removes a member; with the caller's own id, leaves the team (then every query is read again). */
export const useRemoveMember = (id: string, selfId: string | undefined) => {
  const qc = useQueryClient();
  const reset = useResetAll();
  return useMutation({
    mutationFn: async (memberId: string) =>
      (await callApi(teamsApi.removeMember, { params: { id, memberId } })).data,
    onSuccess: (_data, memberId) =>
      memberId === selfId ? reset() : qc.invalidateQueries({ queryKey: teamsKeys.all() }),
  });
};

/** GET /api/public/invitations/:token: the accept page's view of a link. */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: teamsKeys.invitation(token),
    queryFn: async () => (await callApi(teamsApi.previewInvitation, { params: { token } })).data,
    retry: false,
  });

export const useAcceptInvitation = () => {
  const reset = useResetAll();
  return useMutation({
    mutationFn: async (token: string) => (await callApi(teamsApi.acceptInvitation, { body: { token } })).data,
    onSuccess: reset,
  });
};
