import { LineChart } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { StageHeader } from '@/features/workflow';

export default function MonitoringDashboardRoute() {
  return (
    <div data-testid="screen" data-screen="monitoring">
      <StageHeader stageId={4} />
      <EmptyState icon={LineChart} title="No live sites to monitor">
        Deploy a site first. Its visits, leads, rankings and revenue will be tracked here.
      </EmptyState>
    </div>
  );
}
