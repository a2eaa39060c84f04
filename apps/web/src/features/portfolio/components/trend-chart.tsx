import type { Analytics } from '@sdp/shared';
import { Line, YAxis } from 'recharts';
import { CHART_COLORS, valueAxisProps } from '@/components/charts/chart-theme';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { scaleAxisProps, valueScale } from '@/lib/chart-scale';
import { formatCount, formatMoney } from '@/lib/format';

const SERIES = [
  { axis: 'count', key: 'visitors', name: 'Visitors', color: CHART_COLORS.blue },
  { axis: 'count', key: 'leads', name: 'Leads', color: CHART_COLORS.amber },
  { axis: 'usd', key: 'revenue', name: 'Revenue', color: CHART_COLORS.green },
];

/** Visitors and leads (left axis) and revenue (right axis, $) per day; lazily loaded (recharts). */
export default function TrendChart({ daily }: { daily: Analytics['daily'] }) {
  const counts = valueScale(
    daily.flatMap((d) => [d.visitors, d.leads]),
    'count',
  );
  const usd = valueScale(
    daily.map((d) => d.revenue),
    'money',
  );
  return (
    <div className="h-64 w-full" aria-hidden="true" data-testid="trend-chart-canvas">
      <TimeSeriesChart
        kind="line"
        points={daily}
        margin={{ right: 0, left: -16 }}
        axes={
          <>
            <YAxis yAxisId="count" {...valueAxisProps} {...scaleAxisProps(counts)} width={44} />
            <YAxis
              yAxisId="usd"
              orientation="right"
              {...valueAxisProps}
              {...scaleAxisProps(usd)}
              width={52}
            />
          </>
        }
        formatter={(v, name) =>
          name === 'Revenue' ? [formatMoney(Number(v)), name] : [formatCount(Number(v)), name]
        }
      >
        {SERIES.map((s) => (
          <Line
            key={s.key}
            yAxisId={s.axis}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stroke={s.color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </TimeSeriesChart>
    </div>
  );
}
