import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { NotificationBell } from './components/notification-bell';
import {
  getNotificationLog,
  markAllRead,
  NOTIFICATION_LOG_LIMIT,
  recordAlert,
  setNotificationUser,
} from './notification-log';
import { timeAgo } from './time-ago';

const handlers = vi.hoisted(() => new Map<string, Set<(p: unknown) => void>>());
const subscriptions = vi.hoisted(() => new Set<string>());
vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: (event: string, fn: (p: unknown) => void) => {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)?.add(fn);
  },
  useRealtimeSubscription: (event: string) => subscriptions.add(event),
}));
const session = vi.hoisted(() => ({ user: { id: 'u1' } as { id: string } | null }));
vi.mock('@/lib/session', () => ({ useSession: () => session }));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const lead = (id: string, at: string) => ({
  id,
  siteId: 's1',
  siteName: 'Austin Plumbing',
  name: 'Jo',
  value: 45,
  demo: false,
  createdAt: at,
});

beforeEach(() => {
  localStorage.clear();
  handlers.clear();
  session.user = { id: 'u1' };
  setNotificationUser(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('notification log', () => {
  it('keeps this session’s performance alerts (at most 50), dropped for another user', () => {
    setNotificationUser('u1');
    recordAlert({ severity: 'warning', message: 'Visits fell', at: '2026-11-22T05:00:00Z' });
    expect(getNotificationLog().alerts[0]).toMatchObject({ message: 'Visits fell', id: expect.any(String) });
    for (let i = 0; i < 60; i += 1) recordAlert({ severity: 'info', message: `m${i}`, at: 'x' });
    expect(getNotificationLog().alerts).toHaveLength(NOTIFICATION_LOG_LIMIT);
    setNotificationUser('u2');
    expect(getNotificationLog()).toEqual({ alerts: [], seenAt: 0 });
  });

  it('remembers per user when the bell was read, across reloads', () => {
    setNotificationUser('u1');
    markAllRead(1000);
    setNotificationUser('u2');
    expect(getNotificationLog().seenAt).toBe(0);
    setNotificationUser('u1');
    expect(getNotificationLog().seenAt).toBe(1000);
    markAllRead(500);
    expect(getNotificationLog().seenAt).toBe(1000);
  });

  it('formats times relative to now', () => {
    const now = Date.parse('2026-11-22T05:00:00Z');
    expect(timeAgo('2026-11-22T04:59:50Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T04:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-22T02:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-20T05:00:00Z', now)).toBe('2 d ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('NotificationBell', () => {
  const renderBell = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('shows the event feed with an unread count, marks it read on close and counts a pushed alert', async () => {
    const { calls } = routeFetch(({ path }) => {
      if (path.startsWith('/api/websites'))
        return jsonResponse({ success: true, data: [{ id: 's1', name: 'Austin Plumbing' }] });
      if (path.startsWith('/api/leads'))
        return jsonResponse({ success: true, data: { items: [lead('l1', minutesAgo(3))] } });
      if (path === '/api/performance/milestones') return jsonResponse({ success: true, data: [] });
      if (path === '/api/performance/achievements')
        return jsonResponse({
          success: true,
          data: [
            {
              id: 'a1',
              kind: 'first_site_live',
              title: 'First site live',
              description: 'A site went live',
              badge: null,
              earnedAt: minutesAgo(10),
            },
          ],
        });
      return undefined;
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-unread').textContent).toBe('2');
    act(() => {
      bell.focus();
      fireEvent.click(bell);
    });
    const centre = await screen.findByTestId('notification-centre');
    await waitFor(() => expect(document.activeElement).toBe(centre));
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      'Unread: New lead on Austin Plumbing',
      'Unread: Achievement unlocked: First site live',
    ]);
    expect(items[0]!.querySelector('time')?.textContent).toBe('3 min ago');
    act(() => {
      fireEvent.keyDown(centre, { key: 'Escape' });
    });
    expect(screen.queryByTestId('notification-centre')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(Number(localStorage.getItem('sdp.notifications.seenAt.u1'))).toBeGreaterThan(0);

    // A pushed alert is new; the site is named.
    await new Promise((r) => setTimeout(r, 5));
    act(() => {
      for (const fn of handlers.get('performance:alert') ?? [])
        fn({ siteId: 's1', severity: 'critical', message: 'Site down', at: new Date().toISOString() });
    });
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('notification-bell'));
    const first = (await screen.findAllByTestId('notification-item'))[0]!;
    expect(first.dataset.type).toBe('alert');
    expect(first.textContent).toContain('Alert on Austin Plumbing');
    expect(first.textContent).toContain('Site down');

    // The bell holds the notifications room; a notification:changed re-reads the feed.
    expect(subscriptions.has('notification:subscribe')).toBe(true);
    const reads = () => calls.filter((c) => c.path === '/api/performance/achievements').length;
    const before = reads();
    act(() => {
      for (const fn of handlers.get('notification:changed') ?? []) fn({ cause: 'user:achievement', at: '' });
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('says what will appear when there is nothing yet', async () => {
    routeFetch(({ path }) => {
      if (path.startsWith('/api/websites')) return jsonResponse({ success: true, data: [] });
      if (path.startsWith('/api/leads')) return jsonResponse({ success: true, data: { items: [] } });
      if (path.startsWith('/api/performance/')) return jsonResponse({ success: true, data: [] });
      return undefined;
    });
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect((await screen.findByTestId('notification-centre')).textContent).toContain('Nothing yet.');
  });
});
