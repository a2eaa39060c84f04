import type { CausalMetric, Intervention } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { effectText, verdictOf } from '../lib/reading';

const KIND_LABELS: Record<Intervention['kind'], string> = {
  deploy: 'Deploy',
  rollback: 'Rollback',
  opportunity: 'SEO fix',
  content: 'Content',
};

/** The interventions, newest first: choose one to see its estimate. */
export function InterventionList({
  interventions,
  metric,
  selected,
  onSelect,
}: {
  interventions: Intervention[];
  metric: CausalMetric;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Interventions, newest first</caption>
        <thead className="bg-muted/40 text-left text-xs uppercase text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">
              Change
            </th>
            <th scope="col" className="px-3 py-2">
              Effect a day (90 %)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {interventions.map((i) => {
            const verdict = verdictOf(metric, i.estimate);
            const active = i.id === selected;
            return (
              <tr key={i.id} className={cn(active && 'bg-muted/40')}>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    className="text-left font-medium hover:underline focus-visible:underline focus-visible:outline-none"
                    aria-pressed={active}
                    onClick={() => onSelect(i.id)}
                  >
                    {i.label}
                  </button>
                  <span className="block text-xs text-muted-foreground">
                    {KIND_LABELS[i.kind]} · {i.siteName} · {i.at.slice(0, 10)}
                    {i.demo ? ' · demo' : ''}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <span className="block tabular-nums">{effectText(metric, i.estimate)}</span>
                  <Badge variant={verdict.variant}>{verdict.label}</Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
