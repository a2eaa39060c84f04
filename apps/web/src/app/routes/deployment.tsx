import { completeStage, type Site } from '@sdp/shared';
import { ArrowRight, CheckCircle2, Rocket } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { SiteCallsCard } from '@/features/calls';
import { LeadsTable, RenterPanel, SiteRevenue } from '@/features/leads';
import { SiteRevenueSplit } from '@/features/revenue';
import {
  CustomDomainCard,
  DeployPanel,
  ExportButton,
  generatedSiteId,
  QueryErrorNote,
  SiteEditsCard,
  toGeneratedWebsite,
  toMarketInfo,
  useSite,
  useSiteDeploy,
  useUpdateSite,
  VersionsTable,
} from '@/features/sites';
import { StageHeader, useSyncUnsavedChanges, useWorkflow } from '@/features/workflow';

export const DEPLOYMENT_PLATFORM = 'built-in';

function DeploymentView({ site }: { site: Site }) {
  const { state, updateWorkflow } = useWorkflow();
  const deploy = useSiteDeploy(site);
  const assign = useUpdateSite(site.id);
  // Done for this site: a site of a newly selected market completes stage 3 again when live.
  const stageDone = state.completedStages.includes(3) && state.activeWebsiteId === site.id;
  // Edits built here but not deployed are the workflow's unsaved changes; a deploy clears them.
  useSyncUnsavedChanges(site);

  // The first time the site is live, stage 3 is complete (docs/product/rules.md#workflow-stages: marks 3
  // done, moves to 4); the user stays here to see the URL, rent the site out and watch leads.
  useEffect(() => {
    if (site.status !== 'live' || stageDone) return;
    updateWorkflow(
      completeStage(
        {
          ...state,
          generatedWebsite: state.generatedWebsite ?? toGeneratedWebsite(site),
          deployedWebsite: {
            ...toGeneratedWebsite(site),
            versionId: site.liveVersionId,
            deployedAt: site.deployedAt,
          },
          deploymentPlatform: DEPLOYMENT_PLATFORM,
          activeWebsiteId: site.id,
          hasUnsavedChanges: false,
        },
        3,
        new Date().toISOString(),
      ),
    );
  }, [site, stageDone, state, updateWorkflow]);

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <DeployPanel
            site={site}
            deploy={deploy}
            footer={
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
                {stageDone && site.status === 'live' ? (
                  <p className="flex items-center gap-2 text-sm text-emerald-200" data-testid="stage-3-done">
                    <CheckCircle2 className="size-4 text-emerald-300" aria-hidden="true" />
                    Deployment complete: stage 3 done.
                  </p>
                ) : (
                  <span />
                )}
                <div className="flex flex-wrap gap-2">
                  <ExportButton site={site} />
                  {stageDone && (
                    <Button asChild size="sm" variant="outline">
                      <Link to={paths.monitoring}>
                        Go to monitoring
                        <ArrowRight aria-hidden="true" />
                      </Link>
                    </Button>
                  )}
                </div>
              </div>
            }
          />
          <RenterPanel
            renterId={site.renterId}
            onAssign={(renterId) => assign.mutateAsync({ renterId })}
            assigning={assign.isPending}
            assignError={assign.error}
          />
        </div>
        <div className="min-w-0 space-y-6">
          <SiteRevenue revenue={site.currentRevenue} leadCount={site.leadCount} />
          <SiteRevenueSplit siteId={site.id} />
          <SiteCallsCard siteId={site.id} />
          <CustomDomainCard site={site} />
        </div>
      </div>
      <LeadsTable siteId={site.id} title="Leads of this site" />
      <SiteEditsCard siteId={site.id} />
      <VersionsTable site={site} disabled={deploy.isDeploying} />
    </div>
  );
}

export default function DeploymentDashboardRoute() {
  const { state, updateWorkflow } = useWorkflow();
  const market = toMarketInfo(state.selectedOpportunity);
  // The site stage 2 built (or chose) for this market; else the one deployed for it.
  const siteId =
    generatedSiteId(state.generatedWebsite, market?.id) ?? generatedSiteId(state.deployedWebsite, market?.id);
  const site = useSite(siteId);

  return (
    <div data-testid="screen" data-screen="deployment">
      <StageHeader stageId={3} />
      {!siteId ? (
        <EmptyState
          icon={Rocket}
          title="Nothing to deploy yet"
          action={
            <Button asChild variant="gradient">
              <Link to={market ? paths.generation : paths.discovery}>
                {market ? 'Generate the site' : 'Find a market in Discovery'}
              </Link>
            </Button>
          }
        >
          Generate a site first. One-click deployment to the built-in host will happen here.
        </EmptyState>
      ) : site.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      ) : site.isError ? (
        <QueryErrorNote
          title="Could not load the site"
          error={site.error}
          onRetry={() => void site.refetch()}
          onDiscard={() =>
            updateWorkflow({ generatedWebsite: null, deployedWebsite: null, activeWebsiteId: null })
          }
        />
      ) : (
        <DeploymentView site={site.data} />
      )}
    </div>
  );
}
