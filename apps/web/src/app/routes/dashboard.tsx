import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAnalytics, usePerformanceMetrics } from '@/features/analytics';
import { DemoPortfolioCard, demoQuery, IncludeDemoSwitch, useIncludeDemo } from '@/features/demo';
import { BestMarketsCard } from '@/features/discovery';
import {
  AchievementsCard,
  InsightsCard,
  KpiRow,
  LatestLeadsCard,
  MilestonesCard,
  monthToDate,
  RankingsCard,
  SectionError,
  SitesCard,
  TrendCard,
  useLivePortfolio,
} from '@/features/portfolio';
import { OfflineBanner } from '@/features/pwa';
import { RevenueSplitFigures, useRevenue } from '@/features/revenue';
import { useSiteList } from '@/features/sites';
import { ResumeCard } from '@/features/workflow';
import { displayName, useSession } from '@/lib/session';
import { useTimeZone } from '@/lib/time-zone';

// The intelligence engines' hub loads with its own chunk, after the portfolio (docs/engines.md).
const IntelligenceHub = lazy(() =>
  import('@/features/engines').then((m) => ({ default: m.IntelligenceHub })),
);

/** The portfolio's home: workflow, demo data, KPIs, trend, sites, leads, rankings, milestones, insights. */
export default function DashboardRoute() {
  const zone = useTimeZone(); // whose today (docs/time-zones.md)
  const { user } = useSession();
  const now = useLivePortfolio();
  // Every figure comes from the feature that owns it (the same queries its own screens use).
  const [includeDemo, setIncludeDemo] = useIncludeDemo();
  // Whoever loads the demo wants to see it: counted until the switch is turned off.
  const showDemo = () => setIncludeDemo(true);
  const sites = useSiteList('all');
  const metrics = usePerformanceMetrics(null, true, includeDemo);
  const revenue = useRevenue(demoQuery(includeDemo));
  const month = useAnalytics({ ...monthToDate(new Date(now), zone), ...demoQuery(includeDemo) });
  const siteList = sites.data?.filter((s) => s.status !== 'archived');
  // Real totals leave demo sites out unless "Include demo data" is on (docs/product/rules.md#demo-portfolio).
  const countedSites = includeDemo ? sites.data : sites.data?.filter((s) => !s.demo);
  const hasSites = (siteList?.length ?? 0) > 0;
  // The demo card leads while the portfolio is empty or only holds demo sites; beside the best
  // markets (compact) once real sites exist.
  const hasRealSites = siteList?.some((s) => !s.demo) ?? false;

  return (
    <div data-testid="screen" data-screen="dashboard" className="space-y-6">
      <OfflineBanner />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="dashboard-welcome">
          Welcome back, {displayName(user)}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {hasSites
            ? 'Your sites, leads, revenue and rankings at a glance. Everything here updates as it happens.'
            : 'Build your first site, or load the demo portfolio to see how this dashboard fills up.'}
        </p>
      </div>
      {sites.isSuccess && !hasRealSites && <DemoPortfolioCard onLoaded={showDemo} />}
      <ResumeCard />
      <section aria-label="Portfolio figures" className="space-y-3">
        <div className="flex justify-end">
          <IncludeDemoSwitch />
        </div>
        <KpiRow
          sites={countedSites}
          metrics={metrics.data}
          revenue={revenue.data}
          loading={{ sites: sites.isPending, metrics: metrics.isPending, revenue: revenue.isPending }}
        />
        <div className="rounded-xl border border-border bg-card p-4" data-testid="dashboard-revenue-split">
          <RevenueSplitFigures
            caption="Revenue this month (UTC)"
            split={revenue.data?.thisMonth}
            toInvoice={revenue.data?.toInvoice}
            basis={revenue.data?.basis}
            loading={revenue.isPending}
          />
        </div>
        {metrics.isError && (
          <SectionError
            title="Failed to fetch performance metrics"
            error={metrics.error}
            onRetry={() => void metrics.refetch()}
          />
        )}
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <TrendCard className="lg:col-span-2" includeDemo={includeDemo} />
        <InsightsCard now={now} />
      </div>
      <SitesCard
        sites={sites.data}
        month={month.data}
        isPending={sites.isPending}
        error={sites.error}
        onRetry={() => void sites.refetch()}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <LatestLeadsCard now={now} />
        <RankingsCard metrics={metrics.data} sites={sites.data} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <MilestonesCard now={now} />
        <AchievementsCard now={now} onlyDemo={hasSites && !hasRealSites} />
      </div>
      {hasRealSites ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <BestMarketsCard limit={5} />
          </div>
          <DemoPortfolioCard onLoaded={showDemo} />
        </div>
      ) : (
        <BestMarketsCard limit={5} />
      )}
      <section
        aria-labelledby="intelligence-engines-heading"
        className="space-y-3"
        data-testid="dashboard-engines"
      >
        <h2 id="intelligence-engines-heading" className="text-xl font-semibold tracking-tight">
          Intelligence engines
        </h2>
        <Suspense fallback={<Spinner text="Loading the intelligence engines" className="py-6" />}>
          <IntelligenceHub />
        </Suspense>
      </section>
    </div>
  );
}
