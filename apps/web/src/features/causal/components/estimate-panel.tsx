import type { CausalMetric } from '@sdp/shared';
import { lazy, Suspense } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useInterventionEstimate } from '../api/causal';
import { effectText, METRIC_LABELS, plainReading, probabilityText, signed, verdictOf } from '../lib/reading';

const EffectChartImpl = lazy(() => import('./effect-chart-impl'));

const pct = (v: number | null) => (v === null ? '—' : `${Math.round(v * 1000) / 10} %`);

/** One intervention's estimate: the reading, the chart, the fit and the controls. */
export function EstimatePanel({ id, metric }: { id: string; metric: CausalMetric }) {
  const q = useInterventionEstimate(id, metric);
  if (q.isPending) return <Skeleton className="h-96" />;
  if (q.isError)
    return (
      <RetryAlert message="Could not load the estimate" error={q.error} onRetry={() => void q.refetch()} />
    );
  const { intervention: i, estimate: e } = q.data;
  const verdict = verdictOf(metric, e);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{i.label}</CardTitle>
          <Badge variant={verdict.variant}>{verdict.label}</Badge>
        </div>
        <CardDescription>
          {i.siteName} · {i.at.slice(0, 10)} · {METRIC_LABELS[metric]}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p data-testid="causal-reading">{plainReading(metric, e)}</p>
        {e.status === 'ok' && e.effect && (
          <>
            <div
              className="h-72"
              role="img"
              aria-label={`${METRIC_LABELS[metric]}: actual against the counterfactual`}
            >
              <Suspense fallback={<Skeleton className="h-72" />}>
                <EffectChartImpl series={e.series} interventionDay={e.interventionDay} metric={metric} />
              </Suspense>
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-muted-foreground">Average a day</dt>
                <dd className="tabular-nums">{effectText(metric, e)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Cumulative ({e.postDays} days)</dt>
                <dd className="tabular-nums">
                  {signed(metric, e.effect.cumulative)} ({signed(metric, e.effect.cumulativeLower)} to{' '}
                  {signed(metric, e.effect.cumulativeUpper)})
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Relative</dt>
                <dd className="tabular-nums">{pct(e.effect.relative)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Probability positive</dt>
                <dd className="tabular-nums">{probabilityText(e.effect.probabilityPositive)}</dd>
              </div>
            </dl>
            <p className="text-sm text-muted-foreground">
              Pre-period fit over {e.preDays} days ({e.preFrom} onward): R² {e.fit?.r2.toFixed(2)}
              {e.fit?.mape !== null && e.fit?.mape !== undefined ? `, MAPE ${pct(e.fit.mape)}` : ''}, residual
              spread ±{e.fit?.residualSd} a day. The intervention day itself is left out.
            </p>
            <div>
              <h4 className="mb-2 text-sm font-medium">Controls used</h4>
              <ul className="space-y-1 text-sm">
                {e.controls.map((c) => (
                  <li key={`${c.kind}:${c.ref}`} className="flex justify-between gap-4">
                    <span>{c.label}</span>
                    <span className="tabular-nums text-muted-foreground">
                      weight {c.weight} · {Math.round(c.share * 100)} % of the level
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
