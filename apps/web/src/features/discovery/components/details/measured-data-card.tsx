import { Gauge, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import {
  describeKind,
  formatCost,
  formatCostPerCall,
  type ProviderInfo,
  useProviders,
} from '@/features/providers';
import { errorMessage } from '@/lib/api-error';
import { formatCount, formatNumber, formatShare } from '@/lib/format';
import { type Measurement, useMeasureMarket } from '../../api/measure-market';

const SETTINGS_LINK = paths.settingsProviders;

export function describeMeasurement(m: Measurement): string {
  if (m.kind === 'monthlySearches') return `${formatCount(m.value)} monthly searches`;
  if (m.kind === 'businessCount') return `${formatNumber(m.value, { maximumFractionDigits: 1 })} businesses`;
  return `${m.kind}: ${formatCount(m.value)}`;
}

function MeasureRow({ provider, opportunityId }: { provider: ProviderInfo; opportunityId: string }) {
  const measure = useMeasureMarket();
  const result = measure.data;
  return (
    <li
      className="min-w-0 space-y-2 rounded-lg border border-border bg-background/40 p-3"
      data-provider-id={provider.id}
    >
      <p className="text-xs text-muted-foreground">
        {describeKind(provider.kind).label} · {formatCostPerCall(provider.costPerCall)}
      </p>
      <Button
        variant="outline"
        className="h-auto min-h-10 w-full justify-start whitespace-normal py-2 text-left"
        disabled={measure.isPending}
        aria-busy={measure.isPending || undefined}
        onClick={() => measure.mutate({ providerId: provider.id, opportunityId })}
      >
        {measure.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Gauge aria-hidden="true" />
        )}
        Measure with {provider.name}
      </Button>
      {measure.isPending && (
        <p role="status" className="text-xs text-muted-foreground">
          Measuring…
        </p>
      )}
      {measure.isError && <Alert variant="error">{errorMessage(measure.error)}</Alert>}
      {measure.isSuccess && result && (
        <Alert variant="success" data-testid="measure-result">
          {result.measurements.length === 0 ? (
            <p>{provider.name} answered but measured nothing for this market.</p>
          ) : (
            <ul className="space-y-1">
              {result.measurements.map((m) => (
                <li key={m.kind}>
                  <span className="font-medium">Measured {describeMeasurement(m)}</span>
                  <span className="block text-xs text-emerald-200/80">{m.source}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-1 text-xs text-emerald-200/80">
            {result.costUsd === 0 ? 'Free call' : `Cost ${formatCost(result.costUsd)}`} · confidence now{' '}
            {formatShare(result.opportunity.confidence)}
          </p>
        </Alert>
      )}
    </li>
  );
}

/**
 * Replaces this market's estimates with measurements from the team's configured data providers;
 * every call goes through the server's cost meter.
 */
export function MeasuredDataCard({ opportunityId }: { opportunityId: string }) {
  const id = useId();
  const providers = useProviders();
  const configured = providers.data?.filter((p) => p.configured) ?? [];
  const missing = (providers.data?.length ?? 0) - configured.length;

  return (
    <section
      aria-labelledby={`${id}-t`}
      className="rounded-xl border border-border bg-card p-4 sm:p-6"
      data-testid="measured-data-card"
    >
      <h2 id={`${id}-t`} className="text-lg font-semibold">
        Measured data
      </h2>
      {providers.isPending ? (
        <Skeleton className="mt-3 h-16" />
      ) : providers.isError ? (
        <Alert variant="error" className="mt-3">
          {errorMessage(providers.error)}
        </Alert>
      ) : configured.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="measured-data-none">
          No data provider is configured, so this market’s figures are estimates from the bundled data.{' '}
          <Link to={SETTINGS_LINK} className="text-primary underline-offset-4 hover:underline">
            Add a provider key in Settings
          </Link>{' '}
          to measure it.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            Measure this market with your team’s providers; a measurement replaces the estimate and raises the
            confidence. Every call is metered.
          </p>
          <ul className="mt-4 grid items-start gap-3 md:grid-cols-2">
            {configured.map((p) => (
              <MeasureRow key={p.id} provider={p} opportunityId={opportunityId} />
            ))}
          </ul>
          {missing > 0 && (
            <p className="mt-3 text-xs text-muted-foreground">
              {missing === 1 ? 'One more provider has' : `${missing} more providers have`} no key.{' '}
              <Link to={SETTINGS_LINK} className="text-primary underline-offset-4 hover:underline">
                Manage keys
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
