import type { InsightDraft } from '../../lib/engine';

// What a run's insights become before they are stored (docs/engines.md#insights): one per key (the
// last wins), the most severe first, at most INSIGHTS_KEPT (the rest would be pruned at once).

/** Insights kept per team and engine (newest). */
export const INSIGHTS_KEPT = 100;

const RANK = { critical: 0, warning: 1, success: 2, info: 3 } as const;

export function prepareDrafts(drafts: InsightDraft[], max = INSIGHTS_KEPT): InsightDraft[] {
  const byKey = new Map<string, number>();
  const out: InsightDraft[] = [];
  for (const d of drafts) {
    const clean: InsightDraft = {
      ...d,
      title: d.title.slice(0, 300),
      detail: d.detail.slice(0, 4000),
      figures: d.figures.slice(0, 20),
    };
    const at = d.key ? byKey.get(d.key) : undefined;
    if (at !== undefined) out[at] = clean;
    else {
      if (d.key) byKey.set(d.key, out.length);
      out.push(clean);
    }
  }
  return out
    .map((d, i) => ({ d, i }))
    .sort((a, b) => RANK[a.d.severity] - RANK[b.d.severity] || a.i - b.i)
    .slice(0, max)
    .map(({ d }) => d);
}
