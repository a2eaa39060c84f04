import { type AdminTeam, PLAN_IDS, PLANS, type PlanId } from '@sdp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { adminTeamsQueryOptions, invalidateAdminBilling } from '../api/queries';
import { setTeamPlan } from '../api/set-plan';
import { AdminTable, Pager, TableSkeleton } from './table';

const PAGE_SIZE = 25;
const ACCESS_VARIANT = { full: 'success', grace: 'warning', paused: 'danger' } as const;

/** Every team with its plan and subscription; an admin sets a team's plan (confirmed first). */
export function TeamsTab() {
  const qc = useQueryClient();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ team: AdminTeam; planId: PlanId } | null>(null);
  const teams = useQuery(adminTeamsQueryOptions({ q: q.trim() || undefined, page, pageSize: PAGE_SIZE }));
  const setPlan = useMutation({
    mutationFn: (p: { team: AdminTeam; planId: PlanId }) => setTeamPlan(p.team.id, p.planId),
    onSuccess: (team) => {
      toast({ type: 'success', title: `${team.name} is now on ${team.planName}` });
      setPending(null);
      void invalidateAdminBilling(qc);
    },
  });
  return (
    <section className="space-y-3" aria-label="Teams and plans">
      <Input
        type="search"
        aria-label="Search teams"
        placeholder="Search teams"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(1);
        }}
        className="max-w-xs"
      />
      {teams.isPending ? (
        <TableSkeleton />
      ) : teams.isError ? (
        <RetryAlert message="Could not load teams" error={teams.error} onRetry={() => void teams.refetch()} />
      ) : teams.data.teams.length === 0 ? (
        <EmptyState icon={Building2} title="No teams match">
          Try another search.
        </EmptyState>
      ) : (
        <>
          <AdminTable
            head={['Team', 'Owner', 'Plan', 'Status', 'Members', 'Live sites', 'Created']}
            testId="admin-teams"
          >
            {teams.data.teams.map((t) => (
              <tr key={t.id}>
                <td className="px-3 py-2">{t.name}</td>
                <td className="px-3 py-2 break-all">{t.ownerEmail ?? '–'}</td>
                <td className="px-3 py-2">
                  <Select
                    aria-label={`Plan of ${t.name}`}
                    value={t.planId}
                    onChange={(e) => {
                      setPlan.reset();
                      setPending({ team: t, planId: e.target.value as PlanId });
                    }}
                    className="w-32"
                  >
                    {PLAN_IDS.map((id) => (
                      <option key={id} value={id}>
                        {PLANS[id].name}
                      </option>
                    ))}
                  </Select>
                </td>
                <td className="px-3 py-2">
                  <Badge variant={ACCESS_VARIANT[t.access]}>{t.status.replace('_', ' ')}</Badge>
                </td>
                <td className="px-3 py-2">{t.members}</td>
                <td className="px-3 py-2">{t.liveSites}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(t.createdAt)}</td>
              </tr>
            ))}
          </AdminTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={teams.data.total} onPage={setPage} />
        </>
      )}
      {pending && (
        <ConfirmDialog
          open
          onClose={() => setPending(null)}
          title={`Put ${pending.team.name} on ${PLANS[pending.planId].name}?`}
          description="The plan's limits apply to the team at once. The act is kept in the audit log."
          error={setPlan.error}
          pending={setPlan.isPending}
          confirmLabel="Set plan"
          pendingLabel="Setting…"
          onConfirm={() => setPlan.mutate(pending)}
        />
      )}
    </section>
  );
}
