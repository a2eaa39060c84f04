import { MESSAGES } from '@sdp/shared';
import { ArrowRight } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import {
  DataNote,
  DEFAULT_FILTERS,
  type DiscoveryFilters,
  OpportunityFilters,
  OpportunityList,
  OpportunityListSkeleton,
  OpportunityMapCard,
  parseFilters,
  QueryError,
  toOpportunityQuery,
  useOpportunityMap,
  useSavedIds,
  useVerticals,
  writeFilters,
} from '@/features/discovery';
import { useQuickDominator } from '../api/get-quick-dominator';
import { GoldmineLocations } from './goldmine-locations';
import { ScraperStatsCard } from './scraper-stats-card';

const ScoreDistributionChart = lazy(() => import('./score-distribution-chart'));

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-border bg-card p-4 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Distribution({ vertical }: { vertical: { slug: string; name: string } }) {
  const map = useOpportunityMap(vertical.slug);
  if (map.isError) return <QueryError title={MESSAGES.fetchOpportunitiesFailed} error={map.error} />;
  if (!map.data) return <Skeleton className="h-52" />;
  if (map.data.places.length === 0) return <p className="text-sm text-muted-foreground">No scored places.</p>;
  return (
    <Suspense fallback={<Skeleton className="h-52" />}>
      <ScoreDistributionChart scores={map.data.places.map((p) => p.quantumScore)} vertical={vertical.name} />
    </Suspense>
  );
}

/**
 * Dominator: the pipeline (passed in by the route), what the route adds under it (deployed sites,
 * revenue), top markets, goldmine locations, the map and the provider meter.
 */
export function DominatorScreen({ pipeline, children }: { pipeline?: ReactNode; children?: ReactNode }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const quick = useQuickDominator(toOpportunityQuery({ ...filters, page: 1 }));
  const savedIds = useSavedIds();
  const verticals = useVerticals();
  const [mapVertical, setMapVertical] = useState('');
  const slug = mapVertical || filters.vertical || quick.data?.topOpportunities[0]?.verticalSlug || '';
  const shown = verticals.data?.find((v) => v.slug === slug) ?? verticals.data?.[0];

  const onFilters = (patch: Partial<DiscoveryFilters>) =>
    setParams((p) => writeFilters({ ...parseFilters(p), ...patch, page: 1 }, p), { replace: true });
  const toDiscovery = (patch: Partial<DiscoveryFilters>) =>
    paths.discoveryWith(writeFilters({ ...filters, ...patch, page: 1 }));
  const data = quick.data;

  return (
    <div className="space-y-6">
      {pipeline}
      {children}
      <OpportunityFilters
        filters={filters}
        onChange={onFilters}
        onReset={() => setParams(writeFilters(DEFAULT_FILTERS, params), { replace: true })}
        showSort={false}
      />
      {quick.isError ? (
        <QueryError
          title={MESSAGES.fetchGoldminesFailed}
          error={quick.error}
          onRetry={() => quick.refetch()}
        />
      ) : (
        <>
          {data?.scraperStats?.totalCalls === 0 && (
            <DataNote note="Estimates from bundled data: no data provider has been called yet, so every figure below is estimated." />
          )}
          <Panel
            title="Top opportunities"
            action={
              <Button asChild variant="ghost" size="sm">
                <Link to={toDiscovery({})}>
                  All in Discovery
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            }
          >
            {!data ? (
              <OpportunityListSkeleton rows={5} />
            ) : data.topOpportunities.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
                No opportunities match these filters.
              </p>
            ) : (
              <OpportunityList
                label="Top opportunities"
                items={data.topOpportunities.slice(0, 10)}
                savedIds={savedIds}
                firstRank={1}
              />
            )}
          </Panel>
        </>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title="Opportunity map">
          <OpportunityMapCard
            vertical={shown?.slug ?? slug}
            onVerticalChange={setMapVertical}
            onStateSelect={(s) => navigate(toDiscovery({ vertical: shown?.slug ?? slug, location: s.state }))}
            onPlaceSelect={(p) => navigate(paths.opportunityDetails(p.opportunityId))}
          />
        </Panel>
        <Panel
          title="Goldmine locations"
          action={
            <Button asChild variant="ghost" size="sm">
              <Link to={toDiscovery({ goldmineOnly: true })}>See all</Link>
            </Button>
          }
        >
          {quick.isError ? (
            <p className="text-sm text-muted-foreground">{MESSAGES.fetchGoldminesFailed}</p>
          ) : data ? (
            <GoldmineLocations items={data.goldmineLocations} />
          ) : (
            <Skeleton className="h-64" />
          )}
        </Panel>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Score distribution">
          {shown ? <Distribution vertical={shown} /> : <Skeleton className="h-52" />}
        </Panel>
        {data ? (
          <ScraperStatsCard stats={data.scraperStats} />
        ) : (
          !quick.isError && <Skeleton className="h-56 rounded-xl" />
        )}
      </div>
    </div>
  );
}
