import { WORKFLOW_STAGES } from '@sdp/shared';
import { PlayCircle, Plus, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useWorkflow } from '../workflow-context';

/** Dashboard card: resume the saved workflow when resumable, or start a new one. */
export function ResumeCard() {
  const { state, isResumable, progress, goToStage, startNewWorkflow, resetWorkflow } = useWorkflow();
  const stage = WORKFLOW_STAGES.find((s) => s.id === state.currentStage)!;

  return (
    <Card data-testid="workflow-resume-card">
      <CardHeader>
        <CardTitle>{isResumable ? 'Continue where you left off' : 'Your workflow'}</CardTitle>
        <CardDescription>
          {isResumable
            ? `You are at stage ${stage.id}: ${stage.name} (${progress}% complete).`
            : 'Find a goldmine market, build a site for it, take it live, then watch it rank.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {isResumable && (
          <Button onClick={() => goToStage(state.currentStage)}>
            <PlayCircle aria-hidden="true" />
            Resume workflow
          </Button>
        )}
        <Button variant={isResumable ? 'outline' : 'default'} onClick={() => startNewWorkflow()}>
          <Plus aria-hidden="true" />
          Start new workflow
        </Button>
        {state.workflowId && (
          <Button variant="ghost" onClick={resetWorkflow}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
