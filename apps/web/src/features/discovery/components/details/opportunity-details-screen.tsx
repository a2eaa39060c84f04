import { MESSAGES } from '@sdp/shared';
import { ArrowLeft, Crosshair } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useOpportunityDetails } from '../../api/get-opportunity-details';
import { useSavedIds } from '../../api/get-saved-opportunities';
import { useVerticals } from '../../api/get-verticals';
import { opportunityName } from '../../lib/client-opportunity';
import { DataNote } from '../data-note';
import { OpportunityFigures } from '../figures';
import { SaveButton, SelectMarketButton } from '../opportunity-actions';
import { OpportunityList } from '../opportunity-list';
import { QueryError } from '../query-error';
import { GoldmineBadge, TierBadge } from '../tier-badge';
import { DerivationList } from './derivation-list';
import { MeasuredDataCard } from './measured-data-card';
import { PayoutOverrideCard } from './payout-override-card';
import { ScoreDrivers } from './score-drivers';

const SeasonalityChart = lazy(() => import('./seasonality-chart'));

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function DetailsSkeleton() {
  return (
    <div className="space-y-4" data-testid="details-loading">
      <span role="status" className="sr-only">
        Loading opportunity
      </span>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
          <Skeleton key={k} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}

/** One market: every figure with how it was derived and where its inputs came from. */
export function OpportunityDetailsScreen({ id }: { id: string }) {
  const details = useOpportunityDetails(id);
  const verticals = useVerticals();
  const savedIds = useSavedIds();
  const o = details.data?.opportunity;
  const vertical = o ? verticals.data?.find((v) => v.slug === o.verticalSlug) : undefined;
  const missing = details.error instanceof ApiError && [400, 404].includes(details.error.status);

  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link to={paths.discovery}>
          <ArrowLeft aria-hidden="true" />
          Back to Discovery
        </Link>
      </Button>
      <PageHeader
        title={o ? opportunityName(o) : 'Opportunity details'}
        description={
          o ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <TierBadge tier={o.tier} />
              {o.goldmine && <GoldmineBadge />}
              <span>
                {o.location.county ? `${o.location.county} County · ` : ''}ZIP {o.zipCode}
              </span>
            </span>
          ) : (
            'How each figure of this market was derived, and where its inputs came from.'
          )
        }
        actions={
          o && (
            <>
              <SaveButton opportunity={o} saved={Boolean(o.saved) || savedIds.has(o.id)} size="default" />
              <SelectMarketButton opportunity={o} />
            </>
          )
        }
      />
      {details.isPending ? (
        <DetailsSkeleton />
      ) : missing ? (
        <EmptyState
          icon={Crosshair}
          title="Opportunity unavailable"
          action={
            <Button asChild>
              <Link to={paths.discovery}>Find opportunities</Link>
            </Button>
          }
        >
          There is no scored market with this id. Check the link, or pick a market in Discovery.
        </EmptyState>
      ) : details.isError ? (
        <QueryError
          title={MESSAGES.fetchOpportunitiesFailed}
          error={details.error}
          onRetry={() => details.refetch()}
        />
      ) : (
        o && (
          <div className="space-y-6">
            {o.estimate && (
              <DataNote note="Figures marked est. are estimates from bundled data (population, published payout and search-rate benchmarks). Each one's formula and sources are below." />
            )}
            <OpportunityFigures o={o} className="lg:grid-cols-5" />
            {details.data.drivers.length > 0 && (
              <section
                aria-labelledby="drivers-title"
                className="rounded-xl border border-border bg-card p-4 sm:p-6"
              >
                <h2 id="drivers-title" className="text-lg font-semibold">
                  Why this score
                </h2>
                <p className="mb-3 mt-1 text-sm text-muted-foreground">
                  Each input of this market, the {o.vertical} weight for it, and the score points it adds or
                  takes away. Compare two markets here to see why they differ.
                </p>
                <ScoreDrivers drivers={details.data.drivers} score={o.quantumScore} />
              </section>
            )}
            <MeasuredDataCard opportunityId={o.id} />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <section aria-labelledby="derivation-title" className="min-w-0">
                <h2 id="derivation-title" className="mb-3 text-lg font-semibold">
                  How each figure was derived
                </h2>
                <DerivationList derivation={details.data.derivation} />
              </section>
              <div className="order-first min-w-0 space-y-6 lg:sticky lg:top-36 lg:order-none lg:self-start">
                {vertical && (
                  <Card title={`Seasonality of ${vertical.name}`}>
                    <Suspense fallback={<Skeleton className="h-56" />}>
                      <SeasonalityChart factors={vertical.seasonality} vertical={vertical.name} />
                    </Suspense>
                  </Card>
                )}
                {vertical ? (
                  <PayoutOverrideCard vertical={vertical} />
                ) : verticals.isError ? (
                  <QueryError title={MESSAGES.fetchOpportunitiesFailed} error={verticals.error} />
                ) : null}
              </div>
            </div>
            {details.data.neighbours.length > 0 && (
              <section aria-labelledby="nearby-title">
                <h2 id="nearby-title" className="mb-3 text-lg font-semibold">
                  Nearby markets for {o.vertical}
                </h2>
                <OpportunityList label="Nearby markets" items={details.data.neighbours} savedIds={savedIds} />
              </section>
            )}
          </div>
        )
      )}
    </>
  );
}
