import { stageDisplayState, WORKFLOW_STAGES } from '@sdp/shared';
import { Check, Lock } from 'lucide-react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/utils';
import { stageColours } from '../stage-colours';
import { useWorkflow } from '../workflow-context';

/** Desktop (md and up) stage stepper with the progress bar and '{n}% Complete'. */
export function WorkflowStepper() {
  const { state, progress, goToStage } = useWorkflow();
  const { pathname } = useLocation();

  return (
    <div data-testid="workflow-stepper" className="hidden border-t border-border/60 md:block">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-2 lg:px-8">
        <ol className="flex flex-1 items-center gap-2" aria-label="Workflow stages">
          {WORKFLOW_STAGES.map((stage, i) => {
            const display = stageDisplayState(state, stage.id);
            const colour = stageColours[stage.colour];
            const here = pathname === stage.path;
            return (
              <li key={stage.id} className="flex flex-1 items-center gap-2">
                <button
                  type="button"
                  data-state={display}
                  data-workflow-stage={stage.id}
                  data-stage-state={display}
                  disabled={display === 'locked'}
                  aria-current={here ? 'step' : undefined}
                  onClick={() => goToStage(stage.id)}
                  title={
                    display === 'locked'
                      ? `${stage.name}: complete the earlier stages first`
                      : stage.description
                  }
                  className={cn(
                    'flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-1.5 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    display !== 'locked' && 'hover:bg-accent',
                    here && 'bg-accent',
                    display === 'locked' && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                      display === 'completed' && `${colour.bg} text-white`,
                      display === 'current' && `${colour.bg} text-white ring-4 ${colour.ring}`,
                      display === 'available' && `border-2 border-current ${colour.text}`,
                      display === 'locked' && 'border border-border text-muted-foreground',
                    )}
                  >
                    {display === 'completed' ? (
                      <Check className="size-4" aria-hidden="true" />
                    ) : display === 'locked' ? (
                      <Lock className="size-3" aria-hidden="true" />
                    ) : (
                      stage.id
                    )}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{stage.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">{stage.subtitle}</span>
                  </span>
                  <span className="sr-only">({display})</span>
                </button>
                {i < WORKFLOW_STAGES.length - 1 && (
                  <span className="hidden h-px w-6 bg-border lg:block" aria-hidden="true" />
                )}
              </li>
            );
          })}
        </ol>
        <div className="flex w-44 shrink-0 flex-col gap-1">
          <div
            role="progressbar"
            aria-label="Workflow progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-blue-500 via-violet-500 to-orange-500 transition-all"
              style={{ width: `${progress}%` }}
            />
          </div>
          <span data-testid="workflow-progress" className="text-right text-xs text-muted-foreground">
            {progress}% Complete
          </span>
        </div>
      </div>
    </div>
  );
}
