import type { AdminUser } from '@sdp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { disableUser } from '../api/disable-user';
import { enableUser } from '../api/enable-user';
import { adminUsersQueryOptions, invalidateAdminUsers } from '../api/queries';
import { resendUserVerification } from '../api/resend-verification';
import { setUserRole } from '../api/set-role';
import { signOutUser } from '../api/sign-out-user';
import { AdminTable, Pager, TableSkeleton } from './table';

type Act = 'disable' | 'enable' | 'role' | 'sign-out' | 'resend';
const PAGE_SIZE = 25;

const CONFIRM: Record<
  Act,
  { title: (u: AdminUser) => string; text: (u: AdminUser) => string; label: string }
> = {
  disable: {
    title: (u) => `Disable ${u.email}?`,
    text: () =>
      'They are signed out everywhere at once, and sign-in and their API keys are refused until enabled.',
    label: 'Disable',
  },
  enable: { title: (u) => `Enable ${u.email}?`, text: () => 'They can sign in again.', label: 'Enable' },
  role: {
    title: (u) => (u.role === 'admin' ? `Make ${u.email} a free user?` : `Make ${u.email} an admin?`),
    text: (u) =>
      u.role === 'admin'
        ? 'They lose access to administration; their sessions end so their next sign-in carries the new role.'
        : 'They can manage every user, job and team of this installation; their sessions end so their next sign-in carries the new role.',
    label: 'Change role',
  },
  'sign-out': {
    title: (u) => `Sign ${u.email} out everywhere?`,
    text: () => 'Every session of this user ends at once; they can sign in again.',
    label: 'Sign out everywhere',
  },
  resend: {
    title: (u) => `Resend the verification e-mail to ${u.email}?`,
    text: () => 'A new verification link is mailed; earlier links stay valid until they expire.',
    label: 'Resend',
  },
};

async function run(act: Act, u: AdminUser): Promise<string> {
  if (act === 'disable') {
    await disableUser(u.id);
    return `${u.email} disabled`;
  }
  if (act === 'enable') {
    await enableUser(u.id);
    return `${u.email} enabled`;
  }
  if (act === 'role') {
    const next = await setUserRole(u.id, u.role === 'admin' ? 'free' : 'admin');
    return `${u.email} is now ${next.role === 'admin' ? 'an admin' : 'a free user'}`;
  }
  if (act === 'sign-out') {
    const { sessionsEnded } = await signOutUser(u.id);
    return `${u.email} signed out (${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended)`;
  }
  return resendUserVerification(u.id);
}

/** Users: search, role and status filters, and the acts on each (confirmed first). */
export function UsersTab() {
  const { user: me } = useSession();
  const qc = useQueryClient();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<'' | 'free' | 'admin'>('');
  const [status, setStatus] = useState<'' | 'active' | 'disabled'>('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ act: Act; user: AdminUser } | null>(null);
  const query = {
    q: q.trim() || undefined,
    role: role || undefined,
    status: status || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const users = useQuery(adminUsersQueryOptions(query));
  const act = useMutation({
    mutationFn: (p: { act: Act; user: AdminUser }) => run(p.act, p.user),
    onSuccess: (message) => {
      toast({ type: 'success', title: message });
      setPending(null);
      void invalidateAdminUsers(qc);
    },
  });
  const open = (a: Act, u: AdminUser) => {
    act.reset();
    setPending({ act: a, user: u });
  };

  return (
    <section className="space-y-3" aria-label="Users">
      <div className="flex flex-wrap gap-2">
        <Input
          type="search"
          aria-label="Search users by e-mail or name"
          placeholder="Search e-mail or name"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
          className="max-w-xs"
        />
        <Select
          aria-label="Role"
          value={role}
          onChange={(e) => {
            setRole(e.target.value as typeof role);
            setPage(1);
          }}
          className="w-36"
        >
          <option value="">All roles</option>
          <option value="free">Free</option>
          <option value="admin">Admin</option>
        </Select>
        <Select
          aria-label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPage(1);
          }}
          className="w-36"
        >
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="disabled">Disabled</option>
        </Select>
      </div>
      {users.isPending ? (
        <TableSkeleton />
      ) : users.isError ? (
        <RetryAlert message="Could not load users" error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState icon={Users} title="No users match">
          Try another search or filter.
        </EmptyState>
      ) : (
        <>
          <AdminTable
            head={['User', 'Role', 'Created', 'Verified', 'Last sign-in', 'Teams', 'Actions']}
            testId="admin-users"
          >
            {users.data.items.map((u) => (
              <tr key={u.id} data-testid="admin-user-row" data-email={u.email}>
                <td className="px-3 py-2">
                  <div className="font-medium break-all">{u.email}</div>
                  <div className="text-xs text-muted-foreground">{u.name ?? '–'}</div>
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    <Badge variant={u.role === 'admin' ? 'default' : 'outline'}>{u.role}</Badge>
                    {u.disabledAt && <Badge variant="danger">Disabled</Badge>}
                  </div>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(u.createdAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {u.verifiedAt ? formatDateTime(u.verifiedAt) : 'Not verified'}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {u.lastSignInAt ? formatDateTime(u.lastSignInAt) : 'Never'}
                </td>
                <td className="px-3 py-2">{u.teamsCount}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="outline" onClick={() => open('role', u)}>
                      {u.role === 'admin' ? 'Make free' : 'Make admin'}
                    </Button>
                    {u.disabledAt ? (
                      <Button size="sm" variant="outline" onClick={() => open('enable', u)}>
                        Enable
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => open('disable', u)}
                        disabled={u.id === me?.id}
                      >
                        Disable
                      </Button>
                    )}
                    <Button size="sm" variant="outline" onClick={() => open('sign-out', u)}>
                      Sign out
                    </Button>
                    {!u.verifiedAt && (
                      <Button size="sm" variant="outline" onClick={() => open('resend', u)}>
                        Resend verification
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={users.data.total} onPage={setPage} />
        </>
      )}
      {pending && (
        <ConfirmDialog
          open
          onClose={() => setPending(null)}
          title={CONFIRM[pending.act].title(pending.user)}
          description={CONFIRM[pending.act].text(pending.user)}
          error={act.error}
          pending={act.isPending}
          confirmLabel={CONFIRM[pending.act].label}
          pendingLabel="Working…"
          destructive={pending.act === 'disable'}
          onConfirm={() => act.mutate(pending)}
          confirmTestId="admin-confirm"
        />
      )}
    </section>
  );
}
