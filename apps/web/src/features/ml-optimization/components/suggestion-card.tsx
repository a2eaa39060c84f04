import type { MlTuning, NotEnoughData } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type TuningDecision, useDecideTuning } from '../api/decide-tuning';

const TITLES = { 'score-weights': 'Market score weights', 'tier-thresholds': 'Tier thresholds' } as const;
const STATUS_VARIANT = {
  suggested: 'default',
  applied: 'success',
  dismissed: 'outline',
  reverted: 'outline',
} as const;

const fmtParam = (kind: MlTuning['kind'], v: number | null) =>
  v === null ? '–' : kind === 'tier-thresholds' ? `$${Math.round(v)}` : `${Math.round(v * 1000) / 10}%`;

/** One suggestion: the change, its expected effect with the interval, the held-out table, the decision. */
export function SuggestionCard({ tuning, canDecide }: { tuning: MlTuning; canDecide: boolean }) {
  const decide = useDecideTuning();
  const e = tuning.evaluation;
  const run = (action: TuningDecision) => decide.mutate({ id: tuning.id, action });
  const fmt = (n: number) => (n > 0 ? `+${n.toFixed(3)}` : n.toFixed(3));
  return (
    <Card data-testid={`tuning-${tuning.kind}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {TITLES[tuning.kind]}
          <Badge variant={STATUS_VARIANT[tuning.status]}>{tuning.status}</Badge>
          {e.demo && <Badge variant="warning">demo data</Badge>}
          <Badge variant={e.significant ? 'success' : 'outline'}>
            {e.significant ? 'reliable gain' : 'no reliable gain'}
          </Badge>
        </CardTitle>
        <CardDescription>{e.explanation}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <table className="w-full text-left">
          <caption className="sr-only">Suggested change</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th className="py-1 font-medium">Setting</th>
              <th className="py-1 font-medium">Now</th>
              <th className="py-1 font-medium">Suggested</th>
              <th className="py-1 font-medium">90% interval (bootstrap)</th>
            </tr>
          </thead>
          <tbody>
            {e.parameters.map((p) => (
              <tr key={p.name} className="border-t border-border">
                <td className="py-1">{p.name}</td>
                <td className="py-1">{fmtParam(tuning.kind, p.current)}</td>
                <td className="py-1 font-medium">{fmtParam(tuning.kind, p.suggested)}</td>
                <td className="py-1 text-muted-foreground">
                  {fmtParam(tuning.kind, p.low)} to {fmtParam(tuning.kind, p.high)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-left">
          <caption className="pb-1 text-left text-xs text-muted-foreground">
            Held out: {e.heldOut.scheme}
          </caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th className="py-1 font-medium">Metric</th>
              <th className="py-1 font-medium">Current</th>
              <th className="py-1 font-medium">Suggested</th>
            </tr>
          </thead>
          <tbody>
            {e.heldOut.rows.map((r) => (
              <tr key={r.metric} className="border-t border-border">
                <td className="py-1">{r.metric}</td>
                <td className="py-1">{r.current.toFixed(3)}</td>
                <td className="py-1 font-medium">{r.suggested.toFixed(3)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-muted-foreground">
          Expected effect: {e.effect.metric} {fmt(e.effect.estimate)} (90% interval {fmt(e.effect.low)} to{' '}
          {fmt(e.effect.high)}; {e.effect.resamples} bootstrap resamples, seed {e.effect.seed}). Fitted on{' '}
          {e.sites} sites, {e.siteMonths} site-months. {e.method}
        </p>
        {canDecide && (
          <div className="flex flex-wrap gap-2">
            {tuning.status === 'suggested' && (
              <>
                <Button onClick={() => run('apply')} disabled={decide.isPending}>
                  Apply
                </Button>
                <Button variant="outline" onClick={() => run('dismiss')} disabled={decide.isPending}>
                  Dismiss
                </Button>
              </>
            )}
            {tuning.status === 'applied' && (
              <Button variant="outline" onClick={() => run('revert')} disabled={decide.isPending}>
                Revert to the default
              </Button>
            )}
          </div>
        )}
        {decide.isError && (
          <p role="alert" className="text-sm text-red-300">
            {decide.error instanceof Error ? decide.error.message : 'Could not change the tuning'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export function NotEnoughDataCard({ gap }: { gap: NotEnoughData }) {
  return (
    <Card data-testid={`not-enough-${gap.kind}`}>
      <CardHeader>
        <CardTitle>{TITLES[gap.kind]}</CardTitle>
        <CardDescription>{gap.message}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            className="h-full bg-primary"
            style={{ width: `${Math.min(100, (100 * gap.have) / gap.need)}%` }}
          />
        </div>
        <p className="mt-1 text-xs text-muted-foreground">
          {gap.have} of {gap.need}
        </p>
      </CardContent>
    </Card>
  );
}
