import { AlertTriangle, Flag, Inbox, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import type { FeedEvent } from '../lib/event-feed';
import { fullTime, timeAgo } from '../time-ago';

const icon: Record<FeedEvent['kind'], typeof Trophy> = {
  achievement: Trophy,
  milestone: Flag,
  alert: AlertTriangle,
  lead: Inbox,
};
const tone: Record<FeedEvent['tone'], string> = {
  good: 'text-emerald-400',
  warning: 'text-amber-400',
  critical: 'text-red-400',
  neutral: 'text-blue-400',
};

/** One event of the feed, as both the bell and "Latest insights" show it: icon, title (a link), detail, time. */
export function FeedEventItem({
  event: e,
  now,
  unread = false,
  onNavigate,
  testId,
  className,
}: {
  event: FeedEvent;
  now: number;
  unread?: boolean;
  onNavigate?: () => void;
  testId: string;
  className?: string;
}) {
  const Icon = icon[e.kind];
  return (
    <li
      className={cn('flex items-start gap-3', className)}
      data-testid={testId}
      data-type={e.kind}
      data-kind={e.kind}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', tone[e.tone])} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          {unread && <span className="sr-only">Unread: </span>}
          {e.href ? (
            <Link to={e.href} className="hover:underline" onClick={onNavigate}>
              {e.title}
            </Link>
          ) : (
            e.title
          )}
        </p>
        {e.detail && <p className="text-xs text-muted-foreground">{e.detail}</p>}
      </div>
      <time dateTime={e.at} title={fullTime(e.at)} className="shrink-0 text-xs text-muted-foreground">
        {timeAgo(e.at, now)}
      </time>
    </li>
  );
}
