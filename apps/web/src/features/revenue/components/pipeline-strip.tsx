import { MESSAGES, type PipelineStatus } from '@sdp/shared';
import { Hammer, type LucideIcon, Radar, Rocket, Sparkles, Wallet } from 'lucide-react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { usePipelineStatus } from '../api/get-pipeline-status';
import { useLiveRevenue } from '../hooks/use-live-revenue';

type Stage = keyof PipelineStatus['stages'];

const STAGES: { key: Stage; label: string; icon: LucideIcon; note: string }[] = [
  { key: 'scan', label: 'Scan', icon: Radar, note: 'Markets scanned (vertical × place)' },
  { key: 'score', label: 'Score', icon: Sparkles, note: 'Markets scored' },
  { key: 'build', label: 'Build', icon: Hammer, note: 'Sites built' },
  { key: 'deploy', label: 'Deploy', icon: Rocket, note: 'Sites live' },
  { key: 'revenue', label: 'Revenue', icon: Wallet, note: 'Sites earning (leads or rent)' },
];

/**
 * The pipeline (docs/product/rules.md#pipeline-status): real counts per stage from pipeline/status, kept
 * live.
 */
export function PipelineStrip({ includeDemo = false }: { includeDemo?: boolean }) {
  useLiveRevenue();
  const status = usePipelineStatus(includeDemo);
  return (
    <section aria-label="Pipeline" data-testid="pipeline-strip">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {STAGES.map(({ key, label, icon: Icon, note }, i) => {
          const value = status.data?.stages[key];
          const empty = value === 0 && i >= 2;
          return (
            <li
              key={key}
              data-stage={key}
              data-count={value ?? ''}
              className={cn(
                'relative rounded-xl border border-border bg-card p-4',
                empty && 'border-dashed bg-card/40',
                i === 4 && 'col-span-2 sm:col-span-1',
              )}
            >
              <div className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                <Icon
                  className={cn('size-4', empty ? 'text-muted-foreground' : 'text-blue-300')}
                  aria-hidden="true"
                />
                {label}
              </div>
              <div className="mt-2 text-2xl font-bold tabular-nums">
                {status.isPending ? (
                  <Skeleton className="h-8 w-20" />
                ) : status.isError ? (
                  <span className="text-base text-muted-foreground">Unavailable</span>
                ) : (
                  <span className={cn(empty && 'text-muted-foreground')} data-testid={`stage-${key}`}>
                    {formatCount(value)}
                  </span>
                )}
              </div>
              <p className="mt-1 text-xs text-muted-foreground">{note}</p>
            </li>
          );
        })}
      </ol>
      {status.isError && (
        <div className="mt-2">
          <RetryAlert
            message={MESSAGES.pipelineFailed}
            error={status.error}
            onRetry={() => void status.refetch()}
          />
        </div>
      )}
      {status.data && (
        <p className="mt-2 text-xs text-muted-foreground" data-testid="pipeline-opportunities">
          {formatCount(status.data.opportunities)} saved{' '}
          {status.data.opportunities === 1 ? 'opportunity' : 'opportunities'} in your pipeline
        </p>
      )}
    </section>
  );
}
