import type { DemoStatus } from '@sdp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useRealtimeEvent } from '@/lib/realtime';
import { invalidateDemoStatus, useDemoStatus, useLoadDemo, useRemoveDemo } from '../api/demo-api';

const EXPLAIN =
  'Deploys 3 real generated sites and sends real visits and form submissions through them; everything is marked Demo and can be removed in one click.';

const n = (x: number) => formatNumber(x);

function Counts({ s }: { s: DemoStatus }) {
  return (
    <dl className="grid grid-cols-3 gap-3 text-center" data-testid="demo-counts">
      {(
        [
          ['Sites', s.counts.sites],
          ['Visits', s.counts.visits],
          ['Leads', s.counts.leads],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd
            className="text-xl font-semibold tabular-nums"
            data-testid={`demo-count-${label.toLowerCase()}`}
          >
            {n(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The demo portfolio on the dashboard: load it (3 real sites, real visits and leads), follow the
 * load (poll every 2 s + user:notification), then remove every demo row after a confirmation.
 */
export function DemoPortfolioCard({ onLoaded }: { onLoaded?: () => void } = {}) {
  const qc = useQueryClient();
  const status = useDemoStatus();
  const load = useLoadDemo();
  const remove = useRemoveDemo();
  const [confirming, setConfirming] = useState(false);
  const [removed, setRemoved] = useState<string | null>(null);
  const previous = useRef<DemoStatus['status'] | undefined>(undefined);

  // Progress is pushed too ('Demo portfolio ready' ...): read the status at once, not at the next poll.
  useRealtimeEvent('user:notification', (p) => {
    if (/demo/i.test(p.title)) void invalidateDemoStatus(qc);
  });

  const s = status.data;
  // Demo leads arrive as real ones do: the counts follow without waiting for the next poll.
  useRealtimeEvent('lead:received', () => {
    if (s && s.status !== 'none') void invalidateDemoStatus(qc);
  });
  // Once loaded, every screen has new data: read it all again.
  useEffect(() => {
    if (previous.current === 'loading' && s?.status === 'ready') void qc.invalidateQueries();
    previous.current = s?.status;
  }, [s?.status, qc]);

  async function confirmRemove() {
    try {
      const r = await remove.mutateAsync();
      setConfirming(false);
      setRemoved(`Removed ${n(r.sites)} demo sites, ${n(r.leads)} leads and ${n(r.events)} events.`);
    } catch {
      // shown in the dialog
    }
  }

  async function start() {
    setRemoved(null);
    try {
      await load.mutateAsync();
      onLoaded?.();
    } catch {
      // shown below
    }
  }

  const busy = s?.status === 'loading' || s?.status === 'removing';
  return (
    <Card data-testid="demo-portfolio-card" aria-busy={busy || undefined}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical className="size-5 text-violet-400" aria-hidden="true" />
          Demo portfolio
          {s && s.status !== 'none' && (
            <Badge data-testid="demo-status" className="ml-1">
              {s.status === 'ready' ? 'Demo loaded' : s.status === 'loading' ? 'Loading…' : 'Removing…'}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{EXPLAIN}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending && <Skeleton className="h-10 w-48" />}
        {status.isError && (
          <RetryAlert
            message="Could not read the demo status"
            error={status.error}
            onRetry={() => void status.refetch()}
          />
        )}
        {removed && s?.status === 'none' && <Alert variant="success">{removed}</Alert>}
        {s?.status === 'none' && (
          <Button variant="gradient" onClick={start} disabled={load.isPending} data-testid="demo-load">
            {load.isPending ? 'Starting…' : 'Load demo portfolio'}
          </Button>
        )}
        {load.isError && (
          <Alert variant="error" data-testid="demo-error">
            {errorMessage(load.error)}
          </Alert>
        )}
        {s && s.status !== 'none' && (
          <>
            <p className="text-sm" role="status" aria-live="polite" data-testid="demo-phase">
              {s.status === 'loading' && (s.phase ?? 'Loading…')}
              {s.status === 'removing' && 'Removing demo data…'}
              {s.status === 'ready' &&
                (s.trafficUntil
                  ? 'Demo loaded. Simulated visitors are still arriving for a few minutes.'
                  : 'Demo loaded. Every screen now shows the demo sites, marked Demo.')}
            </p>
            {s.status === 'loading' && (
              <div
                role="progressbar"
                aria-label="Demo portfolio loading"
                aria-valuemin={0}
                aria-valuemax={3}
                aria-valuenow={s.counts.sites}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full bg-violet-500 transition-all"
                  style={{ width: `${Math.max(5, (s.counts.sites / 3) * 100)}%` }}
                />
              </div>
            )}
            {s.error && <Alert variant="error">The demo load stopped: {s.error}</Alert>}
            <Counts s={s} />
            {s.sites.length > 0 && (
              <ul className="space-y-1 text-sm" data-testid="demo-sites">
                {s.sites.map((site) => (
                  <li key={site.id} className="flex flex-wrap items-center gap-2">
                    <Badge variant="outline">Demo</Badge>
                    {site.status === 'live' ? (
                      <a
                        href={site.url}
                        target="_blank"
                        rel="noreferrer"
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {site.name}
                      </a>
                    ) : (
                      <span>
                        {site.name} <span className="text-muted-foreground">({site.status})</span>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Button
              variant="outline"
              onClick={() => setConfirming(true)}
              disabled={s.status === 'removing' || remove.isPending}
              data-testid="demo-remove"
            >
              <Trash2 aria-hidden="true" />
              Remove demo data
            </Button>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Remove the demo data?"
        description="The demo sites go offline and every demo row is deleted: their versions, visits, leads, keywords and milestones, and the demo renters. Your own sites and leads are not touched."
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Remove demo data"
        pendingLabel="Removing…"
        onConfirm={confirmRemove}
        destructive
        confirmTestId="demo-remove-confirm"
      />
    </Card>
  );
}
