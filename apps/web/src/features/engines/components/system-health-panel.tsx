import type { SystemHealth } from '@sdp/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ScoreGauge } from '@/features/quick-rank';
import { healthFigures } from '../lib/engine-display';

/** Health turns amber under 90 and red under 70. */
const healthTone = (value: number) => (value >= 90 ? 'good' : value >= 70 ? 'fair' : 'poor');

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
        <ScoreGauge score={health.overall} size={110} label="Overall health" toneOf={healthTone} />
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
