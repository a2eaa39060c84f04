import { AlertCircle, AlertTriangle, Bell, CheckCircle2, Info, Trophy } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRealtimeEvent } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import type { NotificationType } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import {
  clearNotifications,
  getNotificationLog,
  markAllRead,
  recordAlert,
  startNotificationLog,
  subscribeNotificationLog,
} from '../notification-log';
import { fullTime, timeAgo } from '../time-ago';

const look: Record<NotificationType, { icon: typeof Info; className: string }> = {
  success: { icon: CheckCircle2, className: 'text-emerald-400' },
  error: { icon: AlertCircle, className: 'text-red-400' },
  warning: { icon: AlertTriangle, className: 'text-amber-400' },
  info: { icon: Info, className: 'text-blue-400' },
  achievement: { icon: Trophy, className: 'text-yellow-300' },
};

export const useNotificationLog = () =>
  useSyncExternalStore(subscribeNotificationLog, getNotificationLog, getNotificationLog);

/** Header bell: unread count and the last 50 notifications of this session, with their times. */
export function NotificationBell() {
  const { user } = useSession();
  const log = useNotificationLog();
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => startNotificationLog(), []);
  // A different (or no) user starts an empty centre.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the user changes
  useEffect(() => () => clearNotifications(), [user?.id]);
  useRealtimeEvent('performance:alert', recordAlert);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setNow(Date.now());
    else markAllRead();
  };
  const label = log.unread > 0 ? `Notifications, ${log.unread} unread` : 'Notifications';

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={label}
        data-testid="notification-bell"
        className="relative flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Bell className="size-5" aria-hidden="true" />
        {log.unread > 0 && (
          <span
            data-testid="notification-unread"
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-500 px-1 text-[10px] font-semibold leading-none text-white"
          >
            {log.unread > 9 ? '9+' : log.unread}
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
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 className="text-sm font-semibold">Notifications</h2>
            {log.items.length > 0 && (
              <button
                type="button"
                onClick={clearNotifications}
                className="rounded-sm text-xs text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                Clear all
              </button>
            )}
          </div>
          {log.items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground">
              No notifications yet. New leads, achievements and alerts show up here.
            </p>
          ) : (
            <ul
              className="max-h-[min(28rem,70vh)] divide-y divide-border overflow-y-auto"
              aria-label="Recent notifications"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
            >
              {log.items.map((n) => {
                const { icon: Icon, className } = look[n.type] ?? look.info;
                return (
                  <li
                    key={n.id}
                    data-type={n.type}
                    data-testid="notification-item"
                    className={cn('flex gap-3 px-4 py-3', !n.read && 'bg-accent/40')}
                  >
                    <Icon className={cn('mt-0.5 size-4 shrink-0', className)} aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium">
                        {!n.read && <span className="sr-only">Unread: </span>}
                        {n.title}
                      </p>
                      {n.message && <p className="mt-0.5 text-sm text-muted-foreground">{n.message}</p>}
                      <time
                        dateTime={new Date(n.timestamp).toISOString()}
                        title={fullTime(n.timestamp)}
                        className="mt-1 block text-xs text-muted-foreground"
                      >
                        {timeAgo(n.timestamp, now)}
                      </time>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
