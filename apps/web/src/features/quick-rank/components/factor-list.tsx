import type { QuickRankFactor } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';
import { scoreTone } from '../lib/validate';

const VARIANT = { good: 'success', fair: 'warning', poor: 'danger' } as const;

/** Every factor: its score and weight, what was found, what to change. */
export function FactorList({ factors }: { factors: QuickRankFactor[] }) {
  return (
    <ul className="divide-y divide-border" aria-label="Factors">
      {factors.map((f) => (
        <li key={f.id} className="py-3">
          <div className="flex items-center justify-between gap-3">
            <span className="font-medium">{f.label}</span>
            <span className="flex items-center gap-2 text-xs text-muted-foreground">
              weight {f.weight}
              {f.unknown ? (
                <Badge variant="outline">not judged</Badge>
              ) : (
                <Badge variant={VARIANT[scoreTone(f.score)]}>{f.score}/100</Badge>
              )}
            </span>
          </div>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
            {f.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {f.fix && <p className="mt-1 text-sm text-blue-300">Change: {f.fix}</p>}
        </li>
      ))}
    </ul>
  );
}
