import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axisTick, gridProps, tooltipStyle, valueAxisProps } from '@/components/charts/chart-theme';
import { scaleAxisProps, valueScale } from '@/lib/chart-scale';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The vertical's 12 monthly demand factors (1 = an average month), with a text summary. */
export default function SeasonalityChart({ factors, vertical }: { factors: number[]; vertical: string }) {
  const data = factors.slice(0, 12).map((f, i) => ({ month: MONTHS[i], factor: f }));
  if (data.length === 0) return null;
  const peak = data.reduce((a, b) => (b.factor > a.factor ? b : a));
  const low = data.reduce((a, b) => (b.factor < a.factor ? b : a));
  // The average month (1×) is always on the axis: it is the reference line.
  const scale = valueScale([...data.map((d) => d.factor), 1], 'factor');
  const summary = `Searches for ${vertical} peak in ${peak.month} (${peak.factor.toFixed(2)}× an average month) and are lowest in ${low.month} (${low.factor.toFixed(2)}×).`;
  return (
    <figure aria-label={`Seasonality of ${vertical}`} className="space-y-2">
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="month" tick={axisTick} tickLine={false} />
            <YAxis {...valueAxisProps} {...scaleAxisProps(scale)} />
            <ReferenceLine y={1} stroke="var(--muted-foreground)" strokeDasharray="4 4" />
            <Tooltip
              cursor={{ fill: 'var(--accent)', opacity: 0.4 }}
              contentStyle={tooltipStyle}
              formatter={(v) => [`${Number(v).toFixed(2)}×`, 'Demand factor']}
            />
            <Bar dataKey="factor" fill="#8b5cf6" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
