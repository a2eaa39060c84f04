import type { Analytics } from '@sdp/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatMoney } from '../lib/kpis';

const tick = { fill: 'var(--muted-foreground)', fontSize: 11 };
const shortDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
};

/** Visitors and leads (left axis) and revenue (right axis, $) per day; lazily loaded (recharts). */
export default function TrendChart({ daily }: { daily: Analytics['daily'] }) {
  const data = daily.map((p) => ({ ...p, day: shortDay(p.date) }));
  return (
    <div className="h-64 w-full" aria-hidden="true" data-testid="trend-chart-canvas">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="day" tick={tick} tickLine={false} minTickGap={24} />
          <YAxis
            yAxisId="count"
            tick={tick}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            width={44}
          />
          <YAxis
            yAxisId="usd"
            orientation="right"
            tick={tick}
            tickLine={false}
            axisLine={false}
            width={52}
            tickFormatter={(v: number) => formatMoney(v)}
          />
          <Tooltip
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              fontSize: 12,
            }}
            formatter={(v, name) =>
              name === 'Revenue' ? [formatMoney(Number(v)), name] : [formatCount(Number(v)), name]
            }
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line
            yAxisId="count"
            type="monotone"
            dataKey="visitors"
            name="Visitors"
            stroke="#60a5fa"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            yAxisId="count"
            type="monotone"
            dataKey="leads"
            name="Leads"
            stroke="#f59e0b"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            yAxisId="usd"
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke="#34d399"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
