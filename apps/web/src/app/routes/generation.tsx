import { ArrowRight, Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import {
  GenerationScreen,
  generatedSiteId,
  toGeneratedWebsite,
  toMarketInfo,
  useSite,
} from '@/features/sites';
import { StageHeader, useSyncUnsavedChanges, useWorkflow } from '@/features/workflow';

export default function GenerationDashboardRoute() {
  const { state, updateWorkflow, completeGeneration, goToStage } = useWorkflow();
  // Stage 2 done and the workflow past it (back here to regenerate). After a new market is
  // selected the current stage is 2 again, so 'Continue' completes stage 2 for the new site.
  const generationDone = state.completedStages.includes(2) && state.currentStage > 2;
  const market = toMarketInfo(state.selectedOpportunity);
  const siteId = generatedSiteId(state.generatedWebsite, market?.id);
  // A built version not deployed yet is an unsaved change of the workflow (none without a site).
  const site = useSite(siteId);
  useSyncUnsavedChanges(siteId ? site.data : null);

  return (
    <div data-testid="screen" data-screen="generation">
      <StageHeader stageId={2} />
      {!market ? (
        <EmptyState
          icon={Hammer}
          title="No site generated yet"
          action={
            <Button asChild variant="gradient">
              <Link to={paths.discovery}>Find a market in Discovery</Link>
            </Button>
          }
        >
          Select an opportunity in Discovery first. Site generation for it will happen here.
        </EmptyState>
      ) : (
        <GenerationScreen
          market={market}
          siteId={siteId}
          // Kept at once, so a reload shows this site instead of building another; stage 2 is
          // completed by 'Continue to deploy'.
          onGenerated={(site, template) =>
            updateWorkflow({
              generatedWebsite: toGeneratedWebsite(site, template),
              selectedTemplate: template,
            })
          }
          onDiscard={() => updateWorkflow({ generatedWebsite: null, selectedTemplate: null })}
          actions={(site) => (
            <Button
              variant="gradient"
              onClick={() =>
                // Once stage 2 is done (e.g. back here to regenerate), going on must not move the
                // workflow back from a later stage.
                generationDone
                  ? goToStage(3)
                  : completeGeneration(
                      toGeneratedWebsite(site),
                      site.latestVersion?.template ?? site.template,
                    )
              }
            >
              Continue to deploy
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        />
      )}
    </div>
  );
}
