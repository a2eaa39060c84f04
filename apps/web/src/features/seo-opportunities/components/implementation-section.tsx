import type { ImplementationProgress, SeoOpportunity } from '@sdp/shared';
import { ExternalLink, Pause, Play, Rocket, Square } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { usePages } from '@/features/sites';
import { formatDateTime } from '@/lib/format';
import { usePlainWs } from '@/lib/realtime';
import { useImplementationProgress } from '../api/get-opportunity';
import { useImplementationAction } from '../api/implementation';
import { canImplement, FAILURES, failureText, isActive } from '../lib/format';
import { StepItem } from './step-item';

function ProgressBar({ progress, label }: { progress: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div className="space-y-1.5" data-testid="implementation-progress">
      <p className="text-xs text-muted-foreground" role="status" aria-live="polite">
        {label} · {value}%
      </p>
      <div
        role="progressbar"
        aria-label="Implementation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${Math.max(3, value)}%` }} />
      </div>
    </div>
  );
}

/** The live page changed and the version deployed (its signed preview of the changed page). */
function ImplementedLinks({
  opportunity: o,
  progress: p,
}: {
  opportunity: SeoOpportunity;
  progress: ImplementationProgress;
}) {
  const pages = usePages(o.websiteId, p.newVersionId);
  const livePage = o.affectedUrls[0];
  const path = livePage ? safePath(livePage) : '/';
  const preview = pages.data?.find((pg) => pg.path === path) ?? pages.data?.[0];
  if (!o.websiteId || (!livePage && !p.newVersionId)) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="implemented-links">
      {livePage && (
        <Button asChild size="sm" variant="outline">
          <a href={livePage} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            Open the live page
          </a>
        </Button>
      )}
      {preview?.previewUrl && (
        <Button asChild size="sm" variant="outline">
          <a href={preview.previewUrl} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            View the new version
          </a>
        </Button>
      )}
    </div>
  );
}

const safePath = (url: string) => {
  try {
    return new URL(url).pathname || '/';
  } catch {
    return '/';
  }
};

/**
 * Implement (automated: the platform carries it out and deploys; manual: the checklist starts),
 * the progress bar and steps updating live, Pause / Resume / Cancel (confirmed), and the error.
 */
export function ImplementationSection({ opportunity: o }: { opportunity: SeoOpportunity }) {
  const progress = useImplementationProgress(o.id);
  // Implement goes over the plain /ws connection while this screen holds one, else over REST.
  const { client: ws } = usePlainWs();
  const implement = useImplementationAction(o.id, 'implement', ws);
  const pause = useImplementationAction(o.id, 'pause');
  const resume = useImplementationAction(o.id, 'resume');
  const cancel = useImplementationAction(o.id, 'cancel');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const p = progress.data;
  const active = isActive(o.status);
  const steps = p && p.steps.length > 0 ? p.steps : o.steps;
  const actionError = [implement, pause, resume].find((m) => m.isError)?.error;
  const busy = implement.isPending || pause.isPending || resume.isPending || cancel.isPending;

  return (
    <section aria-labelledby={`impl-${o.id}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`impl-${o.id}`} className="text-sm font-semibold">
          Implementation
        </h3>
        <div className="flex flex-wrap gap-2">
          {canImplement(o.status) && (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => implement.mutate()}
              data-testid="implement-button"
            >
              <Rocket aria-hidden="true" />
              {o.status === 'open' ? 'Implement' : 'Implement again'}
            </Button>
          )}
          {o.status === 'implementing' && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy || !p?.implementationId}
              onClick={() => pause.mutate()}
            >
              <Pause aria-hidden="true" />
              Pause
            </Button>
          )}
          {o.status === 'paused' && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => resume.mutate()}>
              <Play aria-hidden="true" />
              Resume
            </Button>
          )}
          {active && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy || !p?.implementationId}
              onClick={() => setConfirmCancel(true)}
            >
              <Square aria-hidden="true" />
              Cancel
            </Button>
          )}
        </div>
      </div>
      {canImplement(o.status) && (
        <p className="text-xs text-muted-foreground">
          {o.automated
            ? 'Implement carries out the steps on the hosted site, builds a new version and deploys it; the live version stays until the new one passes its health check.'
            : 'Implement starts the checklist: complete or skip each step as you do it.'}
        </p>
      )}
      {actionError ? (
        <Alert variant="error" data-testid="implement-error">
          {failureText(actionError, FAILURES.implement)}
        </Alert>
      ) : null}
      {progress.isPending ? (
        <Skeleton className="h-16" />
      ) : progress.isError ? (
        <Alert variant="error">{failureText(progress.error, FAILURES.fetch)}</Alert>
      ) : (
        <>
          {p?.implementationId && (active || o.status === 'implementing') && (
            <ProgressBar
              progress={p.progress}
              label={o.status === 'paused' ? 'Paused' : p.status === 'running' ? 'Running' : 'Starting'}
            />
          )}
          {!p?.implementationId && o.status === 'implementing' && (
            <ProgressBar progress={0} label="Starting" />
          )}
          {p?.status === 'failed' && p.error && (
            <Alert variant="error" data-testid="implementation-failed">
              {p.error}
            </Alert>
          )}
          {p?.status === 'completed' && (
            <p className="text-xs text-emerald-300" role="status">
              Implemented {p.finishedAt ? formatDateTime(p.finishedAt) : ''}
            </p>
          )}
          {o.status === 'implemented' && p && <ImplementedLinks opportunity={o} progress={p} />}
        </>
      )}
      {steps.length > 0 ? (
        <ol className="divide-y divide-border" aria-label="Steps">
          {steps.map((s) => (
            <StepItem
              key={s.id}
              opportunityId={o.id}
              step={s}
              active={active && !!p?.implementationId}
              paused={o.status === 'paused'}
              current={s.id === p?.currentStepId}
            />
          ))}
        </ol>
      ) : (
        <p className="text-xs text-muted-foreground">No steps.</p>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => {
          setConfirmCancel(false);
          cancel.reset();
        }}
        title="Cancel the implementation?"
        description="A step under way finishes; the rest are not carried out and edits not yet deployed are discarded (what is already live stays). The opportunity is open again."
        error={cancel.isError ? new Error(failureText(cancel.error, FAILURES.implement)) : null}
        pending={cancel.isPending}
        confirmLabel="Cancel implementation"
        pendingLabel="Cancelling…"
        destructive
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirmCancel(false) })}
      />
    </section>
  );
}
