import { INVITATION_TTL_DAYS, type TeamDetail } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useInvite, useRevokeInvitation } from '../api/teams';

/** Invite someone by e-mail (owners and admins), and the invitations still pending. */
export function InviteForm({ detail }: { detail: TeamDetail }) {
  const invite = useInvite(detail.team.id);
  const revoke = useRevokeInvitation(detail.team.id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'member' | 'admin'>('member');
  const [sent, setSent] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    invite.mutate(
      { email, role },
      {
        onSuccess: (inv) => {
          setSent(inv.email);
          setEmail('');
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[1fr_9rem_auto] sm:items-end"
        data-testid="invite-form"
      >
        <FormField id="invite-email" label="Invite by e-mail">
          <Input
            id="invite-email"
            type="email"
            required
            autoComplete="off"
            placeholder="partner@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <FormField id="invite-role" label="Role">
          <Select
            id="invite-role"
            value={role}
            onChange={(e) => setRole(e.target.value as 'member' | 'admin')}
          >
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </Select>
        </FormField>
        <Button type="submit" disabled={invite.isPending || email.trim() === ''}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
      {invite.isError && <Alert variant="error">{errorMessage(invite.error)}</Alert>}
      {sent && (
        <Alert variant="success" data-testid="invite-sent">
          Invitation sent to {sent}. The link works for {INVITATION_TTL_DAYS} days, for an existing account or
          a new one.
        </Alert>
      )}
      {detail.invitations.length > 0 && (
        <div>
          <h4 className="mb-2 text-sm font-medium">Pending invitations</h4>
          <ul
            className="divide-y divide-border rounded-md border border-border"
            data-testid="team-invitations"
          >
            {detail.invitations.map((inv) => (
              <li key={inv.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="truncate">{inv.email}</p>
                  <p className="text-xs text-muted-foreground">
                    {inv.role === 'admin' ? 'Admin' : 'Member'} · expires {formatDateTime(inv.expiresAt)}
                    {inv.invitedBy ? ` · invited by ${inv.invitedBy}` : ''}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(inv.id)}
                  aria-label={`Withdraw the invitation to ${inv.email}`}
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
          {revoke.isError && (
            <Alert variant="error" className="mt-2">
              {errorMessage(revoke.error)}
            </Alert>
          )}
        </div>
      )}
    </div>
  );
}
