// The look every recharts chart shares: series colours, axis ticks, grid and tooltip box.

export const CHART_COLORS = {
  blue: '#60a5fa',
  violet: '#a78bfa',
  green: '#34d399',
  amber: '#f59e0b',
} as const;

export const axisTick = { fill: 'var(--muted-foreground)', fontSize: 11 };

/** Props of a value (Y) axis: muted ticks, no tick marks, no axis line. */
export const valueAxisProps = { tick: axisTick, tickLine: false, axisLine: false } as const;

/** Horizontal dashed grid lines only. */
export const gridProps = { strokeDasharray: '3 3', stroke: 'var(--border)', vertical: false } as const;

export const tooltipStyle = {
  background: 'var(--popover)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  fontSize: 12,
};
