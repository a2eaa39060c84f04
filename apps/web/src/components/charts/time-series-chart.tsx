import type { ComponentProps, ReactNode } from 'react';
import {
  AreaChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
} from 'recharts';
import { shortDate } from '@/lib/format';
import { axisTick, gridProps, tooltipStyle } from './chart-theme';

const CHARTS = { area: AreaChart, composed: ComposedChart, line: LineChart };

/** A vertical gradient from `opacity` at the top to transparent, used as `fill="url(#id)"`. */
export interface FadeFill {
  id: string;
  color: string;
  opacity: number;
}

type TooltipFormatter = ComponentProps<typeof Tooltip>['formatter'];

/**
 * The frame of a daily chart: a responsive container, a chart of `kind` over the points (each
 * labelled "Nov 3" from its `date`), the grid, the day axis, the tooltip and the legend. The
 * value axes (`axes`) and the series (`children`) are the caller's.
 */
export function TimeSeriesChart<T extends { date: string }>({
  kind,
  points,
  margin,
  minTickGap = 24,
  fills = [],
  axes,
  formatter,
  children,
}: {
  kind: keyof typeof CHARTS;
  points: T[];
  margin: { left: number; right: number };
  minTickGap?: number;
  fills?: FadeFill[];
  axes: ReactNode;
  formatter: TooltipFormatter;
  children: ReactNode;
}) {
  const Chart = CHARTS[kind];
  const data = points.map((p) => ({ ...p, day: shortDate(p.date) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Chart data={data} margin={{ top: 8, bottom: 0, ...margin }}>
        {fills.length > 0 && (
          <defs>
            {fills.map((f) => (
              <linearGradient key={f.id} id={f.id} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={f.color} stopOpacity={f.opacity} />
                <stop offset="100%" stopColor={f.color} stopOpacity={0} />
              </linearGradient>
            ))}
          </defs>
        )}
        <CartesianGrid {...gridProps} />
        <XAxis dataKey="day" tick={axisTick} tickLine={false} minTickGap={minTickGap} />
        {axes}
        <Tooltip contentStyle={tooltipStyle} formatter={formatter} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {children}
      </Chart>
    </ResponsiveContainer>
  );
}
