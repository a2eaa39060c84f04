import type { CrawlHistoryItem } from '@sdp/shared';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { CHART_COLORS, gridProps, tooltipStyle, valueAxisProps } from '@/components/charts/chart-theme';
import { formatShortDateTime } from '@/lib/format';

/** The overall score of each completed crawl, oldest to newest. */
export function ScoreHistoryChart({ history }: { history: CrawlHistoryItem[] }) {
  const points = history
    .filter((c) => c.status === 'completed' && c.score !== null)
    .map((c) => ({ at: formatShortDateTime(c.finishedAt ?? c.createdAt), score: c.score, pages: c.pages }))
    .reverse();
  return (
    <figure aria-label="Score across crawls" className="space-y-2">
      <div className="h-48 w-full">
        {points.length < 2 ? (
          <ChartEmpty>
            {points.length
              ? 'One crawl so far: the history shows from the second one.'
              : 'No completed crawl yet.'}
          </ChartEmpty>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ left: -16, right: 8, top: 8 }}>
              <CartesianGrid {...gridProps} />
              <XAxis dataKey="at" {...valueAxisProps} minTickGap={24} />
              <YAxis domain={[0, 100]} {...valueAxisProps} width={40} />
              <Tooltip
                contentStyle={tooltipStyle}
                formatter={(v, name) => [String(v), name === 'score' ? 'Score' : String(name)]}
              />
              <Line
                type="monotone"
                dataKey="score"
                stroke={CHART_COLORS.blue}
                strokeWidth={2}
                dot
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Overall score of each completed crawl (0-100).
      </figcaption>
    </figure>
  );
}
