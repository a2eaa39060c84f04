import { stageDisplayState, WORKFLOW_STAGES } from '@sdp/shared';
import { Hammer, Rocket, Search, TrendingUp } from 'lucide-react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/utils';
import { stageColours } from '../stage-colours';
import { useWorkflow } from '../workflow-context';

const icons = { 1: Search, 2: Hammer, 3: Rocket, 4: TrendingUp } as const;

/** Below md: bottom tab bar with the short stage names Find, Build, Launch, Rank. */
export function WorkflowTabBar() {
  const { state, goToStage } = useWorkflow();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Workflow"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {WORKFLOW_STAGES.map((stage) => {
          const display = stageDisplayState(state, stage.id);
          const Icon = icons[stage.id];
          const here = pathname === stage.path;
          return (
            <li key={stage.id}>
              <button
                type="button"
                data-state={display}
                disabled={display === 'locked'}
                aria-current={here ? 'page' : undefined}
                aria-label={`${stage.shortName}: ${stage.name} (${display})`}
                onClick={() => goToStage(stage.id)}
                className={cn(
                  'flex h-16 w-full flex-col items-center justify-center gap-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                  here || display === 'current' ? stageColours[stage.colour].text : 'text-muted-foreground',
                  here && 'bg-accent/60',
                  display === 'locked' && 'opacity-40',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                <span aria-hidden="true">{stage.shortName}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
