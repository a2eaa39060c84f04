import { Rocket, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { DeployedSitesPanel } from '@/features/deployments';
import { DominatorScreen } from '@/features/dominator';
import { PipelineStrip, RevenuePanel } from '@/features/revenue';

export default function DominatorDashboardRoute() {
  return (
    <div data-testid="screen" data-screen="dominator">
      <PageHeader
        title="Dominator"
        description="From market scan to live sites and revenue: the best markets for lead-generation sites, the sites you deployed, and what they earn."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.discovery}>
                <Search aria-hidden="true" />
                Find opportunities
              </Link>
            </Button>
            <Button asChild>
              <Link to={paths.dominatorGoldmineDeployment}>
                <Rocket aria-hidden="true" />
                Deploy goldmines
              </Link>
            </Button>
          </>
        }
      />
      <DominatorScreen pipeline={<PipelineStrip />}>
        <DeployedSitesPanel />
        <RevenuePanel />
      </DominatorScreen>
    </div>
  );
}
