import type { CostsResponse } from '@sdp/shared';
import { Card, CardContent } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { formatCost, formatCostPerRevenue } from '../lib/format-cost';

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note: string;
  testId: string;
}) {
  return (
    <Card>
      <CardContent className="space-y-1 p-4">
        <p className="text-xs uppercase tracking-wide text-muted-foreground">{label}</p>
        <p className="text-2xl font-semibold tabular-nums" data-testid={testId}>
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}

/** Today, month to date, the yearly projection with its basis, cost per revenue with both figures. */
export function CostSummary({ data }: { data: CostsResponse }) {
  const { summary, yearlyProjection: p, costPerRevenue: c, hosting } = data;
  const hostingNote = hosting.estimate ? ' Includes the hosting estimate.' : '';
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Figure
        label="Today"
        value={formatCost(summary.today)}
        note={`Your day (${data.zone}).${hostingNote}`}
        testId="cost-today"
      />
      <Figure
        label="Month to date"
        value={formatCost(summary.monthToDate)}
        note={`This calendar month so far.${hostingNote}`}
        testId="cost-month"
      />
      <Figure
        label="Yearly projection (estimate)"
        value={formatMoney(p.value)}
        note={p.method}
        testId="cost-projection"
      />
      <Figure
        label="Cost per revenue"
        value={formatCostPerRevenue(c.value)}
        note={
          c.value === null
            ? `${formatCost(c.cost)} cost and no revenue in this range.`
            : `${formatCost(c.cost)} cost ÷ ${formatMoney(c.revenue)} revenue in this range.`
        }
        testId="cost-per-revenue"
      />
    </div>
  );
}
