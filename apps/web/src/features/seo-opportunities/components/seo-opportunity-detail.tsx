import type { SeoOpportunity } from '@sdp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useImplementationProgress, useSeoOpportunity } from '../api/get-opportunity';
import { invalidateSeoOpportunityQueries } from '../api/keys';
import { useUpdateSeoOpportunity } from '../api/update-opportunities';
import {
  CATEGORY_LABELS,
  DIFFICULTY_LABELS,
  effectText,
  evidenceLabel,
  evidenceValue,
  FAILURES,
  failureText,
} from '../lib/format';
import { DidItWork } from './did-it-work';
import { ImplementationSection } from './implementation-section';
import { AutomatedBadge, QuickWinBadge, ScoreBar, StatusChip } from './opportunity-badges';

/** When the implementation's state moves (a step done, finished, failed), the rest is read again. */
function useRefreshOnProgress(id: string) {
  const qc = useQueryClient();
  const progress = useImplementationProgress(id);
  const key = progress.data ? `${progress.data.status}:${progress.data.opportunityStatus}` : null;
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    if (last.current !== null && last.current !== key) void invalidateSeoOpportunityQueries(qc);
    last.current = key;
  }, [key, qc]);
}

function Overview({ opportunity: o }: { opportunity: SeoOpportunity }) {
  const update = useUpdateSeoOpportunity();
  const evidence = Object.entries(o.evidence);
  const canDismiss = o.status === 'open' || o.status === 'failed' || o.status === 'cancelled';
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <StatusChip status={o.status} />
        <span className="text-xs text-muted-foreground">
          {CATEGORY_LABELS[o.category]} · {DIFFICULTY_LABELS[o.difficulty]} · found{' '}
          {formatDateTime(o.createdAt)}
        </span>
        {o.quickWin && <QuickWinBadge />}
        {o.automated && <AutomatedBadge />}
        <ScoreBar score={o.score} />
      </div>
      {o.description && <p className="whitespace-pre-line text-sm">{o.description}</p>}

      <section
        aria-label="Expected effect"
        className="rounded-lg border border-emerald-500/30 bg-emerald-500/5 p-3"
      >
        <p className="text-sm font-semibold text-emerald-200" data-testid="detail-effect">
          {effectText(o.expectedEffect)}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {o.expectedEffect.estimate ? 'Estimate. ' : ''}Basis: {o.expectedEffect.basis}
        </p>
      </section>

      {evidence.length > 0 && (
        <section aria-label="Evidence">
          <h3 className="mb-2 text-sm font-semibold">Evidence</h3>
          <dl className="grid grid-cols-2 gap-2">
            {evidence.map(([k, v]) => (
              <div key={k} className="min-w-0 rounded-lg border border-border bg-background/40 p-2">
                <dt className="text-xs text-muted-foreground">{evidenceLabel(k)}</dt>
                <dd className="mt-0.5 break-words text-sm font-medium tabular-nums">{evidenceValue(v)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section aria-label="Affected URLs">
        <h3 className="mb-2 text-sm font-semibold">Affected URLs ({o.affectedUrls.length})</h3>
        {o.affectedUrls.length === 0 ? (
          <p className="text-xs text-muted-foreground">The whole website rather than given pages.</p>
        ) : (
          <ul className="max-h-40 space-y-1 overflow-y-auto text-sm">
            {o.affectedUrls.map((u) => (
              <li key={u} className="min-w-0">
                <a
                  href={u}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex max-w-full items-center gap-1 break-all text-blue-300 underline-offset-2 hover:underline"
                >
                  {u}
                  <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      {(canDismiss || o.status === 'dismissed') && (
        <div className="space-y-2">
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ id: o.id, body: { status: o.status === 'dismissed' ? 'open' : 'dismissed' } })
            }
          >
            {o.status === 'dismissed' ? 'Reopen' : 'Dismiss'}
          </Button>
          {update.isError && <Alert variant="error">{failureText(update.error, FAILURES.update)}</Alert>}
        </div>
      )}
    </div>
  );
}

function DetailBody({ id }: { id: string }) {
  const opportunity = useSeoOpportunity(id);
  useRefreshOnProgress(id);
  if (opportunity.isPending)
    return (
      <div className="space-y-3" aria-busy="true" data-testid="opportunity-detail-loading">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-20" />
        <Skeleton className="h-32" />
      </div>
    );
  if (opportunity.isError)
    return (
      <Alert variant="error">
        {failureText(opportunity.error, 'Could not load the opportunity')}{' '}
        <button type="button" className="underline" onClick={() => void opportunity.refetch()}>
          Try again
        </button>
      </Alert>
    );
  const o = opportunity.data;
  return (
    <div className="space-y-6">
      <DialogPrimitive.Title className="pr-8 text-lg font-semibold">{o.title}</DialogPrimitive.Title>
      <Overview opportunity={o} />
      <ImplementationSection opportunity={o} />
      <DidItWork opportunityId={o.id} />
    </div>
  );
}

/**
 * One opportunity in a side panel from the right: what and why, expected effect with its basis,
 * evidence, affected URLs, the implementation with its steps, and "Did it work?". Escape closes it.
 */
export function SeoOpportunityDetail({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <DialogPrimitive.Root open onOpenChange={(o) => !o && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          data-testid="opportunity-detail"
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl animate-sheet-in-right flex-col overflow-y-auto border-l border-border bg-popover p-6 text-popover-foreground shadow-2xl focus:outline-none"
        >
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute right-4 top-4 rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
          <DetailBody id={id} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
