import { AlertTriangle, Loader2, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useCancelJob } from '../api/cancel-job';
import {
  formatDateTime,
  formatSiteCount,
  isActive,
  JOB_KIND_LABEL,
  JOB_STATUS_LABEL,
  jobElapsed,
  jobStatusVariant,
  type LiveJob,
} from '../lib/job-state';
import { JobSites } from './job-sites';
import { ProgressBar } from './progress-bar';

/** One deployment job: status, live progress, sites deployed of planned, errors, Cancel, and its sites. */
export function JobCard({ job }: { job: LiveJob }) {
  const cancel = useCancelJob();
  const active = isActive(job.status);
  const elapsed = jobElapsed(job);
  const title = `${JOB_KIND_LABEL[job.kind]} · ${job.sitesPlanned} ${job.sitesPlanned === 1 ? 'site' : 'sites'}`;
  return (
    <article
      data-testid="job-card"
      data-job-id={job.id}
      data-status={job.status}
      aria-label={title}
      className="space-y-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{title}</h3>
          <p className="text-xs text-muted-foreground">
            Started {formatDateTime(job.startedAt ?? job.createdAt)}
            {elapsed && ` · ${active ? 'running for' : 'took'} ${elapsed}`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={jobStatusVariant(job.status)} data-testid="job-status">
            {active && <Loader2 className="size-3 animate-spin" aria-hidden="true" />}
            {JOB_STATUS_LABEL[job.status]}
          </Badge>
          {active && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => cancel.mutate(job.id)}
              disabled={cancel.isPending}
              aria-label={`${cancel.isPending ? 'Cancelling' : 'Cancel'} ${title}`}
            >
              {cancel.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <XCircle aria-hidden="true" />
              )}
              {cancel.isPending ? 'Cancelling…' : 'Cancel'}
            </Button>
          )}
        </div>
      </div>
      <div className="space-y-1.5">
        <ProgressBar
          value={job.progress}
          label={`Progress of ${title}`}
          tone={
            job.status === 'completed'
              ? 'success'
              : job.status === 'failed'
                ? 'danger'
                : job.status === 'cancelled'
                  ? 'muted'
                  : 'default'
          }
        />
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
          <span data-testid="job-sites-count" className="tabular-nums">
            {formatSiteCount(job.sitesDeployed, job.sitesPlanned)}
          </span>
          <span className="tabular-nums text-muted-foreground" aria-hidden="true">
            {Math.round(job.progress)}%
          </span>
        </div>
        {active && job.message && (
          <p className="truncate text-xs text-muted-foreground" aria-live="polite">
            {job.message}
          </p>
        )}
      </div>
      {cancel.isError && (
        <p role="alert" className="text-sm text-red-300">
          Could not cancel: {cancel.error instanceof ApiError ? cancel.error.message : 'please try again'}
        </p>
      )}
      {job.errors.length > 0 && (
        <div className="rounded-lg border border-amber-500/30 bg-amber-500/10 p-3 text-sm text-amber-100">
          <p className="flex items-center gap-2 font-medium">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {job.errors.length} {job.errors.length === 1 ? 'error' : 'errors'}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-6 text-xs" data-testid="job-errors">
            {job.errors.slice(0, 20).map((e) => (
              <li key={e} className="break-words">
                {e}
              </li>
            ))}
          </ul>
          {job.errors.length > 20 && <p className="mt-1 text-xs">and {job.errors.length - 20} more</p>}
        </div>
      )}
      {!active && <JobSites siteIds={job.siteIds} />}
    </article>
  );
}
