import type { TeamSummary } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { plural } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useCreateTeam, useSwitchTeam } from '../api/teams';

/** Your teams with a switch button each, and a form to create one. */
export function TeamsList({ teams }: { teams: TeamSummary[] }) {
  const create = useCreateTeam();
  const switchTeam = useSwitchTeam();
  const navigate = useNavigate();
  const [name, setName] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(name, {
      onSuccess: (team) => {
        setName('');
        toast({
          type: 'success',
          title: 'Team created',
          message: `${team.name}: switch to it to start working there.`,
        });
      },
    });
  };

  return (
    <div className="space-y-4">
      <h4 className="text-sm font-medium">Your teams</h4>
      <ul className="divide-y divide-border rounded-md border border-border" data-testid="teams-list">
        {teams.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{t.name}</p>
              <p className="text-xs text-muted-foreground">
                <span className="capitalize">{t.role}</span> · {plural(t.memberCount, 'member')}
              </p>
            </div>
            {t.current ? (
              <Badge variant="success">Working here</Badge>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={switchTeam.isPending}
                onClick={() =>
                  switchTeam.mutate(t.id, {
                    onSuccess: () => {
                      toast({
                        type: 'success',
                        title: 'Team switched',
                        message: `You are working in ${t.name}.`,
                      });
                      navigate(paths.dashboard);
                    },
                  })
                }
              >
                Switch to {t.name}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {switchTeam.isError && <Alert variant="error">{errorMessage(switchTeam.error)}</Alert>}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <FormField id="new-team-name" label="Create a team">
            <Input
              id="new-team-name"
              placeholder="e.g. Austin partners"
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          {create.isPending ? 'Creating...' : 'Create team'}
        </Button>
      </form>
      {create.isError && <Alert variant="error">{errorMessage(create.error)}</Alert>}
    </div>
  );
}
