import { Area, Line, YAxis } from 'recharts';
import { CHART_COLORS, valueAxisProps } from '@/components/charts/chart-theme';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { scaleAxisProps, valueScale } from '@/lib/chart-scale';
import { type ForecastChartPoint, type ForecastMetric, formatForecast } from '../lib/prediction-chart';

/** The interval band (low-high), the median line and, when it differs, the scenario's line. */
export default function PredictionChartImpl({
  data,
  metric,
  showScenario,
}: {
  data: ForecastChartPoint[];
  metric: ForecastMetric;
  showScenario: boolean;
}) {
  const scale = valueScale(
    data.flatMap((p) => [...p.band, p.median, ...(showScenario ? [p.value] : [])]),
    metric === 'revenue' ? 'money' : 'count',
  );
  return (
    <TimeSeriesChart
      kind="composed"
      points={data}
      margin={{ right: 8, left: -8 }}
      minTickGap={28}
      axes={<YAxis {...valueAxisProps} {...scaleAxisProps(scale)} width={56} />}
      formatter={(v, name) =>
        Array.isArray(v)
          ? [`${formatForecast(metric, Number(v[0]))} – ${formatForecast(metric, Number(v[1]))}`, name]
          : [formatForecast(metric, Number(v)), name]
      }
    >
      <Area
        type="monotone"
        dataKey="band"
        name="Likely range"
        stroke="none"
        fill={CHART_COLORS.amber}
        fillOpacity={0.18}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="median"
        name="Median"
        stroke={CHART_COLORS.amber}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      {showScenario && (
        <Line
          type="monotone"
          dataKey="value"
          name="Scenario"
          stroke={CHART_COLORS.blue}
          strokeDasharray="4 3"
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      )}
    </TimeSeriesChart>
  );
}
