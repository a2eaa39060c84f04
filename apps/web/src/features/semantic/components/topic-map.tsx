import type { SemanticAnalysis } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';

/** Pages and the clusters they target, as a grouped list (one group per page, then the gaps). */
export function TopicMap({ analysis }: { analysis: SemanticAnalysis }) {
  const byId = new Map(analysis.clusters.map((c) => [c.id, c]));
  const shown = new Set(analysis.clusters.map((c) => c.id));
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Topic map: pages and the topics they target">
      {analysis.pages.map((p) => {
        const clusters = p.clusterIds.filter((id) => shown.has(id)).map((id) => byId.get(id)!);
        return (
          <li key={p.path} className="rounded-lg border border-border p-3">
            <div className="flex items-center justify-between gap-2">
              <a className="truncate font-medium underline" href={p.url} target="_blank" rel="noreferrer">
                {p.path}
              </a>
              {p.cannibalisation && <Badge variant="outline">cannibalisation?</Badge>}
            </div>
            <p className="truncate text-xs text-muted-foreground">{p.title}</p>
            {clusters.length ? (
              <ul className="mt-2 space-y-1 text-sm">
                {clusters.map((c) => (
                  <li key={c.id}>
                    <span aria-hidden="true">→ </span>
                    {c.label}
                    <span className="text-xs text-muted-foreground"> (similarity {c.page?.similarity})</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">No topic targets this page best.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
