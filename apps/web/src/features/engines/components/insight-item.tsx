import type { EngineInsight } from '@sdp/shared';
import { ENGINES } from '@sdp/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { fullTime, timeAgo } from '@/features/notifications';
import { formatFigure, SEVERITY_BADGE, SEVERITY_LABEL } from '../lib/engine-display';

/** One insight: severity, engine, title, detail, the figures it rests on and where to act. */
export function InsightItem({
  insight,
  now,
  showEngine = true,
}: {
  insight: EngineInsight;
  now: number;
  showEngine?: boolean;
}) {
  return (
    <li className="rounded-lg border border-border p-3" data-testid="engine-insight">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge variant={SEVERITY_BADGE[insight.severity]}>{SEVERITY_LABEL[insight.severity]}</Badge>
        {showEngine && (
          <span className="text-muted-foreground">{ENGINES[insight.engineId]?.name ?? insight.engineId}</span>
        )}
        <time
          className="ml-auto text-muted-foreground"
          dateTime={insight.createdAt}
          title={fullTime(insight.createdAt)}
        >
          {timeAgo(insight.createdAt, now)}
        </time>
      </div>
      <p className="mt-1 font-medium">{insight.title}</p>
      {insight.detail && <p className="mt-1 text-sm text-muted-foreground">{insight.detail}</p>}
      {insight.figures.length > 0 && (
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {insight.figures.map((f) => (
            <div key={f.label} className="flex gap-1">
              <dt className="text-muted-foreground">{f.label}:</dt>
              <dd className="font-medium">{formatFigure(f)}</dd>
            </div>
          ))}
        </dl>
      )}
      {insight.link && (
        <Link
          to={insight.link}
          className="mt-2 inline-block text-xs text-primary hover:underline focus-visible:underline"
        >
          Act on it
        </Link>
      )}
    </li>
  );
}
