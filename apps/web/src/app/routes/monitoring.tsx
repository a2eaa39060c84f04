import type { Site } from '@sdp/shared';
import { CheckCircle2, ExternalLink, LineChart } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { StartActions } from '@/components/start-actions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import {
  KpiRow,
  KpiRowSkeleton,
  metricsKpis,
  SitePicker,
  TrafficChart,
  useAnalytics,
  usePerformanceMetrics,
  useSiteOptions,
} from '@/features/analytics';
import { SiteChatButton } from '@/features/chat';
import { ExperimentsCard } from '@/features/experiments';
import { AchievementsCard, MilestonesCard, PredictionCard } from '@/features/performance';
import { OfflineBanner } from '@/features/pwa';
import { RankingsCard } from '@/features/rankings';
import { SeoOpportunitiesPanel } from '@/features/seo-opportunities';
import { StageHeader, useWorkflow } from '@/features/workflow';
import { errorMessage } from '@/lib/api-error';

function SiteFigures({ site }: { site: Site }) {
  const metrics = usePerformanceMetrics(site.id);
  const analytics = useAnalytics({ websiteId: site.id, timeRange: '30d' });
  return (
    <>
      {metrics.isPending ? (
        <KpiRowSkeleton />
      ) : metrics.isError ? (
        <RetryAlert
          message="Could not load the figures"
          error={metrics.error}
          onRetry={() => void metrics.refetch()}
        />
      ) : (
        <div data-testid="monitoring-kpis">
          <KpiRow
            kpis={metricsKpis(metrics.data)}
            caption="Last 30 days, compared with the 30 days before."
          />
        </div>
      )}
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-base">Traffic and leads</CardTitle>
          <CardDescription>Daily visitors, pageviews and leads over the last 30 days</CardDescription>
        </CardHeader>
        <CardContent>
          {analytics.isPending ? (
            <Skeleton className="h-64" />
          ) : analytics.isError ? (
            <Alert variant="error">Could not load traffic: {errorMessage(analytics.error)}</Alert>
          ) : analytics.data.pageviews === 0 && analytics.data.leads === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground" data-testid="traffic-empty">
              No visits yet. Visits appear here seconds after someone opens{' '}
              <a href={site.url} target="_blank" rel="noreferrer" className="underline">
                the live site
              </a>
              .
            </p>
          ) : (
            <TrafficChart daily={analytics.data.daily} />
          )}
        </CardContent>
      </Card>
    </>
  );
}

/**
 * docs/product/rules.md#workflow-stages: completing monitoring only marks stage 4 complete (once the site is
 * live: stage 3 done).
 */
function CompleteMonitoring() {
  const { state, completeMonitoring } = useWorkflow();
  const done = state.completedStages.includes(4);
  const enabled = state.completedStages.includes(3);
  return (
    <Card className="p-4" data-testid="complete-monitoring">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {done ? (
          <p className="flex items-center gap-2 text-sm text-emerald-200" data-testid="stage-4-done">
            <CheckCircle2 className="size-4 text-emerald-300" aria-hidden="true" />
            Monitoring complete: stage 4 done. Keep watching here; figures update as visits arrive.
          </p>
        ) : enabled ? (
          <p className="text-sm text-muted-foreground">
            Seen enough? Completing monitoring marks stage 4 of the workflow complete.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Stage 4 opens once a site of this workflow is live (stage 3, Go Live). The figures above are
            tracked either way.
          </p>
        )}
        {!done && (
          <Button variant="gradient" disabled={!enabled} onClick={completeMonitoring}>
            <CheckCircle2 aria-hidden="true" />
            Complete monitoring
          </Button>
        )}
      </div>
    </Card>
  );
}

export default function MonitoringDashboardRoute() {
  const { state } = useWorkflow();
  const [params, setParams] = useSearchParams();
  const sites = useSiteOptions(true);
  const live = sites.data ?? [];
  const wanted = params.get('site') ?? state.activeWebsiteId;
  const site =
    live.find((s) => s.id === wanted) ?? live.find((s) => s.id === state.activeWebsiteId) ?? live[0];

  return (
    <div data-testid="screen" data-screen="monitoring">
      <OfflineBanner />
      <StageHeader stageId={4} />
      {sites.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-10 w-72" />
          <KpiRowSkeleton />
          <Skeleton className="h-64" />
        </div>
      ) : sites.isError ? (
        <RetryAlert
          message="Could not load your sites"
          error={sites.error}
          onRetry={() => void sites.refetch()}
        />
      ) : !site ? (
        <EmptyState icon={LineChart} title="No live sites to monitor" action={<StartActions />}>
          Deploy a site first. Its visits, leads, rankings and revenue will be tracked here.
        </EmptyState>
      ) : (
        <div className="space-y-6" data-testid="monitoring-site" data-site-id={site.id}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SitePicker
              sites={live}
              value={site.id}
              label="Live site"
              onChange={(id) => id && setParams({ site: id }, { replace: true })}
            />
            <div className="flex flex-wrap items-center gap-2">
              {site.demo && <Badge variant="warning">Demo</Badge>}
              {site.id === state.activeWebsiteId && <Badge variant="outline">Workflow site</Badge>}
              <SiteChatButton siteId={site.id} />
              <Button asChild variant="outline" size="sm">
                <a href={site.url} target="_blank" rel="noreferrer" data-testid="monitoring-live-url">
                  Open live site
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            </div>
          </div>
          <SiteFigures key={site.id} site={site} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
            <div className="min-w-0 lg:col-span-3">
              <PredictionCard key={site.id} websiteId={site.id} />
            </div>
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <MilestonesCard websiteId={site.id} />
            </div>
          </div>
          <RankingsCard key={site.id} websiteId={site.id} />
          <SeoOpportunitiesPanel key={`seo-${site.id}`} websiteId={site.id} />
          <ExperimentsCard key={`ab-${site.id}`} siteId={site.id} />
          <AchievementsCard demoSite={site.demo} />
          <CompleteMonitoring />
        </div>
      )}
    </div>
  );
}
