import type { Experiment } from '@sdp/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useStopExperiment } from '../api/stop-experiment';
import { conversionText, pageLabel, percent, shownCopy, statusText } from '../lib/experiment-format';

/** P(B beats A) as a figure and a bar: A's side to the left, B's to the right, 95% marks either way. */
function ProbabilityBar({ p, winProbability }: { p: number; winProbability: number }) {
  const text = `P(B beats A) ${percent(p)}`;
  return (
    <div className="space-y-1.5" data-testid="probability">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm">
          Probability that B converts better than A:{' '}
          <span className="text-lg font-semibold tabular-nums" data-testid="probability-figure">
            {percent(p)}
          </span>
        </p>
      </div>
      {/* The figure above says it in text; the bar is its picture. */}
      <div
        className="relative h-3 overflow-hidden rounded-full bg-muted"
        aria-hidden="true"
        data-testid="probability-bar"
        title={text}
      >
        <div
          className={cn('h-full transition-all', p > winProbability ? 'bg-emerald-400' : 'bg-primary')}
          style={{ width: `${Math.max(1, p * 100)}%` }}
        />
        <span
          className="absolute inset-y-0 w-px bg-foreground/50"
          style={{ left: `${(1 - winProbability) * 100}%` }}
          aria-hidden="true"
        />
        <span
          className="absolute inset-y-0 w-px bg-foreground/50"
          style={{ left: `${winProbability * 100}%` }}
          aria-hidden="true"
        />
      </div>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>A better</span>
        <span>B better</span>
      </div>
    </div>
  );
}

function VariantColumn({ e, variant }: { e: Experiment; variant: 'A' | 'B' }) {
  const copy = shownCopy(e, variant);
  const stats = variant === 'A' ? e.stats.a : e.stats.b;
  const won = e.winner === variant && e.status !== 'running';
  return (
    <div
      className={cn('min-w-0 rounded-lg border p-3', won ? 'border-emerald-500/50' : 'border-border')}
      data-testid={`variant-${variant}`}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {variant === 'A' ? 'A, as built' : 'B'}
        </p>
        {won && <Badge variant="success">Winner</Badge>}
      </div>
      <p className="mt-1 font-medium">{copy.h1}</p>
      <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{copy.intro}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Visitors</dt>
          <dd className="font-semibold tabular-nums">{stats.visitors}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Conversions</dt>
          <dd className="font-semibold tabular-nums">{stats.conversions}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Rate</dt>
          <dd className="font-semibold tabular-nums" data-testid={`rate-${variant}`}>
            {stats.visitors ? percent(stats.rate) : '—'}
          </dd>
        </div>
      </dl>
      <p className="sr-only">
        {variant}: {conversionText(stats)} converted
      </p>
    </div>
  );
}

/** One test: both variants with their figures, P(B beats A), the stop rule, and stop / keep. */
export function ExperimentView({ e }: { e: Experiment }) {
  const stop = useStopExperiment();
  const running = e.status === 'running';
  const rule = e.stats.rule;
  return (
    <section
      className="space-y-4"
      data-testid="experiment"
      data-status={e.status}
      aria-label={`A/B test of ${e.path}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">{pageLabel(e.path)}</p>
        <Badge
          variant={running ? 'default' : e.status === 'won' ? 'success' : 'outline'}
          data-testid="experiment-status"
        >
          {statusText(e)}
        </Badge>
      </div>
      {!e.pageMatches && (
        <Alert variant="info">
          The live page no longer carries A's text (it was redeployed): every visitor sees the page as built
          and nothing is counted. Stop this test and start a new one on the new page.
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <VariantColumn e={e} variant="A" />
        <VariantColumn e={e} variant="B" />
      </div>
      <ProbabilityBar p={e.stats.probabilityBBeatsA} winProbability={rule.winProbability} />
      <p className="text-sm text-muted-foreground" data-testid="stop-rule">
        {running ? rule.message : e.decidedBy === 'operator' ? `Kept by you. ${rule.message}` : rule.message}
      </p>
      {stop.isError && <Alert variant="error">{errorMessage(stop.error)}</Alert>}
      {running ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={stop.isPending}
            onClick={() => stop.mutate({ id: e.id, keep: 'B' })}
          >
            Keep B
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={stop.isPending}
            onClick={() => stop.mutate({ id: e.id, keep: 'A' })}
          >
            Keep A
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={stop.isPending}
            onClick={() => stop.mutate({ id: e.id })}
          >
            Stop without a winner
          </Button>
        </div>
      ) : e.servingB ? (
        <Button
          size="sm"
          variant="outline"
          disabled={stop.isPending}
          onClick={() => stop.mutate({ id: e.id })}
        >
          Stop serving B
        </Button>
      ) : null}
    </section>
  );
}
