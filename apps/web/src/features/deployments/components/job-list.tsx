import type { JobKind } from '@sdp/shared';
import { Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useJobs } from '../api/get-jobs';
import { useLiveDeployments } from '../hooks/use-live-deployments';
import { JobCard } from './job-card';

/** The caller's jobs (optionally of some kinds), newest first, kept live by realtime and polling. */
export function JobList({
  kinds,
  emptyTitle = 'No deployment jobs yet',
  emptyText,
}: {
  kinds?: JobKind[];
  emptyTitle?: string;
  emptyText?: ReactNode;
}) {
  useLiveDeployments();
  const jobs = useJobs();
  if (jobs.isPending)
    return (
      <div className="space-y-3" data-testid="jobs-loading">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    );
  if (jobs.isError)
    return (
      <Alert variant="error" data-testid="query-error">
        <p className="font-medium">The deployment jobs could not be loaded.</p>
        <p className="mt-1 text-red-200/80">{jobs.error.message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => jobs.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const shown = kinds ? jobs.data.filter((j) => kinds.includes(j.kind)) : jobs.data;
  if (shown.length === 0)
    return (
      <EmptyState icon={Rocket} title={emptyTitle} className="py-8">
        {emptyText}
      </EmptyState>
    );
  return (
    <ul className="space-y-3" aria-label="Deployment jobs">
      {shown.map((j) => (
        <li key={j.id}>
          <JobCard job={j} />
        </li>
      ))}
    </ul>
  );
}
