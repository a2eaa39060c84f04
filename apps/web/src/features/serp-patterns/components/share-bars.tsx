import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  axisTick,
  CHART_COLORS,
  gridProps,
  tooltipStyle,
  valueAxisProps,
} from '@/components/charts/chart-theme';

export interface ShareBar {
  label: string;
  /** 0-100 */
  a: number;
  b?: number;
}

/** Shares (percent) as bars: one series, or two side by side (top 3 against 4-10). */
export function ShareBars({
  data,
  a,
  b,
  summary,
  testId,
}: {
  data: ShareBar[];
  a: string;
  b?: string;
  /** The same figures in words, for screen readers and the caption. */
  summary: string;
  testId: string;
}) {
  return (
    <figure className="min-w-0 space-y-2" data-testid={testId}>
      <div className="h-48 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="label" tick={axisTick} tickLine={false} interval={0} />
            <YAxis {...valueAxisProps} domain={[0, 100]} unit="%" />
            <Tooltip
              cursor={{ fill: 'var(--accent)', opacity: 0.4 }}
              contentStyle={tooltipStyle}
              formatter={(v, name) => [`${Number(v)}%`, name]}
            />
            {b && <Legend wrapperStyle={{ fontSize: 12 }} />}
            <Bar dataKey="a" name={a} fill={CHART_COLORS.blue} radius={[4, 4, 0, 0]} />
            {b && <Bar dataKey="b" name={b} fill={CHART_COLORS.violet} radius={[4, 4, 0, 0]} />}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
