import { ENGINES, type EngineId, MESSAGES } from '@sdp/shared';
import { Play } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { timeAgo } from '@/features/notifications';
import { errorMessage } from '@/lib/api-error';
import { useEngineInsights, useEngineStatus, useExecuteEngine, useLiveEngines } from '../api/engines';
import { STATE_BADGE, STATE_LABEL } from '../lib/engine-display';
import { InsightItem } from './insight-item';

/** One engine, compact: its state, Run, and its latest three insights (for the engine's own screen). */
export function EnginePanel({ engineId }: { engineId: EngineId }) {
  useLiveEngines();
  const info = ENGINES[engineId];
  const status = useEngineStatus();
  const insights = useEngineInsights(engineId, 3);
  const execute = useExecuteEngine();
  const engine = status.data?.engines.find((e) => e.id === engineId);
  const busy = engine?.status === 'running' || execute.isPending;
  const now = Date.now();
  return (
    <Card data-testid={`engine-panel-${engineId}`}>
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div>
          <CardTitle className="flex items-center gap-2">
            {info.name}
            {engine && <Badge variant={STATE_BADGE[engine.status]}>{STATE_LABEL[engine.status]}</Badge>}
          </CardTitle>
          <CardDescription>
            {engine?.lastRunAt ? `Last run ${timeAgo(engine.lastRunAt, now)}` : info.description}
          </CardDescription>
        </div>
        <Button
          size="sm"
          disabled={busy}
          onClick={() => execute.mutate({ engineId, action: info.actions[0] })}
          aria-label={`Run ${info.name}`}
        >
          <Play className="size-3.5" aria-hidden="true" />
          {busy ? `Running${engine?.currentRun ? ` ${engine.currentRun.progress}%` : '…'}` : 'Run'}
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {execute.isError && (
          <Alert variant="error">
            {MESSAGES.executeEngineActionFailed}: {errorMessage(execute.error)}
          </Alert>
        )}
        {status.isError && (
          <RetryAlert
            message={MESSAGES.fetchEngineStatusesFailed}
            error={status.error}
            onRetry={() => void status.refetch()}
          />
        )}
        {insights.isPending ? (
          <Spinner size="sm" text="Loading insights" />
        ) : insights.isError ? (
          <RetryAlert
            message={MESSAGES.fetchEngineInsightsFailed}
            error={insights.error}
            onRetry={() => void insights.refetch()}
          />
        ) : insights.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No insights yet: run the engine to compute them from your data.
          </p>
        ) : (
          <ul className="space-y-2">
            {insights.data.map((i) => (
              <InsightItem key={i.id} insight={i} now={now} showEngine={false} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
