import { type EngineId, MESSAGES } from '@sdp/shared';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useEngineStatus, useExecuteEngine, useLiveEngines } from '../api/engines';
import { EngineCard } from './engine-card';
import { InsightsFeed } from './insights-feed';
import { SystemHealthPanel } from './system-health-panel';

/** Ticks every 30 s so "5 min ago" stays true. */
function useNow(ms = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/** The eleven engines, the server's health and the live insights feed (docs/engines.md). */
export function IntelligenceHub() {
  useLiveEngines();
  const now = useNow();
  const status = useEngineStatus();
  const execute = useExecuteEngine();
  const [failed, setFailed] = useState<{ engineId: EngineId; message: string } | null>(null);
  const run = (engineId: EngineId, action: string) => {
    setFailed(null);
    execute.mutate(
      { engineId, action },
      { onError: (err) => setFailed({ engineId, message: errorMessage(err) }) },
    );
  };

  return (
    <div className="space-y-6" data-testid="intelligence-hub">
      {failed && (
        <Alert variant="error" data-testid="engine-execute-error">
          {MESSAGES.executeEngineActionFailed}: {failed.message}
        </Alert>
      )}
      {status.isPending ? (
        <Spinner text="Loading the engines" className="py-6" />
      ) : status.isError ? (
        <RetryAlert
          message={MESSAGES.fetchEngineStatusesFailed}
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <>
          <SystemHealthPanel health={status.data.systemHealth} />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {status.data.engines.map((engine) => (
              <EngineCard
                key={engine.id}
                engine={engine}
                now={now}
                pending={execute.isPending && execute.variables?.engineId === engine.id}
                onRun={(action) => run(engine.id, action)}
              />
            ))}
          </div>
        </>
      )}
      <InsightsFeed now={now} />
    </div>
  );
}

export default IntelligenceHub;
