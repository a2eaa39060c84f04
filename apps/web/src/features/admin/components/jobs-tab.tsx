import type { AdminJob, AdminJobType } from '@sdp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { cancelAdminJob } from '../api/cancel-job';
import type { AdminJobStatus } from '../api/jobs';
import { adminJobsQueryOptions, invalidateAdminJobs } from '../api/queries';
import { retryAdminJob } from '../api/retry-job';
import { AdminTable, TableSkeleton } from './table';

const TYPE_LABEL: Record<AdminJobType, string> = {
  deploy: 'Deploy job',
  crawl: 'Crawl',
  engine: 'Engine run',
};
const STATUS_VARIANT = {
  queued: 'outline',
  running: 'default',
  completed: 'success',
  failed: 'danger',
  cancelled: 'warning',
} as const;

/** Deploy jobs, crawls and engine runs of every team, newest first; retry a failed one, cancel a running one. */
export function JobsTab() {
  const qc = useQueryClient();
  const [type, setType] = useState<'' | AdminJobType>('');
  const [status, setStatus] = useState<'' | AdminJobStatus>('');
  const [pending, setPending] = useState<{ act: 'retry' | 'cancel'; job: AdminJob } | null>(null);
  const jobs = useQuery(adminJobsQueryOptions({ type: type || undefined, status: status || undefined }));
  const act = useMutation({
    mutationFn: (p: { act: 'retry' | 'cancel'; job: AdminJob }) =>
      p.act === 'retry' ? retryAdminJob(p.job.type, p.job.id) : cancelAdminJob(p.job.type, p.job.id),
    onSuccess: (_res, p) => {
      toast({
        type: 'success',
        title:
          p.act === 'retry'
            ? `${TYPE_LABEL[p.job.type]} started again`
            : `${TYPE_LABEL[p.job.type]} cancelled`,
      });
      setPending(null);
      void invalidateAdminJobs(qc);
    },
  });

  const ask = (a: 'retry' | 'cancel', job: AdminJob) => {
    act.reset();
    setPending({ act: a, job });
  };

  return (
    <section className="space-y-3" aria-label="Jobs">
      <div className="flex flex-wrap gap-2">
        <Select
          aria-label="Kind"
          value={type}
          onChange={(e) => setType(e.target.value as typeof type)}
          className="w-40"
        >
          <option value="">All kinds</option>
          <option value="deploy">Deploy jobs</option>
          <option value="crawl">Crawls</option>
          <option value="engine">Engine runs</option>
        </Select>
        <Select
          aria-label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
          className="w-40"
        >
          <option value="">Any status</option>
          {(['queued', 'running', 'completed', 'failed', 'cancelled'] as const).map((s) => (
            <option key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
            </option>
          ))}
        </Select>
      </div>
      {jobs.isPending ? (
        <TableSkeleton />
      ) : jobs.isError ? (
        <RetryAlert message="Could not load jobs" error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.length === 0 ? (
        <EmptyState icon={Briefcase} title="No jobs">
          No deploy job, crawl or engine run matches.
        </EmptyState>
      ) : (
        <AdminTable
          head={['Kind', 'What', 'Team', 'Status', 'Created', 'Finished', 'Actions']}
          testId="admin-jobs"
        >
          {jobs.data.map((j) => (
            <tr key={`${j.type}:${j.id}`}>
              <td className="px-3 py-2 whitespace-nowrap">{TYPE_LABEL[j.type]}</td>
              <td className="px-3 py-2">
                <div>{j.label}</div>
                {j.error && <div className="text-xs text-red-300 break-words">{j.error}</div>}
              </td>
              <td className="px-3 py-2">{j.teamName}</td>
              <td className="px-3 py-2">
                <Badge variant={STATUS_VARIANT[j.status]}>
                  {j.status}
                  {j.status === 'running' && j.progress !== null ? ` ${j.progress}%` : ''}
                </Badge>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(j.createdAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {j.finishedAt ? formatDateTime(j.finishedAt) : '–'}
              </td>
              <td className="px-3 py-2">
                <div className="flex gap-1">
                  {j.canRetry && (
                    <Button size="sm" variant="outline" onClick={() => ask('retry', j)}>
                      Retry
                    </Button>
                  )}
                  {j.canCancel && (
                    <Button size="sm" variant="outline" onClick={() => ask('cancel', j)}>
                      Cancel
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {pending && (
        <ConfirmDialog
          open
          onClose={() => setPending(null)}
          title={`${pending.act === 'retry' ? 'Retry' : 'Cancel'} this ${TYPE_LABEL[pending.job.type].toLowerCase()}?`}
          description={
            pending.act === 'retry'
              ? `${pending.job.label} of ${pending.job.teamName} starts again as a new ${TYPE_LABEL[pending.job.type].toLowerCase()}.`
              : `${pending.job.label} of ${pending.job.teamName} stops; what it finished stays.`
          }
          error={act.error}
          pending={act.isPending}
          confirmLabel={pending.act === 'retry' ? 'Retry' : 'Cancel job'}
          pendingLabel="Working…"
          destructive={pending.act === 'cancel'}
          onConfirm={() => act.mutate(pending)}
        />
      )}
    </section>
  );
}
