import { Rocket, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { IncludeDemoSwitch, useIncludeDemo } from '@/features/demo';
import { DeployedSitesPanel } from '@/features/deployments';
import { DominatorScreen } from '@/features/dominator';
import { PipelineStrip, RevenuePanel } from '@/features/revenue';

export default function DominatorDashboardRoute() {
  const [includeDemo] = useIncludeDemo();
  return (
    <div data-testid="screen" data-screen="dominator">
      <PageHeader
        title="Dominator"
        description="From market scan to live sites and revenue: the best markets for lead-generation sites, the sites you deployed, and what they earn."
        actions={
          <>
            <IncludeDemoSwitch />
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
      <DominatorScreen pipeline={<PipelineStrip includeDemo={includeDemo} />}>
        <DeployedSitesPanel />
        <RevenuePanel includeDemo={includeDemo} />
      </DominatorScreen>
    </div>
  );
}
