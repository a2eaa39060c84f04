import { Hammer } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { StageHeader } from '@/features/workflow';

export default function GenerationDashboardRoute() {
  return (
    <div data-testid="screen" data-screen="generation">
      <StageHeader stageId={2} />
      <EmptyState icon={Hammer} title="No site generated yet">
        Select an opportunity in Discovery first. Site generation for it will happen here.
      </EmptyState>
    </div>
  );
}
