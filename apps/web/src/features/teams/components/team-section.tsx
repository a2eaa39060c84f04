import { Badge } from '@/components/ui/badge';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/features/settings';
import { useTeam, useTeams } from '../api/teams';
import { InviteForm } from './invite-form';
import { MembersList } from './members-list';
import { RoleTable } from './role-table';
import { TeamSettings } from './team-settings';
import { TeamsList } from './teams-list';

/** Settings -> Team: the team you work in, its members and invitations, your other teams. */
export function TeamSection() {
  const teams = useTeams();
  const detail = useTeam(teams.data?.currentTeamId);
  const error = teams.error ?? detail.error;
  return (
    <SettingsSection
      id="team"
      title="Team"
      description="Everything you build belongs to the team you work in. Invite partners to run one portfolio together."
    >
      {error ? (
        <RetryAlert
          message="Could not load your team"
          error={error}
          onRetry={() => {
            void teams.refetch();
            void detail.refetch();
          }}
        />
      ) : !detail.data || !teams.data ? (
        <div className="space-y-3">
          <span role="status" className="sr-only">
            Loading your team
          </span>
          <Skeleton className="h-10" />
          <Skeleton className="h-32" />
        </div>
      ) : (
        <div className="space-y-8" data-testid="team-section">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold" data-testid="current-team-name">
              {detail.data.team.name}
            </h3>
            {detail.data.team.personal && <Badge variant="outline">Personal</Badge>}
            <Badge>
              Your role: <span className="capitalize">{detail.data.team.role}</span>
            </Badge>
          </div>
          <MembersList detail={detail.data} />
          {detail.data.permissions.manageMembers && <InviteForm detail={detail.data} />}
          <TeamSettings key={detail.data.team.id} detail={detail.data} />
          <TeamsList teams={teams.data.teams} />
          <details className="rounded-md border border-border p-3">
            <summary className="cursor-pointer text-sm font-medium">What each role may do</summary>
            <div className="mt-3">
              <RoleTable />
            </div>
          </details>
        </div>
      )}
    </SettingsSection>
  );
}
