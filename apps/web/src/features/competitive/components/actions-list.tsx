import type { CompetitiveGap } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';

// "What to add first": the gaps by score (impact / effort, docs/competitive.md#ranking), each with
// the evidence behind it.

const show = (v: CompetitiveGap['yours']) =>
  typeof v === 'number' ? Math.round(v).toLocaleString('en-US') : (v ?? 'none');

export function ActionsList({ actions }: { actions: CompetitiveGap[] }) {
  if (!actions.length) {
    return (
      <p className="text-sm text-muted-foreground">
        No gaps: your page is at or above the competitors' median on every measure compared.
      </p>
    );
  }
  return (
    <ol className="space-y-3" aria-label="What to add first">
      {actions.map((g, i) => (
        <li key={g.id} className="rounded-lg border border-border p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-medium">
              <span className="mr-2 text-muted-foreground">{i + 1}.</span>
              {g.title}
            </p>
            <Badge
              variant={g.score >= 20 ? 'warning' : 'outline'}
              title={`impact ${g.impact} / effort ${g.effort}`}
            >
              Score {g.score}
            </Badge>
          </div>
          <p className="mt-1 text-sm">{g.action}</p>
          <details className="mt-2 text-xs text-muted-foreground">
            <summary className="cursor-pointer">
              Evidence: {g.evidence.competitorsWith} of {g.evidence.competitorsTotal} competitors · yours{' '}
              {show(g.yours)}
              {g.unit ? ` ${g.unit}` : ''} · theirs {show(g.competitors)} · impact {g.impact}, effort{' '}
              {g.effort}
            </summary>
            <ul className="mt-1 space-y-0.5">
              {g.evidence.values.map((v) => (
                <li key={v.url}>
                  <span className="break-all">{v.url}</span>: {show(v.value)}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ol>
  );
}
