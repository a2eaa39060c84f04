import { useQuery } from '@tanstack/react-query';
import { OctagonX, Play } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useCurrentTeamPermissions } from '@/lib/current-team';
import { formatDateTime, plural } from '@/lib/format';
import { automationStateQueryOptions } from '../api/keys';
import { useKillSwitch, useResumeAutomation } from '../hooks/use-superweapons';

const KIND_LABEL: Record<string, string> = {
  deployJobs: 'deploy job',
  campaigns: 'campaign',
  crawls: 'crawl',
  engineRuns: 'engine run',
  implementations: 'opportunity implementation',
  automationRuns: 'automation run',
};

/** The kill switch: stops every job of the team (after a confirmation) and halts automation. */
export function KillSwitchCard() {
  const state = useQuery(automationStateQueryOptions());
  const kill = useKillSwitch();
  const resume = useResumeAutomation();
  const permissions = useCurrentTeamPermissions();
  // Owners and admins flip it (the same people who manage members).
  const mayAct = permissions?.manageMembers ?? false;
  const [confirming, setConfirming] = useState(false);

  if (state.isPending) return <Skeleton className="h-36" />;
  if (state.isError)
    return (
      <RetryAlert
        message="Could not load the kill switch"
        error={state.error}
        onRetry={() => void state.refetch()}
      />
    );
  const s = state.data;
  const stopped = Object.entries(s.lastStopped).filter(([, n]) => n > 0);

  return (
    <Card className={s.halted ? 'border-red-500/50' : undefined} data-testid="kill-switch">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <OctagonX className="h-5 w-5 text-red-400" aria-hidden />
          Kill switch
        </CardTitle>
        <CardDescription>
          Stops every job of the team at once: deploy jobs, crawls, engine runs, campaigns, opportunity
          implementations and automation runs. Sites already live stay live.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm" data-testid="automation-status" role="status">
          {s.halted
            ? `Halted since ${formatDateTime(s.haltedAt)}: no rule fires and no automated run starts until you resume.`
            : 'Automation is running: enabled rules fire on their schedule.'}
        </p>
        {s.haltedAt || stopped.length > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="last-stopped">
            Last stop:{' '}
            {stopped.length === 0
              ? 'nothing was running.'
              : stopped.map(([k, n]) => plural(n, KIND_LABEL[k] ?? k)).join(', ')}
          </p>
        ) : null}
        {resume.error ? <Alert variant="error">{errorMessage(resume.error)}</Alert> : null}
        <div className="flex flex-wrap items-center gap-3">
          {s.halted ? (
            <Button onClick={() => resume.mutate()} disabled={!mayAct || resume.isPending}>
              <Play className="h-4 w-4" aria-hidden />
              {resume.isPending ? 'Resuming…' : 'Resume automation'}
            </Button>
          ) : null}
          <Button
            variant="destructive"
            onClick={() => setConfirming(true)}
            disabled={!mayAct}
            data-testid="kill-switch-button"
          >
            <OctagonX className="h-4 w-4" aria-hidden />
            Stop everything
          </Button>
          {!mayAct ? (
            <span className="text-xs text-muted-foreground">
              Only team owners and admins use the kill switch.
            </span>
          ) : null}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          kill.reset();
        }}
        title="Stop every job of the team?"
        description="Running deploy jobs stop before their next site, and queued work is cancelled. No rule fires until you resume. Live sites are not taken down."
        error={kill.error}
        pending={kill.isPending}
        confirmLabel="Stop everything"
        pendingLabel="Stopping…"
        destructive
        confirmTestId="kill-switch-confirm"
        onConfirm={() => kill.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </Card>
  );
}
