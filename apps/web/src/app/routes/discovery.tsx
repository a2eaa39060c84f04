import { Crosshair } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { StageHeader } from '@/features/workflow';

export default function DiscoveryDashboardRoute() {
  return (
    <div data-testid="screen" data-screen="discovery">
      <StageHeader stageId={1} />
      <EmptyState icon={Crosshair} title="No opportunity selected">
        Market discovery is not available yet. When it is, you will pick a goldmine market here and the
        workflow moves on to Build Site.
      </EmptyState>
    </div>
  );
}
