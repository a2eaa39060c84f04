import type { SemanticAnalysis } from '@sdp/shared';

/** Each mapped page's coverage of its topic, with what it does not mention. */
export function CoverageBars({ analysis }: { analysis: SemanticAnalysis }) {
  const byId = new Map(analysis.clusters.map((c) => [c.id, c]));
  const pages = analysis.pages
    .filter((p) => p.coverage !== null)
    .sort((a, b) => (a.coverage ?? 0) - (b.coverage ?? 0));
  if (!pages.length)
    return (
      <p className="text-sm text-muted-foreground">No page targets a topic yet, so no coverage to show.</p>
    );
  return (
    <ul className="space-y-4">
      {pages.map((p) => {
        const pct = Math.round((p.coverage ?? 0) * 100);
        const topic = byId.get(p.clusterIds[0] ?? '')?.label;
        const missing = [...new Set([...p.subtopics.missing, ...p.entities.missing.map((e) => e.text)])];
        return (
          <li key={p.path}>
            <div className="flex justify-between text-sm">
              <span>
                <span className="font-medium">{p.path}</span>
                {topic && <span className="text-muted-foreground"> for “{topic}”</span>}
              </span>
              <span>{pct}%</span>
            </div>
            <meter
              aria-label={`Coverage of ${p.path}`}
              min={0}
              max={100}
              low={50}
              optimum={100}
              value={pct}
              className="mt-1 h-2 w-full"
            />
            {missing.length > 0 && (
              <p className="mt-1 text-xs text-muted-foreground">Missing: {missing.join(', ')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
