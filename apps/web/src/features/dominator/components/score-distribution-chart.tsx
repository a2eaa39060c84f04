import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, gridProps, tooltipStyle, valueAxisProps } from '@/components/charts/chart-theme';
import { createScoreScale, scoreDomain, scoreHistogram } from '@/features/discovery';
import { scaleAxisProps, valueScale } from '@/lib/chart-scale';

/** How the top places of a vertical are spread over the 0-100 score (bars in the map's colours). */
export default function ScoreDistributionChart({ scores, vertical }: { scores: number[]; vertical: string }) {
  const data = scoreHistogram(scores);
  const colour = createScoreScale(scoreDomain(scores));
  if (data.length === 0) return null;
  const most = data.reduce((a, b) => (b.count > a.count ? b : a));
  return (
    <figure aria-label={`Score distribution for ${vertical}`} className="space-y-2">
      <div className="h-52 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="range" tick={axisTick} tickLine={false} />
            <YAxis
              {...valueAxisProps}
              {...scaleAxisProps(
                valueScale(
                  data.map((d) => d.count),
                  'count',
                ),
              )}
            />
            <Tooltip
              cursor={{ fill: 'var(--accent)', opacity: 0.4 }}
              contentStyle={tooltipStyle}
              labelFormatter={(_, p) => `Score ${p?.[0]?.payload?.range ?? ''}`}
              formatter={(v) => [String(v), 'Places']}
            />
            <Bar dataKey="count" radius={[4, 4, 0, 0]}>
              {data.map((d) => (
                <Cell key={d.from} fill={colour(d.from)} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        The top {scores.length} places for {vertical} by score (estimates); most score {most.range}. Scores
        are relative within the vertical.
        <span className="sr-only"> Counts: {data.map((d) => `${d.range}: ${d.count}`).join(', ')}.</span>
      </figcaption>
    </figure>
  );
}
