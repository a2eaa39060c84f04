import type { MlCalibration, MlObservedSite } from '@sdp/shared';
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

interface Point {
  x: number;
  y: number;
  label: string;
  sites: number;
}

function PointTip({ active, payload }: { active?: boolean; payload?: { payload?: Point }[] }) {
  const p = payload?.[0]?.payload;
  if (!active || !p) return null;
  return (
    <div style={tooltipStyle} className="max-w-xs p-2">
      <p className="font-medium">{p.label}</p>
      <p>
        Predicted {formatUsd(p.x)}/month · observed {formatUsd(p.y)}/month
        {p.sites > 1 ? ` · ${p.sites} sites` : ''}
      </p>
    </div>
  );
}

/** Predicted against observed revenue per month: the bins (large), each site (small), the diagonal. */
export function CalibrationChart({
  calibration,
  sites,
}: {
  calibration: MlCalibration;
  sites: MlObservedSite[];
}) {
  const bins: Point[] = calibration.bins.map((b, i) => ({
    x: b.predictedMean,
    y: b.observedMean,
    label: `Bin ${i + 1}: predicted ${formatUsd(b.predictedLow)}–${formatUsd(b.predictedHigh)}`,
    sites: b.sites,
  }));
  const points: Point[] = sites
    .filter((s) => s.usable)
    .map((s) => ({ x: s.predictedMonthlyRevenue, y: s.revenuePerMonth, label: s.name, sites: 1 }));
  const max = Math.max(1, ...points.map((p) => Math.max(p.x, p.y)), ...bins.map((p) => Math.max(p.x, p.y)));
  const top = Math.ceil(max * 1.05);
  return (
    <figure className="h-80 w-full" aria-label="Calibration: predicted against observed revenue per month">
      <ResponsiveContainer width="100%" height="100%">
        <ScatterChart margin={{ top: 8, right: 16, bottom: 20, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis
            type="number"
            dataKey="x"
            name="Predicted"
            domain={[0, top]}
            tickFormatter={(v: number) => formatUsd(v)}
            tick={axisTick}
            tickLine={false}
            label={{
              value: 'Predicted revenue per month (scoring)',
              position: 'insideBottom',
              offset: -12,
              fill: 'var(--muted-foreground)',
              fontSize: 11,
            }}
          />
          <YAxis
            type="number"
            dataKey="y"
            name="Observed"
            domain={[0, top]}
            tickFormatter={(v: number) => formatUsd(v)}
            width={72}
            {...valueAxisProps}
          />
          <ZAxis type="number" dataKey="sites" range={[30, 220]} />
          <ReferenceLine
            segment={[
              { x: 0, y: 0 },
              { x: top, y: top },
            ]}
            stroke="var(--muted-foreground)"
            strokeDasharray="4 4"
            ifOverflow="hidden"
          />
          <Tooltip content={<PointTip />} cursor={{ strokeDasharray: '3 3' }} />
          <Scatter name="Sites" data={points} fill={CHART_COLORS.blue} fillOpacity={0.45} />
          <Scatter name="Bins" data={bins} fill={CHART_COLORS.amber} />
        </ScatterChart>
      </ResponsiveContainer>
      <figcaption className="mt-1 text-xs text-muted-foreground">
        Amber: bins of equal counts (size = sites); blue: each site; dashed: predicted = observed.
      </figcaption>
    </figure>
  );
}
