import { Check, Plus, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useSwitchTeam, useTeams } from '../api/teams';

/**
 * The team switcher in the user menu: the caller's teams, the one they act for checked. Choosing
 * another resets every screen to that team and opens the dashboard.
 */
export function TeamSwitcherItems() {
  const teams = useTeams();
  const switchTeam = useSwitchTeam();
  const navigate = useNavigate();
  const list = teams.data?.teams ?? [];
  if (list.length === 0) return null;
  return (
    <>
      <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Teams</DropdownMenuLabel>
      <div data-testid="team-switcher">
        {list.map((team) => (
          <DropdownMenuItem
            key={team.id}
            data-testid="team-switcher-item"
            aria-current={team.current ? 'true' : undefined}
            onSelect={() => {
              if (team.current) return;
              switchTeam.mutate(team.id, {
                onSuccess: () => {
                  toast({
                    type: 'success',
                    title: 'Team switched',
                    message: `You are working in ${team.name}.`,
                  });
                  navigate(paths.dashboard);
                },
                onError: (err) =>
                  toast({ type: 'error', title: 'Could not switch team', message: errorMessage(err) }),
              });
            }}
          >
            {team.current ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Users className="size-4 opacity-50" aria-hidden="true" />
            )}
            <span className="truncate">{team.name}</span>
            <span className="ml-auto text-xs capitalize text-muted-foreground">{team.role}</span>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem asChild>
          <Link to={`${paths.settings}#team`} data-testid="team-switcher-manage">
            <Plus className="size-4" aria-hidden="true" />
            Create or manage teams
          </Link>
        </DropdownMenuItem>
      </div>
      <DropdownMenuSeparator />
    </>
  );
}
