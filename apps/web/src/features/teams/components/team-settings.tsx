import type { TeamDetail } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useDeleteTeam, useRenameTeam } from '../api/teams';

/** Rename (owners and admins) and delete (owners; never the personal team). */
export function TeamSettings({ detail }: { detail: TeamDetail }) {
  const { team, permissions } = detail;
  const rename = useRenameTeam(team.id);
  const remove = useDeleteTeam();
  const [name, setName] = useState(team.name);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    rename.mutate(name, {
      onSuccess: () => toast({ type: 'success', title: 'Team renamed', message: name }),
    });
  };

  return (
    <div className="space-y-4">
      {permissions.manageMembers && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <FormField id="team-name" label="Team name">
              <Input id="team-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
            </FormField>
          </div>
          <Button
            type="submit"
            variant="outline"
            disabled={rename.isPending || name.trim() === '' || name === team.name}
          >
            {rename.isPending ? 'Saving...' : 'Rename'}
          </Button>
        </form>
      )}
      {rename.isError && <Alert variant="error">{errorMessage(rename.error)}</Alert>}
      {permissions.deleteTeam && !team.personal && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/40 p-3">
          <p className="text-sm text-muted-foreground">
            Deleting the team deletes its sites, leads, renters and settings for every member.
          </p>
          <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
            Delete team
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          setTyped('');
          remove.reset();
        }}
        title={`Delete ${team.name}?`}
        description={
          <>
            <span className="block">
              Everything the team owns is deleted for all its members. This cannot be undone.
            </span>
            <label htmlFor="delete-team-name" className="mt-3 block text-foreground">
              Type the team's name to confirm
            </label>
            <Input
              id="delete-team-name"
              className="mt-1"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </>
        }
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Delete team"
        pendingLabel="Deleting..."
        destructive
        confirmDisabled={typed !== team.name}
        onConfirm={() =>
          remove.mutate(team.id, {
            onSuccess: () => {
              toast({ type: 'success', title: 'Team deleted', message: team.name });
              setConfirming(false);
            },
          })
        }
      />
    </div>
  );
}
