import type { TrackedKeyword } from '@sdp/shared';
import { formatPosition, rankingsSummary, SOURCE_LABELS, sortKeywords } from '../lib/rank-format';

/** A compact read-only list: the best few keywords with position and source (for dashboards). */
export function RankingsSummary({ keywords, limit = 5 }: { keywords: TrackedKeyword[]; limit?: number }) {
  const s = rankingsSummary(keywords);
  if (s.tracked === 0) return <p className="text-sm text-muted-foreground">No keywords tracked yet.</p>;
  return (
    <div className="space-y-2 text-sm">
      <p className="text-xs text-muted-foreground">
        {s.tracked} tracked · {s.top10} top 10 · {s.top3} top 3
        {s.average !== null ? ` · average ${s.average}` : ''}
      </p>
      <ul className="space-y-1">
        {sortKeywords(keywords)
          .slice(0, limit)
          .map((k) => (
            <li key={k.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate">{k.keyword}</span>
              <span className="shrink-0 tabular-nums">
                {formatPosition(k.latest?.position)}
                {k.latest && (
                  <span className="ml-2 text-xs text-muted-foreground">{SOURCE_LABELS[k.latest.source]}</span>
                )}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
