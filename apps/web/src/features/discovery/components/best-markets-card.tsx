import { MESSAGES } from '@sdp/shared';
import { ArrowRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatScore, formatUsd } from '@/lib/format';
import { useMyOpportunities } from '../api/get-my-opportunities';
import { placeName } from '../lib/client-opportunity';
import { QueryError } from './query-error';
import { GoldmineBadge } from './tier-badge';

/** Dashboard card: the caller's top scored markets, each linking to how its figures were derived. */
export function BestMarketsCard({ limit = 5 }: { limit?: number }) {
  const markets = useMyOpportunities(limit);
  const rows = markets.data ?? [];

  return (
    <section
      aria-labelledby="best-markets-title"
      className="rounded-xl border border-border bg-card p-4 sm:p-6"
      data-testid="best-markets"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="best-markets-title" className="flex items-center gap-2 text-lg font-semibold">
          <Trophy className="size-5 text-amber-300" aria-hidden="true" />
          Your best markets
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.discovery}>
            Find more
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Your highest-scoring markets, with your payouts and measurements applied. Revenue is an estimate.
      </p>
      {markets.isPending ? (
        <div className="mt-4 space-y-2" data-testid="best-markets-loading">
          <span role="status" className="sr-only">
            Loading your best markets
          </span>
          {Array.from({ length: limit }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : markets.isError ? (
        <QueryError
          className="mt-4"
          title={MESSAGES.fetchOpportunitiesFailed}
          error={markets.error}
          onRetry={() => markets.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No scored markets yet.
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-border" aria-label="Your best markets">
          {rows.map((o, i) => (
            <li key={o.id} className="flex items-center gap-3 py-2.5" data-opportunity-id={o.id}>
              <span className="w-5 shrink-0 text-right text-sm tabular-nums text-muted-foreground">
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <Link
                  to={paths.opportunityDetails(o.id)}
                  className="block break-words text-sm font-medium hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {o.vertical}
                  <span className="text-muted-foreground"> · {placeName(o)}</span>
                </Link>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <span>
                    Revenue {formatUsd(o.estimatedMonthlyRevenue)}/mo
                    <span className="ml-1 rounded bg-amber-500/15 px-1 text-[10px] font-medium uppercase tracking-wide text-amber-300">
                      est.
                    </span>
                  </span>
                  {o.goldmine && <GoldmineBadge />}
                </p>
              </div>
              <span className="shrink-0 text-right">
                <span className="block text-lg font-bold leading-none tabular-nums text-emerald-300">
                  {formatScore(o.quantumScore)}
                </span>
                <span className="text-[10px] uppercase tracking-wide text-muted-foreground">Score</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
