import { Hammer, type LucideIcon, Radar, Rocket, Sparkles, Wallet } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/features/discovery';
import { cn } from '@/lib/utils';
import { useMarketCounts } from '../api/get-market-counts';

interface Step {
  key: string;
  label: string;
  icon: LucideIcon;
  value: string | null;
  note: string;
  live: boolean;
}

/**
 * The pipeline (scan, score, build, deploy, revenue) with only what exists: scan and score counts
 * from the market index; build, deploy and revenue stay empty until sites are deployed.
 */
export function PipelineStrip() {
  const counts = useMarketCounts();
  const loading = counts.isPending;
  const steps: Step[] = [
    {
      key: 'scan',
      label: 'Scan',
      icon: Radar,
      value: counts.data ? formatNumber(counts.data.scored) : null,
      note: 'Markets scored (vertical × place)',
      live: true,
    },
    {
      key: 'score',
      label: 'Score',
      icon: Sparkles,
      value: counts.data ? formatNumber(counts.data.goldmines) : null,
      note: 'Goldmines found',
      live: true,
    },
    {
      key: 'build',
      label: 'Build',
      icon: Hammer,
      value: '0',
      note: 'Available once sites are deployed',
      live: false,
    },
    {
      key: 'deploy',
      label: 'Deploy',
      icon: Rocket,
      value: '0',
      note: 'Available once sites are deployed',
      live: false,
    },
    {
      key: 'revenue',
      label: 'Revenue',
      icon: Wallet,
      value: '$0',
      note: 'Available once sites are deployed',
      live: false,
    },
  ];
  return (
    <section aria-label="Pipeline" data-testid="pipeline-strip">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {steps.map(({ key, label, icon: Icon, value, note, live }, i) => (
          <li
            key={key}
            data-stage={key}
            className={cn(
              'relative rounded-xl border border-border bg-card p-4',
              !live && 'border-dashed bg-card/40',
              i === 4 && 'col-span-2 sm:col-span-1',
            )}
          >
            <div className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
              <Icon
                className={cn('size-4', live ? 'text-blue-300' : 'text-muted-foreground')}
                aria-hidden="true"
              />
              {label}
            </div>
            <div className="mt-2 text-2xl font-bold tabular-nums">
              {live && loading ? (
                <Skeleton className="h-8 w-20" />
              ) : live && counts.isError ? (
                <span className="text-base text-muted-foreground">Unavailable</span>
              ) : (
                <span className={cn(!live && 'text-muted-foreground')}>{value}</span>
              )}
            </div>
            <p className="mt-1 text-xs text-muted-foreground">{note}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
