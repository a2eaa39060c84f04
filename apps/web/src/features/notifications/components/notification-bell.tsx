import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { unreadCount, useEventFeed } from '../api/use-event-feed';
import { useLiveFeed } from '../api/use-live-feed';
import { markAllRead, recordAlert, setNotificationUser } from '../notification-log';
import { FeedEventItem } from './feed-event-item';

/**
 * Header bell: the event feed "Latest insights" shows too (same queries, order and words), with the
 * number of events since the bell was last read.
 */
export function NotificationBell() {
  const { user } = useSession();
  const { events, seenAt } = useEventFeed();
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const content = useRef<HTMLDivElement>(null);

  // A different (or no) user: that user's read time, no alerts of the previous one.
  useEffect(() => setNotificationUser(user?.id ?? null), [user?.id]);
  useRealtimeEvent('performance:alert', recordAlert);
  useLiveFeed();

  const unread = unreadCount(events, seenAt);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setNow(Date.now());
    // Read up to now, or up to the newest event if the server's clock runs ahead of this one.
    else markAllRead(Math.max(Date.now(), ...events.map((e) => Date.parse(e.at)).filter(Number.isFinite)));
  };
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={label}
        data-testid="notification-bell"
        className="relative flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="notification-unread"
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] font-semibold leading-none text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          data-testid="notification-centre"
          ref={content}
          tabIndex={-1}
          aria-label="Notifications"
          // Focus the panel itself, not 'Clear all' (Enter would wipe the list).
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            content.current?.focus();
          }}
          // A toast that arrives while the centre is open is the top dismissable layer and would
          // take Escape for itself; with focus in the centre, Escape closes the centre too.
          onKeyDown={(e) => {
            if (e.key === 'Escape') onOpenChange(false);
          }}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-border bg-popover text-popover-foreground shadow-2xl outline-none"
        >
          <div className="border-b border-border px-4 py-3">
            <h2 className="text-sm font-semibold">Notifications</h2>
          </div>
          {events.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground">
              Nothing yet. New leads, milestones reached, achievements and performance alerts show up here as
              they happen.
            </p>
          ) : (
            <ul
              className="max-h-[min(28rem,70vh)] divide-y divide-border overflow-y-auto"
              aria-label="Recent notifications"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
            >
              {events.map((e) => {
                const isUnread = Date.parse(e.at) > seenAt;
                return (
                  <FeedEventItem
                    key={e.id}
                    event={e}
                    now={now}
                    unread={isUnread}
                    onNavigate={() => onOpenChange(false)}
                    testId="notification-item"
                    className={cn('px-4 py-3', isUnread && 'bg-accent/40')}
                  />
                );
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
