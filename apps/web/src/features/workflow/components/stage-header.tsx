import { type StageId, stageDisplayState, WORKFLOW_STAGES } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { stageColours } from '../stage-colours';
import { useWorkflow } from '../workflow-context';

/** Header of a workflow stage screen, from the shared stage definitions. */
export function StageHeader({ stageId }: { stageId: StageId }) {
  const { state } = useWorkflow();
  const stage = WORKFLOW_STAGES.find((s) => s.id === stageId)!;
  const colour = stageColours[stage.colour];
  const display = stageDisplayState(state, stage.id);
  return (
    <div className="mb-8 flex items-start gap-4" data-testid="stage-header" data-stage={stage.id}>
      <div
        className={cn(
          'flex size-12 shrink-0 items-center justify-center rounded-xl text-lg font-bold text-white',
          colour.bg,
        )}
      >
        {stage.id}
      </div>
      <div className="min-w-0">
        <p className={cn('text-xs font-semibold uppercase tracking-wider', colour.text)}>
          Stage {stage.id} of {WORKFLOW_STAGES.length} · {stage.subtitle}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{stage.name}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted-foreground sm:text-base">{stage.description}</p>
        <Badge variant="outline" className="mt-3 capitalize">
          {display}
        </Badge>
      </div>
    </div>
  );
}
