import type { Site, TemplateId } from '@sdp/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSite } from '../api/get-site';
import { useGoldmineSites } from '../api/get-sites';
import { GenerateForm } from './generate-form';
import { type MarketInfo, MarketSummary } from './market-summary';
import { QueryErrorNote } from './query-error-note';
import { SiteBuildResult } from './site-build-result';

/**
 * Stage 2 for a market: the generate form, or the generated site (loaded by id when the workflow
 * already has one). `actions` renders beside the result (e.g. 'Continue to deploy').
 */
export function GenerationScreen({
  market,
  siteId,
  onGenerated,
  onDiscard,
  actions,
}: {
  market: MarketInfo;
  siteId: string | null;
  onGenerated: (site: Site, template: TemplateId) => void;
  /** The stored site is gone (e.g. archived elsewhere): forget it and show the form again. */
  onDiscard: () => void;
  actions: (site: Site) => React.ReactNode;
}) {
  const site = useSite(siteId);
  const sites = useGoldmineSites(!siteId);
  const existing = siteId
    ? undefined
    : sites.data?.find((s) => s.opportunityId === market.id && s.status !== 'archived' && s.latestVersion);

  let body: React.ReactNode;
  if (!siteId)
    body = (
      <div className="space-y-4">
        {existing && (
          <Alert data-testid="existing-site">
            <p>
              You already built <strong>{existing.name}</strong> for this market (version{' '}
              {existing.latestVersion?.number}, {existing.status === 'live' ? 'live' : 'not deployed'}).
            </p>
            <Button
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => onGenerated(existing, existing.latestVersion?.template ?? existing.template)}
            >
              Use that site
            </Button>
          </Alert>
        )}
        <GenerateForm opportunityId={market.id} onGenerated={onGenerated} />
      </div>
    );
  else if (site.isPending)
    body = (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-40" />
        <Skeleton className="h-96" />
      </div>
    );
  else if (site.isError)
    body = (
      <QueryErrorNote
        title="Could not load the generated site"
        error={site.error}
        onRetry={() => void site.refetch()}
        onDiscard={onDiscard}
      />
    );
  else if (!site.data.latestVersion)
    body = <GenerateForm opportunityId={market.id} onGenerated={onGenerated} />;
  else
    body = (
      <SiteBuildResult
        site={site.data}
        version={site.data.latestVersion}
        actions={actions(site.data)}
        onRegenerated={(t) => onGenerated(site.data, t)}
      />
    );

  return (
    <div className="space-y-6">
      <MarketSummary market={market} />
      {body}
    </div>
  );
}
