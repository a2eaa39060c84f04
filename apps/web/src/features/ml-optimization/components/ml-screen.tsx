import type { MlOverview } from '@sdp/shared';
import { SlidersHorizontal } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentTeamPermissions } from '@/lib/current-team';
import { formatCount, formatUsd } from '@/lib/format';
import { useAnalyze } from '../api/analyze';
import { useMlOverview } from '../api/get-overview';
import { CalibrationChart } from './calibration-chart';
import { GroupTable, ObservedTable } from './observed-tables';
import { NotEnoughDataCard, SuggestionCard } from './suggestion-card';

const pct = (w: number) => `${Math.round(w * 1000) / 10}%`;

function Settings({ data }: { data: MlOverview }) {
  const s = data.settings;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scoring in force</CardTitle>
        <CardDescription>What discovery uses for your team now.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <p className="font-medium">
            Score weights{' '}
            {s.weightsTuningId ? (
              <Badge variant="success">tuned</Badge>
            ) : (
              <Badge variant="outline">default</Badge>
            )}
          </p>
          <p className="text-muted-foreground">
            revenue {pct(s.weights.revenue)} · ease {pct(s.weights.ease)} · confidence{' '}
            {pct(s.weights.confidence)}
          </p>
        </div>
        <div>
          <p className="font-medium">
            Tier thresholds{' '}
            {s.tiersTuningId ? (
              <Badge variant="success">tuned</Badge>
            ) : (
              <Badge variant="outline">default</Badge>
            )}
          </p>
          <p className="text-muted-foreground">
            tier 1 at {formatUsd(s.tiers.tier1)}+ · tier 2 at {formatUsd(s.tiers.tier2)}+ · else tier 3
            (payout per lead)
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function Results({ data }: { data: MlOverview }) {
  const analyze = useAnalyze();
  const canDecide = useCurrentTeamPermissions()?.manageProviders ?? false;
  const t = data.totals;
  if (data.scope === 'none') {
    return (
      <EmptyState icon={SlidersHorizontal} title="Not enough data to optimize">
        Optimization learns from the outcomes of your live sites. There are none to learn from yet: it needs
        at least {data.minimums.sites} sites live for {data.minimums.daysLive} days or more.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      {data.scope === 'demo' && (
        <p
          className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-200"
          role="note"
        >
          Demo data: your team has only the demo portfolio, whose visits and leads are synthetic. The figures
          below are computed from them for real.
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {t.sites} sites ({t.usableSites} live {data.minimums.daysLive}+ days, {t.siteMonths} site-months):{' '}
        {formatCount(t.leads)} leads, {formatUsd(t.revenue)} revenue, {formatCount(t.visits)} visits.{' '}
        {data.dataNote}
      </p>
      <Settings data={data} />
      <Card>
        <CardHeader>
          <CardTitle>Calibration</CardTitle>
          <CardDescription>
            The scoring’s estimated revenue per month against what each site earns (revenue ledger), for sites
            live {data.minimums.daysLive}+ days.{' '}
            {data.calibration.rankCorrelation === null
              ? 'Rank correlation needs 3 sites.'
              : `Rank correlation of the score with observed revenue: ${data.calibration.rankCorrelation.toFixed(2)}.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {data.calibration.bins.length ? (
            <CalibrationChart calibration={data.calibration} sites={data.sites} />
          ) : (
            <p className="text-sm text-muted-foreground">
              No site has been live {data.minimums.daysLive} days yet.
            </p>
          )}
          <div>
            <h3 className="mb-2 text-sm font-medium">Observed lead rates by tier</h3>
            <GroupTable groups={data.calibration.byTier} label="Tier" />
          </div>
          <div>
            <h3 className="mb-2 text-sm font-medium">By vertical</h3>
            <GroupTable groups={data.calibration.byVertical} label="Vertical" />
          </div>
        </CardContent>
      </Card>
      <section aria-labelledby="ml-suggestions" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="ml-suggestions" className="text-lg font-semibold">
            Suggestions
          </h2>
          <Button onClick={() => analyze.mutate()} disabled={analyze.isPending}>
            {analyze.isPending ? 'Analyzing…' : 'Analyze my results'}
          </Button>
        </div>
        {analyze.isError && (
          <p role="alert" className="text-sm text-red-300">
            {analyze.error instanceof Error ? analyze.error.message : 'Could not analyze'}
          </p>
        )}
        {data.notEnoughData.map((g) => (
          <NotEnoughDataCard key={g.kind} gap={g} />
        ))}
        {(analyze.data?.notEnoughData ?? [])
          .filter((g) => !data.notEnoughData.some((x) => x.kind === g.kind))
          .map((g) => (
            <NotEnoughDataCard key={g.kind} gap={g} />
          ))}
        {data.suggestions.map((s) => (
          <SuggestionCard key={s.id} tuning={s} canDecide={canDecide} />
        ))}
        {!data.suggestions.length && !data.notEnoughData.length && (
          <p className="text-sm text-muted-foreground">
            No suggestions yet: analyze your results to fit them.
          </p>
        )}
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Observed results</CardTitle>
          <CardDescription>
            Each site since launch (its first deploy or first recorded visit).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ObservedTable sites={data.sites} />
        </CardContent>
      </Card>
    </div>
  );
}

/** /ml-optimization: observed results against the scoring, calibration, and tunings applied on request. */
export function MlOptimizationScreen() {
  const overview = useMlOverview();
  return (
    <div>
      <PageHeader
        title="ML Optimization"
        description="AI-powered budget and threshold optimization: tunes the tier thresholds and the market score’s weights from your own results."
      />
      {overview.isPending ? (
        <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading the optimization">
          <Skeleton className="h-24" />
          <Skeleton className="h-80" />
        </div>
      ) : overview.isError ? (
        <RetryAlert
          message="Could not load the optimization"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <Results data={overview.data} />
      )}
    </div>
  );
}
