import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatDateTime } from '@/lib/format';
import { adminAuditQueryOptions } from '../api/queries';
import { AdminTable, Pager, TableSkeleton } from './table';

const PAGE_SIZE = 25;

const detailText = (d: Record<string, unknown>) =>
  Object.entries(d)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');

/** What platform admins did: this screen's acts and those other modules report (plans, invoices). */
export function AuditTab() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const filter = action.trim().toLowerCase();
  const valid = /^[a-z0-9.-]*$/.test(filter);
  const audit = useQuery({
    ...adminAuditQueryOptions({ action: filter || undefined, page, pageSize: PAGE_SIZE }),
    enabled: valid,
  });
  return (
    <section className="space-y-3" aria-label="Audit log">
      <Input
        type="search"
        aria-label="Filter by action"
        placeholder="Action, e.g. user.disable"
        value={action}
        onChange={(e) => {
          setAction(e.target.value);
          setPage(1);
        }}
        className="max-w-xs"
      />
      {!valid ? (
        <p className="text-sm text-muted-foreground">An action is letters, digits, dots and dashes.</p>
      ) : audit.isPending ? (
        <TableSkeleton />
      ) : audit.isError ? (
        <RetryAlert
          message="Could not load the audit log"
          error={audit.error}
          onRetry={() => void audit.refetch()}
        />
      ) : audit.data.items.length === 0 ? (
        <EmptyState icon={ScrollText} title="No admin acts">
          {filter ? `Nothing recorded for ${filter}.` : 'Nothing recorded yet.'}
        </EmptyState>
      ) : (
        <>
          <AdminTable head={['When', 'Who', 'Action', 'Target', 'Details', 'IP']} testId="admin-audit">
            {audit.data.items.map((a) => (
              <tr key={a.id}>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(a.createdAt)}</td>
                <td className="px-3 py-2 break-all">{a.actorEmail ?? 'Deleted user'}</td>
                <td className="px-3 py-2 font-mono text-xs">{a.action}</td>
                <td className="px-3 py-2 text-xs">
                  {a.targetType}
                  {a.targetId ? ` ${a.targetId}` : ''}
                </td>
                <td className="px-3 py-2 text-xs break-words">{detailText(a.details)}</td>
                <td className="px-3 py-2 text-xs">{a.ip ?? '–'}</td>
              </tr>
            ))}
          </AdminTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={audit.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
