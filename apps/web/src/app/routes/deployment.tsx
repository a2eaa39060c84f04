import { Rocket } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { StageHeader } from '@/features/workflow';

export default function DeploymentDashboardRoute() {
  return (
    <div data-testid="screen" data-screen="deployment">
      <StageHeader stageId={3} />
      <EmptyState icon={Rocket} title="Nothing to deploy yet">
        Generate a site first. One-click deployment to the built-in host will happen here.
      </EmptyState>
    </div>
  );
}
