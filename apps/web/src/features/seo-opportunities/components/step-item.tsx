import type { OpportunityStep } from '@sdp/shared';
import { Check, CircleDashed, CircleSlash, Loader2, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useCompleteStep, useSkipStep } from '../api/implementation';
import { evidenceLabel, evidenceValue, FAILURES, failureText, STEP_STATUS_LABELS } from '../lib/format';

const ICONS = {
  pending: CircleDashed,
  running: Loader2,
  completed: Check,
  skipped: CircleSlash,
  failed: XCircle,
} as const;
const TONES = {
  pending: 'text-muted-foreground',
  running: 'text-blue-300 animate-spin',
  completed: 'text-emerald-300',
  skipped: 'text-muted-foreground',
  failed: 'text-red-300',
} as const;

/** "Skip step": the reason is required (the server keeps it with the step). */
export function SkipStepDialog({
  opportunityId,
  step,
  onClose,
}: {
  opportunityId: string;
  step: OpportunityStep;
  onClose: () => void;
}) {
  const skip = useSkipStep(opportunityId);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    skip.mutate({ stepId: step.id, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog open onOpenChange={(o) => !o && !skip.isPending && onClose()}>
      <DialogContent>
        <DialogTitle>Skip “{step.title}”</DialogTitle>
        <DialogDescription>
          Say why this step is not needed; the reason stays with the step.
        </DialogDescription>
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate data-testid="skip-step-form">
          <FormField
            id="skip-reason"
            label="Reason"
            error={missing ? 'Give a reason for skipping this step' : undefined}
          >
            <Textarea
              id="skip-reason"
              className="min-h-20"
              maxLength={500}
              value={reason}
              aria-invalid={missing}
              aria-describedby={missing ? 'skip-reason-error' : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                if (e.target.value.trim()) setMissing(false);
              }}
            />
          </FormField>
          {skip.isError && <Alert variant="error">{failureText(skip.error, FAILURES.update)}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={skip.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={skip.isPending}>
              {skip.isPending ? 'Skipping…' : 'Skip step'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What a finished step did: its result's entries ("Title: old -> new", "Version: 7"). */
function StepResult({ result }: { result: Record<string, unknown> }) {
  const entries = Object.entries(result).filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (entries.length === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{evidenceLabel(k)}</dt>
          <dd className="min-w-0 whitespace-pre-line break-words">{evidenceValue(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One step: its status, title, detail, the reason it was skipped or failed, its result; while the
 * implementation is under way, Complete (a manual step, or an automated one done by hand while
 * paused) and Skip (any step not done).
 */
export function StepItem({
  opportunityId,
  step,
  active,
  paused,
  current,
}: {
  opportunityId: string;
  step: OpportunityStep;
  /** The implementation is running or paused: steps can be completed or skipped. */
  active: boolean;
  /** Paused: an automated step not yet run may be marked done by hand. */
  paused: boolean;
  current: boolean;
}) {
  const complete = useCompleteStep(opportunityId);
  const [skipping, setSkipping] = useState(false);
  const Icon = ICONS[step.status];
  // The server settles only a pending step (docs/seo-opportunities.md#implementation).
  const open = step.status === 'pending';
  return (
    <li
      className={cn('flex gap-3 py-2.5', current && 'rounded-md bg-accent/30 px-2')}
      data-testid="opportunity-step"
      data-status={step.status}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', TONES[step.status])} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{step.title}</span>
          <span className="text-xs text-muted-foreground">
            {STEP_STATUS_LABELS[step.status]}
            {step.automated ? ' · automated' : ' · manual'}
          </span>
        </div>
        {step.detail && <p className="mt-0.5 text-xs text-muted-foreground">{step.detail}</p>}
        {step.reason && (
          <p
            className={cn(
              'mt-1 text-xs',
              step.status === 'failed' ? 'text-red-300' : 'text-muted-foreground',
            )}
          >
            {step.status === 'skipped' ? 'Skipped: ' : ''}
            {step.reason}
          </p>
        )}
        {step.result && <StepResult result={step.result} />}
        {complete.isError && (
          <p className="mt-1 text-xs text-red-300" role="alert">
            {failureText(complete.error, FAILURES.update)}
          </p>
        )}
        {active && open && (
          <div className="mt-2 flex gap-2">
            {(!step.automated || paused) && (
              <Button
                size="sm"
                variant="outline"
                disabled={complete.isPending}
                onClick={() => complete.mutate({ stepId: step.id })}
              >
                <Check aria-hidden="true" />
                {complete.isPending ? 'Completing…' : 'Complete'}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setSkipping(true)}>
              Skip
            </Button>
          </div>
        )}
      </div>
      {skipping && (
        <SkipStepDialog opportunityId={opportunityId} step={step} onClose={() => setSkipping(false)} />
      )}
    </li>
  );
}
