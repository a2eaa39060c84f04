import type { EngineStatus } from '@sdp/shared';
import { ChevronDown, Play } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fullTime, timeAgo } from '@/features/notifications';
import { formatMs, STATE_BADGE, STATE_LABEL } from '../lib/engine-display';

/** One engine: what it does, its state, its runs, Run (first action) and its other actions. */
export function EngineCard({
  engine,
  onRun,
  pending,
  now,
}: {
  engine: EngineStatus;
  onRun: (action: string) => void;
  /** A run request of this engine is on its way. */
  pending: boolean;
  now: number;
}) {
  const run = engine.currentRun;
  const busy = engine.status === 'running' || pending;
  const [first, ...more] = engine.actions;
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid={`engine-card-${engine.id}`}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold leading-tight">
          <Link to={engine.screen} className="hover:underline focus-visible:underline">
            {engine.name}
          </Link>
        </h3>
        <Badge variant={STATE_BADGE[engine.status]} data-testid="engine-state">
          {STATE_LABEL[engine.status]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{engine.description}</p>
      {run && (
        <div>
          <div
            role="progressbar"
            aria-label={`${engine.name} run progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={run.progress}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${run.progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            {run.status === 'queued' ? 'Queued' : `Running: ${run.progress}%`} ({run.action})
          </p>
        </div>
      )}
      {engine.status === 'error' && engine.lastError && (
        <p className="text-xs text-red-300" data-testid="engine-last-error">
          Last run failed: {engine.lastError}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">Last run</dt>
        <dd title={engine.lastRunAt ? fullTime(engine.lastRunAt) : undefined}>
          {engine.lastRunAt ? timeAgo(engine.lastRunAt, now) : 'Never'}
        </dd>
        <dt className="text-muted-foreground">Runs</dt>
        <dd>{engine.runCount}</dd>
        <dt className="text-muted-foreground">Mean duration</dt>
        <dd>{formatMs(engine.meanDurationMs)}</dd>
        <dt className="text-muted-foreground">Errors</dt>
        <dd>{engine.errorCount}</dd>
        <dt className="text-muted-foreground">Insights</dt>
        <dd>{engine.insightCount}</dd>
      </dl>
      <div className="mt-auto flex items-center gap-2">
        <Button
          size="sm"
          onClick={() => first && onRun(first)}
          disabled={busy || !first}
          aria-label={`Run ${engine.name} (${first})`}
        >
          <Play className="size-3.5" aria-hidden="true" />
          {busy ? 'Running…' : 'Run'}
        </Button>
        {more.length > 0 && (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger
              disabled={busy}
              aria-label={`More actions of ${engine.name}`}
              className="inline-flex h-8 items-center gap-1 rounded-md border border-border px-2 text-xs hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            >
              More <ChevronDown className="size-3" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {more.map((action) => (
                <DropdownMenuItem key={action} onSelect={() => onRun(action)}>
                  Run {action}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        <Link
          to={engine.screen}
          className="ml-auto text-xs text-primary hover:underline focus-visible:underline"
        >
          Open
        </Link>
      </div>
    </Card>
  );
}
