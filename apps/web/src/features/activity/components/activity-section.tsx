import { ACTIVITY_CATEGORIES, type ActivityCategory, type ActivityEntry } from '@sdp/shared';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { describeDevice, formatDateTime, SettingsSection } from '@/features/settings';
import { useActivity } from '../api/get-activity';
import { groupByDay, timeOfDay } from '../lib/group-by-day';

// Settings, Activity (docs/activity.md): what happened on the account and in the current team,
// grouped by day, newest first, a category filter and "Load more".

export const CATEGORY_LABELS: Record<ActivityCategory, string> = {
  'sign-in': 'Sign-ins',
  security: 'Security',
  sites: 'Sites',
  renters: 'Renters',
  leads: 'Leads',
  team: 'Team',
  account: 'Account',
};

/** Where an entry's target opens, when the app has a screen for it. */
function targetHref(target: ActivityEntry['target']): string | null {
  if (!target) return null;
  if (target.type === 'site') return paths.monitoringSite(target.id);
  if (target.type === 'lead') return paths.lead(target.id);
  if (target.type === 'renter') return paths.leads;
  return null;
}

function EntryRow({ entry }: { entry: ActivityEntry }) {
  const href = targetHref(entry.target);
  const who = entry.who ? entry.who.name : entry.kind === 'auth.sign_in_failed' ? 'Someone' : 'System';
  return (
    <li
      className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
      data-testid="activity-entry"
    >
      <div className="min-w-0 space-y-1">
        <p className="break-words text-sm text-foreground">
          {href ? (
            <Link to={href} className="underline-offset-4 hover:underline">
              {entry.summary}
            </Link>
          ) : (
            entry.summary
          )}
        </p>
        <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <span title={entry.who?.email}>{who}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={entry.when} title={formatDateTime(entry.when)}>
            {timeOfDay(entry.when)}
          </time>
          {entry.ip && (
            <>
              <span aria-hidden="true">·</span>
              <span className="font-mono">{entry.ip}</span>
            </>
          )}
          {entry.userAgent && (
            <>
              <span aria-hidden="true">·</span>
              <span>{describeDevice(entry.userAgent)}</span>
            </>
          )}
        </p>
      </div>
      <Badge variant={entry.kind.endsWith('_failed') ? 'danger' : 'outline'} className="self-start">
        {CATEGORY_LABELS[entry.category]}
      </Badge>
    </li>
  );
}

export function ActivitySection() {
  const [category, setCategory] = useState<ActivityCategory | null>(null);
  const activity = useActivity(category);
  const filterId = useId();
  const entries = activity.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <SettingsSection
      id="activity"
      title="Activity"
      description="Sign-ins and security changes of your account, and what happened in your team: sites, renters, leads and members. Kept for one year."
    >
      <div className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Label htmlFor={filterId}>Category</Label>
          <div className="sm:w-56">
            <Select
              id={filterId}
              value={category ?? ''}
              onChange={(e) => setCategory((e.target.value || null) as ActivityCategory | null)}
            >
              <option value="">All activity</option>
              {ACTIVITY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {activity.isPending ? (
          <div className="space-y-2">
            <span role="status" className="sr-only">
              Loading activity
            </span>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : activity.isError && !activity.isFetchNextPageError ? (
          <RetryAlert
            message="Could not load the activity"
            error={activity.error}
            onRetry={() => activity.refetch()}
          />
        ) : entries.length === 0 ? (
          <EmptyState icon={History} title={category ? 'Nothing in this category yet' : 'No activity yet'}>
            Sign-ins, security changes and your team's work will show here.
          </EmptyState>
        ) : (
          <div className="space-y-4" data-testid="activity-list">
            {groupByDay(entries).map((day) => (
              <section key={day.key} aria-label={day.label}>
                <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {day.label}
                </h3>
                <ul className="divide-y divide-border rounded-lg border border-border">
                  {day.entries.map((e) => (
                    <EntryRow key={e.id} entry={e} />
                  ))}
                </ul>
              </section>
            ))}
            {activity.isFetchNextPageError && (
              <RetryAlert
                message="Could not load more activity"
                error={activity.error}
                onRetry={() => activity.fetchNextPage()}
              />
            )}
            {activity.hasNextPage && (
              <Button
                variant="outline"
                className="w-full sm:w-auto"
                disabled={activity.isFetchingNextPage}
                onClick={() => activity.fetchNextPage()}
              >
                {activity.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
