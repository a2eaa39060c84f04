import type { StrategicItem, StrategicQuadrant, StrategicResult } from '@sdp/shared';
import {
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import { axisTick, CHART_COLORS, tooltipStyle, valueAxisProps } from '@/components/charts/chart-theme';
import { formatUsd } from '@/lib/format';

export const QUADRANT_COLORS: Record<StrategicQuadrant, string> = {
  'quick-win': CHART_COLORS.green,
  'big-bet': CHART_COLORS.blue,
  'fill-in': CHART_COLORS.violet,
  'money-pit': CHART_COLORS.amber,
};

function PointTip({ active, payload }: { active?: boolean; payload?: { payload?: StrategicItem }[] }) {
  const item = payload?.[0]?.payload;
  if (!active || !item) return null;
  return (
    <div style={tooltipStyle} className="max-w-xs p-2">
      <p className="font-medium">{item.label}</p>
      <p className="text-muted-foreground">{item.action}</p>
      <p>
        {formatUsd(item.valueMonthly)}/month · {item.effortHours} h · cost {formatUsd(item.costUsd)}
      </p>
    </div>
  );
}

/** Value ($/month) against effort (hours), one colour per quadrant, the thresholds as lines. */
export function ValueEffortChart({ data }: { data: StrategicResult }) {
  return (
    <figure className="h-80 w-full" aria-label="Value against effort of every item">
      <ResponsiveContainer width="100%" height="100%">
        <ScatterChart margin={{ top: 8, right: 16, bottom: 16, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis
            type="number"
            dataKey="effortHours"
            name="Effort"
            unit=" h"
            tick={axisTick}
            tickLine={false}
            label={{
              value: 'Effort (hours)',
              position: 'insideBottom',
              offset: -8,
              fill: 'var(--muted-foreground)',
              fontSize: 11,
            }}
          />
          <YAxis
            type="number"
            dataKey="valueMonthly"
            name="Value"
            tickFormatter={(v: number) => formatUsd(v)}
            width={72}
            {...valueAxisProps}
          />
          <ZAxis range={[50, 50]} />
          <ReferenceLine
            x={data.thresholds.effortLow}
            stroke="var(--muted-foreground)"
            strokeDasharray="4 4"
          />
          <ReferenceLine
            y={data.thresholds.valueHigh}
            stroke="var(--muted-foreground)"
            strokeDasharray="4 4"
          />
          <Tooltip content={<PointTip />} cursor={{ strokeDasharray: '3 3' }} />
          {data.quadrants.map((q) => (
            <Scatter
              key={q.id}
              name={q.label}
              data={data.items.filter((i) => i.quadrant === q.id)}
              fill={QUADRANT_COLORS[q.id]}
              isAnimationActive={false}
            />
          ))}
        </ScatterChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** The four quadrants, their rule and how many items fall in each. */
export function QuadrantLegend({ data }: { data: StrategicResult }) {
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-2">
      {data.quadrants.map((q) => (
        <li key={q.id} className="flex items-start gap-2">
          <span
            aria-hidden
            className="mt-1 inline-block size-3 shrink-0 rounded-full"
            style={{ background: QUADRANT_COLORS[q.id] }}
          />
          <span>
            <span className="font-medium">
              {q.label} ({q.count})
            </span>
            <span className="block text-xs text-muted-foreground">{q.rule}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
