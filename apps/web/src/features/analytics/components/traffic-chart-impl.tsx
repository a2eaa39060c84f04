import type { Analytics } from '@sdp/shared';
import { Area, Bar, YAxis } from 'recharts';
import { CHART_COLORS, valueAxisProps } from '@/components/charts/chart-theme';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { scaleAxisProps, valueScale } from '@/lib/chart-scale';
import { formatCount } from '@/lib/format';

/** Visitors and pageviews (areas, left axis) and leads (bars, right axis) per day. */
export default function TrafficChartImpl({ daily }: { daily: Analytics['daily'] }) {
  const traffic = valueScale(
    daily.flatMap((d) => [d.visitors, d.pageviews]),
    'count',
  );
  const leads = valueScale(
    daily.map((d) => d.leads),
    'count',
  );
  return (
    <TimeSeriesChart
      kind="composed"
      points={daily}
      margin={{ right: 0, left: -16 }}
      fills={[
        { id: 'visitors-fill', color: CHART_COLORS.blue, opacity: 0.4 },
        { id: 'pageviews-fill', color: CHART_COLORS.violet, opacity: 0.25 },
      ]}
      axes={
        <>
          <YAxis yAxisId="traffic" {...valueAxisProps} {...scaleAxisProps(traffic)} width={48} />
          <YAxis
            yAxisId="leads"
            orientation="right"
            {...valueAxisProps}
            {...scaleAxisProps(leads)}
            width={28}
          />
        </>
      }
      formatter={(v, name) => [formatCount(Number(v)), name]}
    >
      <Area
        yAxisId="traffic"
        type="monotone"
        dataKey="pageviews"
        name="Pageviews"
        stroke={CHART_COLORS.violet}
        fill="url(#pageviews-fill)"
        strokeWidth={1.5}
        isAnimationActive={false}
      />
      <Area
        yAxisId="traffic"
        type="monotone"
        dataKey="visitors"
        name="Visitors"
        stroke={CHART_COLORS.blue}
        fill="url(#visitors-fill)"
        strokeWidth={2}
        isAnimationActive={false}
      />
      <Bar
        yAxisId="leads"
        dataKey="leads"
        name="Leads"
        fill={CHART_COLORS.green}
        maxBarSize={14}
        isAnimationActive={false}
      />
    </TimeSeriesChart>
  );
}
