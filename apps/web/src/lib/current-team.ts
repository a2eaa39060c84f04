import { teamsApi } from '@sdp/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

// The team the user works in and what their role there allows (docs/teams.md#roles): read by any
// screen that hides what the server would refuse (provider keys, renters, rent invoicing). The teams
// feature owns the rest of the teams calls.

export const teamsKeys = {
  all: () => ['teams'] as const,
  list: () => ['teams', 'list'] as const,
  detail: (id: string) => ['teams', 'detail', id] as const,
  invitation: (token: string) => ['teams', 'invitation', token] as const,
};

/** GET /api/user/teams: the caller's teams and the one they act for. */
export const useTeams = () =>
  useQuery({ queryKey: teamsKeys.list(), queryFn: async () => (await callApi(teamsApi.list)).data });

/** GET /api/user/teams/:id: members, pending invitations (managers only) and the caller's permissions. */
export const useTeam = (id: string | undefined) =>
  useQuery({
    queryKey: teamsKeys.detail(id ?? ''),
    queryFn: async () => (await callApi(teamsApi.get, { params: { id: id ?? '' } })).data,
    enabled: Boolean(id),
  });

/** What the caller may do in the team they act for (undefined while loading). */
export function useCurrentTeamPermissions() {
  const teams = useTeams();
  return useTeam(teams.data?.currentTeamId).data?.permissions;
}
