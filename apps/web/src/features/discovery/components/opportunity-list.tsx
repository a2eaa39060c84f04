import type { MouseEvent, ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCompact, formatCount, formatScore, formatUsd } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type ClientOpportunity, placeName } from '../lib/client-opportunity';
import { SaveButton, SelectMarketButton, ViewDetailsLink } from './opportunity-actions';
import { GoldmineBadge, TierBadge } from './tier-badge';

const GRID =
  'lg:grid lg:grid-cols-[minmax(0,2.4fr)_repeat(6,minmax(0,1fr))_18.5rem] lg:items-center lg:gap-3';

function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col lg:block lg:text-right', className)}>
      <span className="text-[11px] text-muted-foreground lg:sr-only">{label}</span>
      <span className="font-medium tabular-nums">{children}</span>
    </div>
  );
}

function ScorePill({ score }: { score: number }) {
  const tone = score >= 80 ? 'text-emerald-300' : score >= 60 ? 'text-blue-300' : 'text-muted-foreground';
  return <span className={cn('text-base font-bold', tone)}>{formatScore(score)}</span>;
}

/** A click on the row itself (not on one of its buttons or links) inspects the market. */
const onRowClick = (o: ClientOpportunity, onInspect?: (o: ClientOpportunity) => void) =>
  onInspect
    ? (e: MouseEvent<HTMLLIElement>) => {
        if ((e.target as HTMLElement).closest('a, button, input, select, textarea')) return;
        onInspect(o);
      }
    : undefined;

export function OpportunityRow({
  o,
  rank,
  saved,
  onInspect,
}: {
  o: ClientOpportunity;
  rank?: number;
  saved: boolean;
  onInspect?: (o: ClientOpportunity) => void;
}) {
  return (
    // The row's click is a larger target for the name's button, which keyboard users reach.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name button inside is the keyboard path
    <li
      data-testid="opportunity-row"
      data-opportunity-id={o.id}
      onClick={onRowClick(o, onInspect)}
      className={cn('px-4 py-3 transition-colors hover:bg-accent/40', onInspect && 'cursor-pointer', GRID)}
    >
      <div className="flex min-w-0 items-start gap-3">
        {rank !== undefined && (
          <span className="mt-0.5 w-6 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
            {rank}
          </span>
        )}
        <div className="min-w-0">
          {onInspect ? (
            <button
              type="button"
              onClick={() => onInspect(o)}
              className="truncate text-left font-semibold hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`Inspect ${o.vertical} in ${placeName(o)}`}
            >
              {o.vertical}
            </button>
          ) : (
            <p className="truncate font-semibold">{o.vertical}</p>
          )}
          <p className="truncate text-sm text-muted-foreground">
            {placeName(o)}
            {o.population > 0 && <span className="text-xs"> · pop. {formatCompact(o.population)}</span>}
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            <TierBadge tier={o.tier} />
            {o.goldmine && <GoldmineBadge />}
          </div>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm sm:grid-cols-6 lg:contents">
        <Cell label="Score">
          <ScorePill score={o.quantumScore} />
        </Cell>
        <Cell label={o.estimate ? 'Revenue/mo (est.)' : 'Revenue/mo'}>
          {formatUsd(o.estimatedMonthlyRevenue)}
        </Cell>
        <Cell label="Payout">{formatUsd(o.payout)}</Cell>
        <Cell label="Demand">{formatScore(o.demandScore)}</Cell>
        <Cell label="Competition">{formatScore(o.competition)}</Cell>
        <Cell label={o.estimate ? 'Searches/mo (est.)' : 'Searches/mo'}>
          {formatCount(o.monthlySearches)}
        </Cell>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 lg:mt-0 lg:flex-nowrap lg:justify-end">
        <SelectMarketButton opportunity={o} size="sm" compact />
        <SaveButton opportunity={o} saved={saved} />
        <ViewDetailsLink id={o.id} />
      </div>
    </li>
  );
}

export function OpportunityListHeader({ estimate }: { estimate: boolean }) {
  const est = estimate ? ' (est.)' : '';
  return (
    <div
      aria-hidden="true"
      className={cn(
        'hidden border-b border-border px-4 py-2 text-xs font-medium uppercase tracking-wide text-muted-foreground lg:grid',
        GRID,
      )}
    >
      <span>Market</span>
      <span className="text-right">Score</span>
      <span className="text-right">Revenue/mo{est}</span>
      <span className="text-right">Payout</span>
      <span className="text-right">Demand</span>
      <span className="text-right">Competition</span>
      <span className="text-right">Searches{est}</span>
      <span />
    </div>
  );
}

export function OpportunityList({
  items,
  savedIds,
  onInspect,
  firstRank,
  label,
}: {
  items: ClientOpportunity[];
  savedIds: Set<string>;
  onInspect?: (o: ClientOpportunity) => void;
  firstRank?: number;
  label: string;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card">
      <OpportunityListHeader estimate={items.some((o) => o.estimate)} />
      <ul aria-label={label} className="divide-y divide-border" data-testid="opportunity-list">
        {items.map((o, i) => (
          <OpportunityRow
            key={o.id}
            o={o}
            rank={firstRank !== undefined ? firstRank + i : undefined}
            saved={Boolean(o.saved) || savedIds.has(o.id)}
            onInspect={onInspect}
          />
        ))}
      </ul>
    </div>
  );
}

export function OpportunityListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div
      className="overflow-hidden rounded-xl border border-border bg-card"
      data-testid="opportunity-list-loading"
    >
      <span className="sr-only" role="status">
        Loading opportunities
      </span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="flex items-center gap-4 border-b border-border px-4 py-4 last:border-0">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="hidden h-6 w-16 sm:block" />
          <Skeleton className="hidden h-6 w-20 sm:block" />
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </div>
  );
}
