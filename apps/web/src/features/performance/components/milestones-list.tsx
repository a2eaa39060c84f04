import { MESSAGES, type Milestone } from '@sdp/shared';
import { Check, CheckCircle2, Circle, EyeOff, Flag, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatMediumDate } from '@/lib/format';
import { useMilestones } from '../api/get-milestones';
import { useUpdateMilestone } from '../api/update-milestone';
import { milestonePercent, milestoneProgressText, orderMilestones } from '../lib/prediction-chart';

const when = (iso: string) => formatMediumDate(iso);

function MilestoneItem({ m, showSite, readOnly }: { m: Milestone; showSite: boolean; readOnly: boolean }) {
  const update = useUpdateMilestone();
  const pct = milestonePercent(m);
  return (
    <li
      className="flex items-start gap-3 py-2"
      data-testid="milestone"
      data-kind={m.kind}
      data-status={m.status}
      data-site-id={m.siteId}
    >
      {m.status === 'achieved' ? (
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
      ) : (
        <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-medium">
          {m.title}
          {showSite && <span className="ml-1 font-normal text-muted-foreground">· {m.siteName}</span>}
        </p>
        {m.status === 'achieved' ? (
          <p className="text-xs text-emerald-300">
            Achieved {m.achievedAt ? when(m.achievedAt) : ''}
            {m.acknowledged ? ' · seen' : ''}
          </p>
        ) : m.status === 'dismissed' ? (
          <p className="text-xs text-muted-foreground">Dismissed</p>
        ) : (
          <div className="flex items-center gap-2">
            <div
              className="h-1.5 flex-1 rounded-full bg-muted"
              role="progressbar"
              aria-label={`${m.title} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={pct}
              aria-valuetext={milestoneProgressText(m)}
            >
              <div className="h-full rounded-full bg-amber-400" style={{ width: `${pct}%` }} />
            </div>
            <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
              {milestoneProgressText(m)}
            </span>
          </div>
        )}
        {m.note && <p className="text-xs text-muted-foreground">{m.note}</p>}
        {update.isError && (
          <p className="text-xs text-red-300">{errorMessage(update.error, MESSAGES.updateMilestoneFailed)}</p>
        )}
      </div>
      {!readOnly && (
        <div className="flex shrink-0 gap-1">
          {m.status === 'achieved' && !m.acknowledged && (
            <Button
              size="sm"
              variant="ghost"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: m.id, acknowledged: true })}
              aria-label={`Acknowledge ${m.title}`}
            >
              <Check aria-hidden="true" />
              <span className="hidden sm:inline">Got it</span>
            </Button>
          )}
          {m.status === 'pending' && (
            <Button
              size="sm"
              variant="ghost"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: m.id, status: 'dismissed' })}
              aria-label={`Dismiss ${m.title}`}
            >
              <EyeOff aria-hidden="true" />
            </Button>
          )}
          {m.status === 'dismissed' && (
            <Button
              size="sm"
              variant="ghost"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: m.id, status: 'pending' })}
              aria-label={`Restore ${m.title}`}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Milestones as a list (achieved with date, pending with progress); `limit` for a compact list. */
export function MilestoneItems({
  milestones,
  showSite = false,
  readOnly = false,
  limit,
}: {
  milestones: Milestone[];
  showSite?: boolean;
  readOnly?: boolean;
  limit?: number;
}) {
  const list = orderMilestones(milestones).filter((m) => !readOnly || m.status !== 'dismissed');
  return (
    <ul className="divide-y divide-border" data-testid="milestones">
      {(limit ? list.slice(0, limit) : list).map((m) => (
        <MilestoneItem key={m.id} m={m} showSite={showSite} readOnly={readOnly} />
      ))}
    </ul>
  );
}

/** The milestones card of a site (or of every site without websiteId). */
export function MilestonesCard({ websiteId }: { websiteId?: string | null }) {
  const q = useMilestones(websiteId);
  const achieved = q.data?.filter((m) => m.status === 'achieved').length ?? 0;
  return (
    <Card className="min-w-0" data-testid="milestones-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Flag className="size-4 text-emerald-300" aria-hidden="true" />
          Milestones
        </CardTitle>
        <CardDescription>
          {q.data?.length
            ? `${achieved} of ${q.data.length} achieved`
            : 'First visitor, first lead and beyond'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : q.isError ? (
          <RetryAlert message="Could not load milestones" error={q.error} onRetry={() => void q.refetch()} />
        ) : q.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Milestones appear once the site is live.</p>
        ) : (
          <MilestoneItems milestones={q.data} showSite={!websiteId} />
        )}
      </CardContent>
    </Card>
  );
}
