import type { CostGroup, CostRange } from '@sdp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { DollarSign } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Segmented } from '@/components/ui/segmented';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCurrentTeamPermissions } from '@/lib/current-team';
import { formatCount } from '@/lib/format';
import { useRealtimeEvent } from '@/lib/realtime';
import { useCosts } from '../api/get-costs';
import { invalidateCosts } from '../api/keys';
import { BudgetsPanel } from './budgets-panel';
import { CostSummary } from './cost-summary';
import { CostTable, ScraperStatsTable } from './cost-tables';

const CostChart = lazy(() => import('./cost-chart'));

const RANGES = [
  { value: '30d' as const, label: '30 days' },
  { value: '90d' as const, label: '90 days' },
  { value: '12m' as const, label: '12 months' },
];
const GROUPS = [
  { value: 'provider' as const, label: 'By provider' },
  { value: 'site' as const, label: 'By site' },
  { value: 'vertical' as const, label: 'By vertical' },
];

/** /cost-dashboard: what the team's metered calls (and hosting, when priced) cost, against revenue (docs/costs.md). */
export function CostDashboard() {
  const [range, setRange] = useState<CostRange>('30d');
  const [groupBy, setGroupBy] = useState<CostGroup>('provider');
  const q = useCosts({ range, groupBy });
  const permissions = useCurrentTeamPermissions();
  const qc = useQueryClient();
  useRealtimeEvent('user:notification', (e) => {
    if (e.kind === 'cost.budget') void invalidateCosts(qc);
  });

  const header = (
    <PageHeader
      title="Cost Dashboard"
      description="What your metered calls (data providers, SERP checks, the LLM writer, call tracking) cost per day, month, provider, site and vertical, against your revenue."
      actions={<Segmented label="Range" value={range} options={RANGES} onChange={setRange} />}
    />
  );
  if (q.isPending) {
    return (
      <div>
        {header}
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
        <Skeleton className="mt-6 h-64" />
      </div>
    );
  }
  if (q.isError) {
    return (
      <div>
        {header}
        <RetryAlert message="Could not load the costs" error={q.error} onRetry={() => void q.refetch()} />
      </div>
    );
  }
  const d = q.data;
  const nothingMetered = d.scraperStats.length === 0 && !d.hosting.estimate;
  return (
    <div className="space-y-8">
      {header}
      {nothingMetered && (
        <EmptyState icon={DollarSign} title="No costs recorded">
          Costs appear here once a data provider, a SERP key or the LLM writer is configured and used, or a
          tracking number is bought: every paid call is metered. With no keys (the built-in data, the built-in
          writer and host) nothing is spent, so there is nothing to show.{' '}
          <Link to={paths.settings} className="underline">
            Open settings
          </Link>
        </EmptyState>
      )}
      <CostSummary data={d} />
      <section aria-labelledby="daily-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="daily-title" className="text-lg font-semibold">
            Daily cost, {d.from} to {d.to}
          </h2>
          <Segmented label="Stack by" value={groupBy} options={GROUPS} onChange={setGroupBy} />
        </div>
        <Suspense fallback={<Skeleton className="h-64" />}>
          <CostChart days={d.dailyCosts} groups={d.breakdown} />
        </Suspense>
        <p className="text-xs text-muted-foreground">
          {d.basis.dailyCosts} LLM tokens in this range: {formatCount(d.summary.rangeTokens)}.
        </p>
        <p className="text-xs text-muted-foreground" data-testid="hosting-basis">
          {d.hosting.basis}
        </p>
      </section>
      <div className="grid gap-6 xl:grid-cols-2">
        <CostTable title="Per provider" rows={d.byProvider} testId="by-provider" />
        <CostTable title="Per site" rows={d.bySite} testId="by-site" />
        <CostTable title="Per vertical" rows={d.byVertical} testId="by-vertical" />
      </div>
      <ScraperStatsTable stats={d.scraperStats} />
      <p className="text-xs text-muted-foreground">
        {d.basis.bySite} {d.basis.costPerRevenue}
      </p>
      <BudgetsPanel data={d} canManage={permissions?.manageProviders ?? false} />
    </div>
  );
}
