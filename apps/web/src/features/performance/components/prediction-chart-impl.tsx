import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type ForecastChartPoint, type ForecastMetric, formatForecast } from '../lib/prediction-chart';

const tick = { fill: 'var(--muted-foreground)', fontSize: 11 };
const shortDay = (day: string) =>
  new Date(`${day.slice(0, 10)}T00:00:00.000Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

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
  const rows = data.map((p) => ({ ...p, day: shortDay(p.date) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="day" tick={tick} tickLine={false} minTickGap={28} />
        <YAxis
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={56}
          allowDecimals={metric !== 'visitors'}
          tickFormatter={(v: number) => formatForecast(metric, v)}
        />
        <Tooltip
          contentStyle={{
            background: 'var(--popover)',
            border: '1px solid var(--border)',
            borderRadius: 8,
            fontSize: 12,
          }}
          formatter={(v, name) =>
            Array.isArray(v)
              ? [`${formatForecast(metric, Number(v[0]))} – ${formatForecast(metric, Number(v[1]))}`, name]
              : [formatForecast(metric, Number(v)), name]
          }
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          type="monotone"
          dataKey="band"
          name="Likely range"
          stroke="none"
          fill="#f59e0b"
          fillOpacity={0.18}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="median"
          name="Median"
          stroke="#f59e0b"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        {showScenario && (
          <Line
            type="monotone"
            dataKey="value"
            name="Scenario"
            stroke="#60a5fa"
            strokeDasharray="4 3"
            strokeWidth={1.5}
            dot={false}
            isAnimationActive={false}
          />
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
