import type { CompetitivePage } from '@sdp/shared';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  axisTick,
  CHART_COLORS,
  gridProps,
  tooltipStyle,
  valueAxisProps,
} from '@/components/charts/chart-theme';
import { formatCount } from '@/lib/format';

/** Word counts: your page (blue) against each competitor that could be read (violet). */
export default function WordChart({
  own,
  competitors,
}: {
  own: CompetitivePage | null;
  competitors: CompetitivePage[];
}) {
  const data = [
    ...(own ? [{ key: 'own', name: 'You', words: own.wordCount, own: true }] : []),
    ...competitors
      .filter((c) => !c.error && c.statusCode !== null && c.statusCode < 300)
      .map((c) => ({ key: c.url, name: c.domain, words: c.wordCount, own: false })),
  ];
  if (data.length < 2) return null;
  return (
    <figure aria-label="Word counts of your page and the competitors" className="space-y-2">
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="name" tick={axisTick} tickLine={false} interval={0} />
            <YAxis {...valueAxisProps} />
            <Tooltip
              cursor={{ fill: 'var(--accent)', opacity: 0.4 }}
              contentStyle={tooltipStyle}
              formatter={(v) => [formatCount(v), 'Words']}
            />
            <Bar dataKey="words" radius={[4, 4, 0, 0]}>
              {data.map((d) => (
                <Cell key={d.key} fill={d.own ? CHART_COLORS.blue : CHART_COLORS.violet} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Visible words per page, as fetched.
        <span className="sr-only"> {data.map((d) => `${d.name}: ${d.words}`).join(', ')}.</span>
      </figcaption>
    </figure>
  );
}
