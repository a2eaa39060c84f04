import type { TeamDetail, TeamRole } from '@sdp/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useRemoveMember, useUpdateMember } from '../api/teams';

/** The team's members: role (changeable by managers; owners only by owners), remove, or leave. */
export function MembersList({ detail }: { detail: TeamDetail }) {
  const { team, members, permissions } = detail;
  const self = members.find((m) => m.you);
  const update = useUpdateMember(team.id);
  const remove = useRemoveMember(team.id, self?.userId);
  const [removing, setRemoving] = useState<(typeof members)[number] | null>(null);

  const roleChoices = (current: TeamRole): TeamRole[] =>
    permissions.manageOwners || current === 'owner' ? ['owner', 'admin', 'member'] : ['admin', 'member'];

  return (
    <>
      <ul className="divide-y divide-border rounded-md border border-border" data-testid="team-members">
        {members.map((m) => {
          const mayEdit =
            permissions.manageMembers && !m.you && (m.role !== 'owner' || permissions.manageOwners);
          return (
            <li key={m.userId} className="flex flex-wrap items-center gap-3 p-3" data-testid="team-member">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {m.name} {m.you && <span className="text-muted-foreground">(you)</span>}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {m.email} · joined {formatDateTime(m.joinedAt)}
                </p>
              </div>
              {mayEdit ? (
                <Select
                  aria-label={`Role of ${m.name}`}
                  value={m.role}
                  disabled={update.isPending}
                  className="w-32"
                  onChange={(e) =>
                    update.mutate(
                      { memberId: m.userId, role: e.target.value as TeamRole },
                      {
                        onError: (err) =>
                          toast({ type: 'error', title: 'Role not changed', message: errorMessage(err) }),
                      },
                    )
                  }
                >
                  {roleChoices(m.role).map((r) => (
                    <option key={r} value={r}>
                      {r[0]?.toUpperCase()}
                      {r.slice(1)}
                    </option>
                  ))}
                </Select>
              ) : (
                <Badge variant="outline" className="capitalize" data-testid="team-member-role">
                  {m.role}
                </Badge>
              )}
              {(mayEdit || (m.you && !team.personal)) && (
                <Button variant="outline" size="sm" onClick={() => setRemoving(m)}>
                  {m.you ? 'Leave team' : 'Remove'}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        title={removing?.you ? `Leave ${team.name}?` : `Remove ${removing?.name} from ${team.name}?`}
        description={
          removing?.you
            ? 'You lose access to its sites, leads and renters at once. The team keeps its data.'
            : 'They lose access at once, on every device. The sites and leads they worked on stay with the team.'
        }
        error={remove.error}
        pending={remove.isPending}
        confirmLabel={removing?.you ? 'Leave team' : 'Remove member'}
        pendingLabel={removing?.you ? 'Leaving...' : 'Removing...'}
        destructive
        confirmTestId="confirm-remove-member"
        onConfirm={() =>
          removing &&
          remove.mutate(removing.userId, {
            onSuccess: () => {
              toast({
                type: 'success',
                title: removing.you ? 'You left the team' : 'Member removed',
                message: removing.you ? team.name : removing.email,
              });
              setRemoving(null);
            },
          })
        }
      />
    </>
  );
}
