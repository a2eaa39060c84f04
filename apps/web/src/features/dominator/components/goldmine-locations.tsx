import { Gem } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatScore, formatUsd } from '@/lib/format';
import type { GoldmineLocation } from '../api/get-quick-dominator';

/** Goldmine locations: top-scoring places with low competition, each linking to its details. */
export function GoldmineLocations({ items, max = 12 }: { items: GoldmineLocation[]; max?: number }) {
  if (items.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        No goldmine locations match these filters.
      </p>
    );
  return (
    <ul className="divide-y divide-border" data-testid="goldmine-locations">
      {items.slice(0, max).map((g) => (
        <li key={g.opportunityId} className="flex items-center gap-3 py-2.5">
          <Gem className="size-4 shrink-0 text-amber-300" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <Link
              to={paths.opportunityDetails(g.opportunityId)}
              className="block truncate text-sm font-medium hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {g.vertical} in {g.city}, {g.state}
            </Link>
            <p className="text-xs text-muted-foreground">
              Competition {formatScore(g.competition)} · {formatUsd(g.estimatedMonthlyRevenue)}/mo est.
            </p>
          </div>
          <span className="text-sm font-bold tabular-nums text-emerald-300" title="Score">
            {formatScore(g.quantumScore)}
          </span>
        </li>
      ))}
    </ul>
  );
}
