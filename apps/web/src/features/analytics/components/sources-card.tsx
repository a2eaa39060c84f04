import type { Analytics } from '@sdp/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount, formatRate } from '@/lib/format';
import { sourceBars } from '../lib/kpis';

/** Where visitors came from: one bar per source (a list, so it reads without the bars). */
export function SourcesCard({ sources }: { sources: Analytics['sources'] }) {
  const rows = sourceBars(sources);
  return (
    <Card className="min-w-0" data-testid="sources-card">
      <CardHeader>
        <CardTitle className="text-base">Sources</CardTitle>
        <CardDescription>Visitors by referrer</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No visits in this range.</p>
        ) : (
          <ul className="space-y-3">
            {rows.slice(0, 8).map((r) => (
              <li key={r.source} className="space-y-1 text-sm" data-testid="source-row">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="min-w-0 truncate">{r.source || 'Direct'}</span>
                  <span className="shrink-0 tabular-nums text-muted-foreground">
                    {formatCount(r.visitors)} · {formatRate(r.percent)}
                  </span>
                </div>
                <div className="h-1.5 rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-blue-400"
                    style={{ width: `${Math.max(2, r.share * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
