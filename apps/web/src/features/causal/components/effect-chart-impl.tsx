import type { CausalMetric, CausalPoint } from '@sdp/shared';
import { Area, Line, ReferenceLine, YAxis } from 'recharts';
import { CHART_COLORS, valueAxisProps } from '@/components/charts/chart-theme';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { shortDate } from '@/lib/format';

const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

/** Actual vs counterfactual with the 90 % band and the intervention day (docs/causal.md). */
export default function EffectChartImpl({
  series,
  interventionDay,
  metric,
}: {
  series: CausalPoint[];
  interventionDay: string;
  metric: CausalMetric;
}) {
  const points = series.map((p) => ({
    date: p.day,
    actual: p.actual,
    counterfactual: p.counterfactual,
    band: [p.lower, p.upper] as [number, number],
  }));
  return (
    <TimeSeriesChart
      kind="composed"
      points={points}
      margin={{ right: 8, left: -8 }}
      minTickGap={28}
      axes={<YAxis {...valueAxisProps} width={48} reversed={metric === 'position'} />}
      formatter={(v, name) =>
        Array.isArray(v) ? [`${fmt(Number(v[0]))} – ${fmt(Number(v[1]))}`, name] : [fmt(Number(v)), name]
      }
    >
      <Area
        type="monotone"
        dataKey="band"
        name="90 % band"
        stroke="none"
        fill={CHART_COLORS.amber}
        fillOpacity={0.18}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="counterfactual"
        name="Without the change (counterfactual)"
        stroke={CHART_COLORS.amber}
        strokeDasharray="4 3"
        strokeWidth={1.5}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="actual"
        name="Actual"
        stroke={CHART_COLORS.blue}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <ReferenceLine
        x={shortDate(interventionDay)}
        stroke="var(--muted-foreground)"
        strokeDasharray="4 4"
        label={{ value: 'Change', fill: 'var(--muted-foreground)', fontSize: 11, position: 'insideTopLeft' }}
      />
    </TimeSeriesChart>
  );
}
