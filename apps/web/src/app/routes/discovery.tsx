import { DiscoveryScreen } from '@/features/discovery';
import { StageHeader } from '@/features/workflow';

export default function DiscoveryDashboardRoute() {
  return (
    <div data-testid="screen" data-screen="discovery">
      <StageHeader stageId={1} />
      <DiscoveryScreen />
    </div>
  );
}
