import { CallToAction } from './call-to-action';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { RevenueStreams } from './revenue-streams';
import { WorkflowOverview } from './workflow-overview';

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main-content" className="flex-1">
        <Hero />
        <FeatureGrid />
        <RevenueStreams />
        <WorkflowOverview />
        <CallToAction />
      </main>
      <PublicFooter />
    </div>
  );
}
