import type { UsageLimit } from '@sdp/shared';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCost } from '@/features/providers';
import { formatDateTime, numberFormatter } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useUsageLimits } from '../api/get-limits';
import { SettingsSection } from './section';

const whole = numberFormatter({ maximumFractionDigits: 0 });
const UNIT_WORDS: Record<UsageLimit['unit'], string> = {
  builds: 'builds',
  places: 'places',
  sites: 'sites',
  runs: 'loads',
  usd: '',
};

/** A figure of a limit in its unit: "$1.20" for money, "12" otherwise. */
export const formatAmount = (limit: Pick<UsageLimit, 'unit'>, n: number) =>
  limit.unit === 'usd' ? formatCost(n) : whole.format(n);

/** "3 / 200", "$1.20 / $25.00", or "3 used" without a limit. */
export function usageText(limit: UsageLimit): string {
  const used = formatAmount(limit, limit.used ?? 0);
  return limit.limit === null ? `${used} used` : `${used} / ${formatAmount(limit, limit.limit)}`;
}

/** Share of the limit used, 0-100 (100 when a limit of 0 allows nothing). */
export function usedPercent(limit: UsageLimit): number {
  if (limit.limit === null || limit.used === null) return 0;
  if (limit.limit === 0) return 100;
  return Math.min(100, Math.round((limit.used / limit.limit) * 100));
}

const windowWord = (w: UsageLimit['window']) => (w === 'day' ? 'today' : w === 'month' ? 'this month' : '');

function LimitBar({ limit, labelId }: { limit: UsageLimit; labelId: string }) {
  const pct = usedPercent(limit);
  const max = limit.limit ?? 0;
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(limit.used ?? 0, max)}
      aria-valuetext={`${usageText(limit)} used ${windowWord(limit.window)}`}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500',
          pct >= 100 ? 'bg-red-500' : pct >= 80 ? 'bg-amber-400' : 'bg-emerald-500',
        )}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}

function LimitRow({ limit }: { limit: UsageLimit }) {
  const id = useId();
  const labelId = `${id}-label`;
  const perRequest = limit.window === 'request';
  const unit = UNIT_WORDS[limit.unit];
  return (
    <li
      className="space-y-2 rounded-lg border border-border bg-background/40 p-4"
      data-testid="usage-limit"
      data-limit={limit.key}
      aria-labelledby={labelId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={labelId} className="text-sm font-semibold">
          {limit.label}
        </h4>
        {!perRequest && limit.applies && (
          <span className="text-sm font-medium tabular-nums" data-testid="usage-limit-figures">
            {usageText(limit)}
          </span>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{limit.description}</p>
      {!limit.applies ? (
        <p className="text-sm text-muted-foreground">Not in use: this server has no LLM writer configured.</p>
      ) : perRequest ? (
        <p className="text-sm" data-testid="usage-limit-figures">
          {limit.limit === null
            ? 'No limit'
            : limit.limit === 0
              ? 'Not allowed on this server'
              : `Up to ${formatAmount(limit, limit.limit)} ${unit} per request`}
        </p>
      ) : limit.limit === null ? (
        <p className="text-sm text-muted-foreground">No limit {windowWord(limit.window)}.</p>
      ) : (
        <LimitBar limit={limit} labelId={labelId} />
      )}
      {!perRequest && limit.applies && limit.resetsAt && (
        <p className="text-xs text-muted-foreground">
          Resets <time dateTime={limit.resetsAt}>{formatDateTime(limit.resetsAt)}</time> (
          {limit.window === 'day' ? 'midnight UTC' : 'the 1st, UTC'})
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        Setting: <code>{limit.setting}</code>
      </p>
    </li>
  );
}

/** The team's usage limits: each with what was used in the current day or month, and its reset. */
export function UsageLimitsSection() {
  const limits = useUsageLimits();
  return (
    <SettingsSection
      id="limits"
      title="Usage limits"
      description="What your team may build, deploy and spend on this server. The server's operator sets the limits; a request over one is refused with its number. Days and months are UTC."
    >
      {limits.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" data-testid="usage-limits-loading">
          <span role="status" className="sr-only">
            Loading usage limits
          </span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : limits.isError ? (
        <RetryAlert
          message="Could not load usage limits"
          error={limits.error}
          onRetry={() => void limits.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Usage limits">
            {limits.data.limits.map((l) => (
              <LimitRow key={l.key} limit={l} />
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void limits.refetch()}
            disabled={limits.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn(limits.isFetching && 'animate-spin')} />
            {limits.isFetching ? 'Refreshing…' : 'Refresh usage'}
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
