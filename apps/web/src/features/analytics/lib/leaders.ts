import type { Analytics } from '@sdp/shared';

export type SiteRow = NonNullable<Analytics['bySite']>[number];

const score = (r: SiteRow) => [r.revenue, r.leads, r.visitors] as const;
const compare = (a: SiteRow, b: SiteRow) => {
  const x = score(a);
  const y = score(b);
  return y[0] - x[0] || y[1] - x[1] || y[2] - x[2] || a.name.localeCompare(b.name);
};

/**
 * Leaders: the best sites by revenue, then leads, then visitors (only sites with any activity).
 * Laggards: the weakest of the rest, so a site is never both (with few sites, fewer laggards).
 */
export function leadersAndLaggards(rows: SiteRow[], n = 3): { leaders: SiteRow[]; laggards: SiteRow[] } {
  const sorted = [...rows].sort(compare);
  const active = sorted.filter((r) => r.revenue > 0 || r.leads > 0 || r.visitors > 0);
  const leaders = active.slice(0, n);
  const rest = sorted.filter((r) => !leaders.includes(r));
  const laggards = rest.slice(-n).reverse();
  return { leaders, laggards };
}
