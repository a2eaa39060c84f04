import type { SystemHealth } from '@sdp/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { healthFigures } from '../lib/engine-display';

function HealthGauge({ value }: { value: number }) {
  const r = 42;
  const c = 2 * Math.PI * r;
  const tone = value >= 90 ? 'text-emerald-400' : value >= 70 ? 'text-amber-400' : 'text-red-400';
  return (
    <figure className="flex flex-col items-center" aria-label={`Overall health: ${value} out of 100`}>
      <svg width={110} height={110} viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r={r} fill="none" strokeWidth="10" className="stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r={r}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          className={cn(tone, 'transition-all')}
          strokeDasharray={`${(c * value) / 100} ${c}`}
          transform="rotate(-90 50 50)"
        />
        <text x="50" y="57" textAnchor="middle" className="fill-foreground text-[22px] font-bold">
          {value}
        </text>
      </svg>
      <figcaption className="text-xs text-muted-foreground">Overall</figcaption>
    </figure>
  );
}

/** The server's measured health: the six figures with units and what they measure. */
export function SystemHealthPanel({ health }: { health: SystemHealth }) {
  const figures = healthFigures(health).filter((f) => f.id !== 'overall');
  return (
    <Card data-testid="system-health">
      <CardHeader>
        <CardTitle>System health</CardTitle>
        <CardDescription>
          Measured by this server over the last {Math.round(health.details.windowS / 60)} minutes.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <HealthGauge value={health.overall} />
        <dl className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map((f) => (
            <div key={f.id} data-testid={`health-${f.id}`}>
              <dt className="text-xs text-muted-foreground">{f.label}</dt>
              <dd className="text-lg font-semibold">{f.value}</dd>
              <dd className="text-xs text-muted-foreground">{f.hint}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
