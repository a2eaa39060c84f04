import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatMoney, shortDate } from '../lib/revenue-format';

const tick = { fill: 'var(--muted-foreground)', fontSize: 11 };

export interface HistoryPoint {
  date: string;
  revenue: number;
  leads: number;
}

/** Revenue (left axis, $) and leads (right axis) per day over the last 30 days. */
export default function RevenueHistoryChart({ history }: { history: HistoryPoint[] }) {
  const data = history.map((p) => ({ ...p, day: shortDate(p.date) }));
  const revenue = history.reduce((s, p) => s + p.revenue, 0);
  const leads = history.reduce((s, p) => s + p.leads, 0);
  return (
    <figure aria-label="Revenue and leads over the last 30 days" className="space-y-2">
      <div className="h-60 w-full" aria-hidden="true" data-testid="revenue-chart">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: -8 }}>
            <defs>
              <linearGradient id="rev-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="#34d399" stopOpacity={0.45} />
                <stop offset="100%" stopColor="#34d399" stopOpacity={0} />
              </linearGradient>
              <linearGradient id="lead-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="#60a5fa" stopOpacity={0.35} />
                <stop offset="100%" stopColor="#60a5fa" stopOpacity={0} />
              </linearGradient>
            </defs>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="day" tick={tick} tickLine={false} minTickGap={24} />
            <YAxis
              yAxisId="rev"
              tick={tick}
              tickLine={false}
              axisLine={false}
              width={56}
              tickFormatter={(v: number) => formatMoney(v)}
            />
            <YAxis
              yAxisId="leads"
              orientation="right"
              tick={tick}
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              width={32}
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
            <Area
              yAxisId="rev"
              type="monotone"
              dataKey="revenue"
              name="Revenue"
              stroke="#34d399"
              fill="url(#rev-fill)"
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Area
              yAxisId="leads"
              type="monotone"
              dataKey="leads"
              name="Leads"
              stroke="#60a5fa"
              fill="url(#lead-fill)"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Last {history.length} days: {formatMoney(revenue)} revenue from {formatCount(leads)}{' '}
        {leads === 1 ? 'lead' : 'leads'}.
      </figcaption>
    </figure>
  );
}
