import type { Subscription } from '@sdp/shared';
import { cn } from '@/lib/utils';
import { limitFigure, sentenceCase } from '../lib/billing-text';

/** Used / limit per plan limit, from the server's count of the team's rows. */
export function UsageBars({ usage }: { usage: Subscription['usage'] }) {
  if (usage.length === 0) return null;
  return (
    <div className="space-y-3" data-testid="billing-usage">
      <h3 className="text-sm font-medium">Usage</h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {usage.map((u) => {
          const pct = u.used !== null && u.limit ? Math.min(100, Math.round((u.used / u.limit) * 100)) : 0;
          const text =
            u.used === null
              ? 'Not measured'
              : u.limit === null
                ? `${limitFigure(u.key, u.used)} (no limit)`
                : `${limitFigure(u.key, u.used)} / ${limitFigure(u.key, u.limit)}`;
          return (
            <li key={u.key} className="space-y-1">
              <div className="flex justify-between gap-2 text-xs">
                <span className="text-muted-foreground">{sentenceCase(u.label)}</span>
                <span className="tabular-nums">{text}</span>
              </div>
              <div
                role="progressbar"
                aria-label={`${sentenceCase(u.label)} used`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={pct}
                aria-valuetext={text}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={cn(
                    'h-full transition-all',
                    pct >= 100 ? 'bg-red-400' : pct >= 80 ? 'bg-amber-400' : 'bg-primary',
                  )}
                  style={{ width: `${pct}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
