import type { CostDay, CostGroupRow } from '@sdp/shared';
import { Bar, YAxis } from 'recharts';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { CHART_COLORS, valueAxisProps } from '@/components/charts/chart-theme';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { allZero, scaleAxisProps, valueScale } from '@/lib/chart-scale';
import { formatCost } from '../lib/format-cost';

const COLORS = [
  CHART_COLORS.blue,
  CHART_COLORS.violet,
  CHART_COLORS.green,
  CHART_COLORS.amber,
  '#f472b6',
  '#94a3b8',
];
const MAX_SERIES = 5;
const OTHER = '__other';

/** Daily cost stacked by the groups of the breakdown (the five largest, the rest as "Other"). */
export default function CostChart({ days, groups }: { days: CostDay[]; groups: CostGroupRow[] }) {
  const top = groups.filter((g) => g.cost > 0).slice(0, MAX_SERIES);
  const shown = new Set(top.map((g) => g.key));
  const hasOther = groups.some((g) => g.cost > 0 && !shown.has(g.key));
  const points = days.map((d) => {
    const p: Record<string, number | string> & { date: string } = { date: d.date };
    for (const g of top) p[`k${g.key}`] = d.parts[g.key] ?? 0;
    if (hasOther) {
      p[OTHER] = Object.entries(d.parts).reduce((s, [k, v]) => (shown.has(k) ? s : s + v), 0);
    }
    return p;
  });
  const scale = valueScale(
    days.map((d) => d.total),
    'money',
  );
  const empty = allZero(days.map((d) => d.total));
  return (
    <figure aria-label="Daily cost" className="space-y-2">
      <div className="h-64 w-full" aria-hidden={!empty} data-testid="cost-chart">
        {empty ? (
          <ChartEmpty>No costs in these {days.length} days.</ChartEmpty>
        ) : (
          <TimeSeriesChart
            kind="composed"
            points={points}
            margin={{ right: 0, left: -8 }}
            axes={<YAxis {...valueAxisProps} {...scaleAxisProps(scale)} width={64} />}
            formatter={(v, name) => [formatCost(Number(v)), name]}
          >
            {top.map((g, i) => (
              <Bar
                key={g.key}
                dataKey={`k${g.key}`}
                name={g.label}
                stackId="cost"
                fill={COLORS[i % COLORS.length]}
                isAnimationActive={false}
              />
            ))}
            {hasOther && (
              <Bar dataKey={OTHER} name="Other" stackId="cost" fill={COLORS[5]} isAnimationActive={false} />
            )}
          </TimeSeriesChart>
        )}
      </div>
    </figure>
  );
}
