import type { Analytics } from '@sdp/shared';
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount, shortDate } from '../lib/format';

const tick = { fill: 'var(--muted-foreground)', fontSize: 11 };

/** Visitors and pageviews (areas, left axis) and leads (bars, right axis) per day. */
export default function TrafficChartImpl({ daily }: { daily: Analytics['daily'] }) {
  const data = daily.map((p) => ({ ...p, day: shortDate(p.date) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
        <defs>
          <linearGradient id="visitors-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#60a5fa" stopOpacity={0.4} />
            <stop offset="100%" stopColor="#60a5fa" stopOpacity={0} />
          </linearGradient>
          <linearGradient id="pageviews-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#a78bfa" stopOpacity={0.25} />
            <stop offset="100%" stopColor="#a78bfa" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="day" tick={tick} tickLine={false} minTickGap={24} />
        <YAxis
          yAxisId="traffic"
          tick={tick}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
          width={48}
        />
        <YAxis
          yAxisId="leads"
          orientation="right"
          tick={tick}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
          width={28}
        />
        <Tooltip
          contentStyle={{
            background: 'var(--popover)',
            border: '1px solid var(--border)',
            borderRadius: 8,
            fontSize: 12,
          }}
          formatter={(v, name) => [formatCount(Number(v)), name]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          yAxisId="traffic"
          type="monotone"
          dataKey="pageviews"
          name="Pageviews"
          stroke="#a78bfa"
          fill="url(#pageviews-fill)"
          strokeWidth={1.5}
          isAnimationActive={false}
        />
        <Area
          yAxisId="traffic"
          type="monotone"
          dataKey="visitors"
          name="Visitors"
          stroke="#60a5fa"
          fill="url(#visitors-fill)"
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Bar
          yAxisId="leads"
          dataKey="leads"
          name="Leads"
          fill="#34d399"
          maxBarSize={14}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
