import type { FeedItem } from '@sdp/shared';
import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDateTime } from '@/lib/format';
import { FEED_POLL_MS, feedQueryOptions } from '../api/keys';
import { useLiveFeed } from '../hooks/use-superweapons';

const KIND_LABEL: Record<FeedItem['kind'], string> = {
  'deploy-job': 'Deploy',
  crawl: 'Crawl',
  'engine-run': 'Engine',
  campaign: 'Campaign',
  implementation: 'SEO fix',
  'automation-run': 'Automation',
};

type Variant = 'default' | 'outline' | 'success' | 'warning' | 'danger';
function variantOf(status: string): Variant {
  if (['completed', 'done'].includes(status)) return 'success';
  if (['failed'].includes(status)) return 'danger';
  if (['cancelled', 'stopped', 'budget-reached', 'paused'].includes(status)) return 'warning';
  if (['running', 'queued', 'scheduled'].includes(status)) return 'default';
  return 'outline';
}

/** The team's running and recent work across kinds, newest first, kept live by pushes and a poll. */
export function LiveFeed() {
  useLiveFeed();
  const q = useQuery(feedQueryOptions());
  const running = q.data?.filter((i) => i.active).length ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="h-5 w-5" aria-hidden />
          Live job feed
        </CardTitle>
        <CardDescription>
          {q.data ? `${running} running or queued. ` : ''}Updated as work reports progress, and every{' '}
          {FEED_POLL_MS / 1000} s.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <Skeleton className="h-40" />
        ) : q.isError ? (
          <RetryAlert message="Could not load the feed" error={q.error} onRetry={() => void q.refetch()} />
        ) : q.data.length === 0 ? (
          <EmptyState icon={Activity} title="No work yet">
            Deploy jobs, crawls, engine runs, campaigns, SEO fixes and automation runs appear here as they
            start.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label="Live job feed" data-testid="live-feed">
            {q.data.map((item) => (
              <li
                key={`${item.kind}:${item.id}`}
                className="flex items-center justify-between gap-4 py-2.5"
                data-testid="feed-item"
                data-kind={item.kind}
                data-id={item.id}
                data-status={item.status}
              >
                <span className="min-w-0">
                  <span className="flex items-center gap-2 text-sm font-medium">
                    <Badge variant="outline">{KIND_LABEL[item.kind]}</Badge>
                    <span className="truncate">{item.label}</span>
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {formatShortDateTime(item.at)}
                    {item.detail ? ` · ${item.detail}` : ''}
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-3 text-sm tabular-nums">
                  {item.progress !== null && item.active ? `${item.progress}%` : null}
                  <Badge variant={variantOf(item.status)}>{item.status}</Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
