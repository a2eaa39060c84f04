import {
  DEFAULT_SCENARIO,
  DEFAULT_TIME_RANGE,
  MESSAGES,
  SCENARIOS,
  type Scenario,
  TIME_RANGES,
  type TimeRange,
} from '@sdp/shared';
import { Info, RefreshCw, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useCalculatePredictions } from '../api/calculate-predictions';
import { usePredictions } from '../api/get-predictions';
import {
  basisLabel,
  FORECAST_METRICS,
  type ForecastMetric,
  forecastSeries,
  forecastSummary,
  formatForecast,
  isFlatZero,
} from '../lib/prediction-chart';

const PredictionChartImpl = lazy(() => import('./prediction-chart-impl'));

const RANGE_LABELS: Record<TimeRange, string> = {
  '7d': 'Next 7 days',
  '30d': 'Next 30 days',
  '90d': 'Next 90 days',
  '180d': 'Next 180 days',
  '365d': 'Next 12 months',
};
const SCENARIO_LABELS: Record<Scenario, string> = {
  conservative: 'Conservative',
  realistic: 'Realistic',
  aggressive: 'Aggressive',
};

/**
 * The forecast of a site (or, without websiteId, the portfolio): time range (default 90d),
 * scenario (default realistic), the median line in its interval band, totals and the basis.
 */
export function PredictionCard({
  websiteId,
  title = 'Forecast',
  includeDemo = false,
}: {
  websiteId?: string | null;
  title?: string;
  /** Portfolio only: the demo sites counted too (the screen's "Include demo data" switch). */
  includeDemo?: boolean;
}) {
  const id = useId();
  const [timeRange, setTimeRange] = useState<TimeRange>(DEFAULT_TIME_RANGE as TimeRange);
  const [scenario, setScenario] = useState<Scenario>(DEFAULT_SCENARIO as Scenario);
  const [metric, setMetric] = useState<ForecastMetric>('visitors');
  const q = usePredictions({ websiteId, timeRange, scenario, includeDemo });
  const recalc = useCalculatePredictions();
  const p = q.data;
  const series = p ? forecastSeries(p, metric) : [];
  const metricName = FORECAST_METRICS.find((m) => m.value === metric)!.label.toLowerCase();

  return (
    <Card className="min-w-0" data-testid="prediction-card" data-calculated-at={p?.calculatedAt ?? ''}>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle className="flex items-center gap-2 text-base">
              <TrendingUp className="size-4 text-amber-300" aria-hidden="true" />
              {title}
            </CardTitle>
            <CardDescription>
              Where visitors, leads and revenue are heading, with a likely range
            </CardDescription>
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={recalc.isPending}
            onClick={() => recalc.mutate({ websiteId, timeRange, scenario, includeDemo })}
          >
            <RefreshCw className={recalc.isPending ? 'animate-spin' : undefined} aria-hidden="true" />
            Recalculate
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor={`${id}-range`} className="text-xs">
              Time range
            </Label>
            <Select
              id={`${id}-range`}
              value={timeRange}
              onChange={(e) => setTimeRange(e.target.value as TimeRange)}
              className="w-44"
            >
              {TIME_RANGES.map((r) => (
                <option key={r} value={r}>
                  {RANGE_LABELS[r]}
                </option>
              ))}
            </Select>
          </div>
          <Segmented<Scenario>
            label="Scenario"
            value={scenario}
            onChange={setScenario}
            options={SCENARIOS.map((s) => ({ value: s, label: SCENARIO_LABELS[s] }))}
          />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {q.isPending ? (
          <Skeleton className="h-56" />
        ) : q.isError ? (
          <RetryAlert
            message={MESSAGES.fetchPredictionsFailed}
            error={q.error}
            onRetry={() => void q.refetch()}
          />
        ) : p ? (
          <>
            <div className="grid grid-cols-3 gap-2" data-testid="prediction-totals">
              {FORECAST_METRICS.map((m) => {
                const t = p.totals[m.value];
                return (
                  <button
                    key={m.value}
                    type="button"
                    aria-pressed={metric === m.value}
                    onClick={() => setMetric(m.value)}
                    data-testid={`prediction-total-${m.value}`}
                    className={`min-w-0 rounded-lg border p-2 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-3 ${
                      metric === m.value
                        ? 'border-amber-400/60 bg-amber-500/10'
                        : 'border-border hover:bg-accent'
                    }`}
                  >
                    <span className="block truncate text-xs text-muted-foreground">{m.label}</span>
                    <span
                      className="block truncate text-lg font-bold tabular-nums"
                      data-testid="prediction-value"
                    >
                      {formatForecast(m.value, t.value)}
                    </span>
                    <span className="block truncate text-[11px] text-muted-foreground">
                      {formatForecast(m.value, t.low)}–{formatForecast(m.value, t.high)}
                    </span>
                  </button>
                );
              })}
            </div>
            <figure className="space-y-2">
              <div role="img" aria-label={forecastSummary(p, metric)} className="h-56 w-full overflow-hidden">
                {series.length && !isFlatZero(series) ? (
                  <Suspense fallback={<Skeleton className="size-full" />}>
                    <PredictionChartImpl
                      data={series}
                      metric={metric}
                      showScenario={scenario !== 'realistic'}
                    />
                  </Suspense>
                ) : (
                  <ChartEmpty>
                    {series.length
                      ? `The forecast expects no ${metricName} in this range.`
                      : 'No forecast points.'}
                  </ChartEmpty>
                )}
              </div>
              <figcaption className="text-xs text-muted-foreground">{forecastSummary(p, metric)}</figcaption>
            </figure>
            <div
              className="space-y-1 rounded-lg border border-border bg-background/40 p-3 text-xs"
              data-testid="prediction-basis"
            >
              <p className="flex items-start gap-2 font-medium">
                <Info className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="flex flex-wrap items-center gap-2">
                  {basisLabel(p)}
                  <Badge
                    variant={p.basis === 'history' ? 'success' : p.basis === 'prior' ? 'warning' : 'default'}
                  >
                    {p.basis === 'prior' ? 'Opportunity estimate' : p.basis === 'blend' ? 'Blend' : 'History'}
                  </Badge>
                </span>
              </p>
              <p className="text-muted-foreground">{p.explanation}</p>
              <p className="text-muted-foreground">
                Model {p.model} · calculated{' '}
                <time dateTime={p.calculatedAt} data-testid="prediction-calculated-at">
                  {formatDateTime(p.calculatedAt)}
                </time>
              </p>
            </div>
          </>
        ) : null}
        {recalc.isError && (
          <Alert variant="error">{errorMessage(recalc.error, MESSAGES.calculatePredictionsFailed)}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
