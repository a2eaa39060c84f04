import { Link } from 'react-router';
import { formatCount, formatMoney, formatRate } from '../lib/format';
import type { SiteRow } from '../lib/leaders';

/** Phones: one card per site with its figures (instead of a table that scrolls sideways). */
export function SiteFiguresList({
  rows,
  bestRank,
  onSelect,
}: {
  rows: SiteRow[];
  bestRank?: Record<string, number | null | undefined>;
  onSelect?: (siteId: string) => void;
}) {
  return (
    <ul className="space-y-3 sm:hidden" data-testid="site-figures-list">
      {rows.map((r) => {
        const best = bestRank?.[r.siteId];
        const figures: [string, string][] = [
          ['Visitors', formatCount(r.visitors)],
          ['Leads', formatCount(r.leads)],
          ['Conversion', formatRate(r.visitors > 0 ? r.leads / r.visitors : null)],
          ['Revenue', formatMoney(r.revenue)],
          ...(bestRank
            ? [
                [
                  'Best ranking',
                  best === undefined ? '…' : best === null ? '–' : `#${Math.round(best * 10) / 10}`,
                ] as [string, string],
              ]
            : []),
        ];
        return (
          <li key={r.siteId} className="rounded-lg border border-border p-3" data-testid="site-figures-card">
            {onSelect ? (
              <button
                type="button"
                className="text-left text-sm font-medium text-blue-300 hover:underline"
                onClick={() => onSelect(r.siteId)}
              >
                {r.name}
              </button>
            ) : (
              <Link
                to={`/monitoring?site=${encodeURIComponent(r.siteId)}`}
                className="text-sm font-medium text-blue-300 hover:underline"
              >
                {r.name}
              </Link>
            )}
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
              {figures.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
