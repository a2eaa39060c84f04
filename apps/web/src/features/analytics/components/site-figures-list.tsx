import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import type { SiteRow } from '../lib/leaders';
import { siteFigures } from '../lib/site-figures';

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
  const figures = siteFigures({ bestRank });
  return (
    <ul className="space-y-3 sm:hidden" data-testid="site-figures-list">
      {rows.map((r) => (
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
              to={paths.monitoringSite(r.siteId)}
              className="text-sm font-medium text-blue-300 hover:underline"
            >
              {r.name}
            </Link>
          )}
          {r.demo && (
            <Badge variant="warning" className="ml-2">
              Demo
            </Badge>
          )}
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
            {figures.map((f) => (
              <div key={f.label} className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{f.label}</dt>
                <dd className="tabular-nums">{f.value(r)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
