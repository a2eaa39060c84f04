import type { ReactNode } from 'react';
import { formatCount, formatScore, formatShare, formatUsd } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { ClientOpportunity } from '../lib/client-opportunity';

/** One labelled figure; estimates say so. */
export function Figure({
  label,
  value,
  estimate,
  hint,
  className,
}: {
  label: string;
  value: ReactNode;
  estimate?: boolean;
  hint?: string;
  className?: string;
}) {
  return (
    <div className={cn('rounded-lg border border-border bg-background/40 p-3', className)}>
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        {label}
        {estimate && (
          <span className="rounded bg-amber-500/15 px-1 text-[10px] font-medium uppercase tracking-wide text-amber-300">
            est.
          </span>
        )}
      </dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
      {hint && <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** The scored figures of one market, each labelled as an estimate while it is one. */
export function OpportunityFigures({ o, className }: { o: ClientOpportunity; className?: string }) {
  const est = o.estimate;
  // The range from the uncertainty of the inputs (docs/scoring.md "Ranges"), when the API sends it.
  const scoreRange =
    o.scoreLow !== undefined && o.scoreHigh !== undefined
      ? `Range ${formatScore(o.scoreLow)}–${formatScore(o.scoreHigh)} · 0–100, higher is better`
      : '0–100, higher is better';
  const revenueRange =
    o.revenueLow !== undefined && o.revenueHigh !== undefined
      ? `Range ${formatUsd(o.revenueLow)}–${formatUsd(o.revenueHigh)}`
      : undefined;
  return (
    <dl className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', className)} data-testid="opportunity-figures">
      <Figure label="Score" value={formatScore(o.quantumScore)} estimate={est} hint={scoreRange} />
      <Figure
        label="Revenue / month"
        value={formatUsd(o.estimatedMonthlyRevenue)}
        estimate={est}
        hint={revenueRange}
      />
      <Figure label="Payout / lead" value={formatUsd(o.payout)} hint={`Tier ${o.tier}`} />
      <Figure label="Searches / month" value={formatCount(o.monthlySearches)} estimate={est} />
      <Figure
        label="Demand"
        value={formatScore(o.demandScore)}
        estimate={est}
        hint="Percentile of searches per resident in vertical"
      />
      <Figure
        label="Competition"
        value={formatScore(o.competition)}
        estimate={est}
        hint="0–100, lower is easier"
      />
      <Figure label="Population" value={formatCount(o.population)} />
      <Figure label="Confidence" value={formatShare(o.confidence)} hint="Share of inputs measured" />
      <Figure label="ZIP code" value={o.zipCode} />
    </dl>
  );
}
