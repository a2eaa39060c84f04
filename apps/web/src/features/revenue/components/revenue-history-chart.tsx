import { Area, YAxis } from 'recharts';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { CHART_COLORS, valueAxisProps } from '@/components/charts/chart-theme';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { allZero, scaleAxisProps, valueScale } from '@/lib/chart-scale';
import { formatCount, formatMoney } from '@/lib/format';

export interface HistoryPoint {
  date: string;
  revenue: number;
  leads: number;
}

/** Revenue (left axis, $) and leads (right axis) per day over the last 30 days. */
export default function RevenueHistoryChart({ history }: { history: HistoryPoint[] }) {
  const revenue = history.reduce((s, p) => s + p.revenue, 0);
  const leads = history.reduce((s, p) => s + p.leads, 0);
  const revenueScale = valueScale(
    history.map((p) => p.revenue),
    'money',
  );
  const leadScale = valueScale(
    history.map((p) => p.leads),
    'count',
  );
  const empty = allZero(history.flatMap((p) => [p.revenue, p.leads]));
  return (
    <figure aria-label="Revenue and leads over the last 30 days" className="space-y-2">
      <div className="h-60 w-full" aria-hidden={!empty} data-testid="revenue-chart">
        {empty ? (
          <ChartEmpty>No revenue or leads in the last {history.length} days.</ChartEmpty>
        ) : (
          <TimeSeriesChart
            kind="area"
            points={history}
            margin={{ right: 0, left: -8 }}
            fills={[
              { id: 'rev-fill', color: CHART_COLORS.green, opacity: 0.45 },
              { id: 'lead-fill', color: CHART_COLORS.blue, opacity: 0.35 },
            ]}
            axes={
              <>
                <YAxis yAxisId="rev" {...valueAxisProps} {...scaleAxisProps(revenueScale)} width={56} />
                <YAxis
                  yAxisId="leads"
                  orientation="right"
                  {...valueAxisProps}
                  {...scaleAxisProps(leadScale)}
                  width={32}
                />
              </>
            }
            formatter={(v, name) =>
              name === 'Revenue' ? [formatMoney(Number(v)), name] : [formatCount(Number(v)), name]
            }
          >
            <Area
              yAxisId="rev"
              type="monotone"
              dataKey="revenue"
              name="Revenue"
              stroke={CHART_COLORS.green}
              fill="url(#rev-fill)"
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Area
              yAxisId="leads"
              type="monotone"
              dataKey="leads"
              name="Leads"
              stroke={CHART_COLORS.blue}
              fill="url(#lead-fill)"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </TimeSeriesChart>
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Last {history.length} days: {formatMoney(revenue)} revenue from {formatCount(leads)}{' '}
        {leads === 1 ? 'lead' : 'leads'}.
      </figcaption>
    </figure>
  );
}
