import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from '@/lib/toast-store';
import { NotificationBell } from './components/notification-bell';
import {
  clearNotifications,
  getNotificationLog,
  markAllRead,
  NOTIFICATION_LOG_LIMIT,
  recordAlert,
  recordNotification,
  startNotificationLog,
} from './notification-log';
import { timeAgo } from './time-ago';

vi.mock('@/lib/session', () => ({ useSession: () => ({ user: { id: 'u1' } }) }));

afterEach(() => {
  act(() => {
    dismissToast();
    clearNotifications();
  });
});

const n = (id: string) => ({ id, type: 'info' as const, title: id, duration: 5000, timestamp: Date.now() });

describe('notification log', () => {
  it('keeps every toast shown (once), newest first, at most 50, with an unread count', () => {
    startNotificationLog();
    toast({ title: 'One' });
    toast({ type: 'achievement', title: 'Two' });
    const log = getNotificationLog();
    expect(log.items.map((i) => [i.title, i.duration])).toEqual([
      ['Two', 10_000],
      ['One', 5000],
    ]);
    expect(log.unread).toBe(2);
    recordNotification(log.items[0]!);
    expect(getNotificationLog().items).toHaveLength(2);
    markAllRead();
    expect(getNotificationLog().unread).toBe(0);
    for (let i = 0; i < 60; i += 1) recordNotification(n(`n${i}`));
    expect(getNotificationLog().items).toHaveLength(NOTIFICATION_LOG_LIMIT);
    expect(getNotificationLog().items[0]!.id).toBe('n59');
  });

  it('keeps this session’s performance alerts for the insight feed', () => {
    recordAlert({ severity: 'warning', message: 'Visits fell', at: '2026-11-22T05:00:00Z' });
    expect(getNotificationLog().alerts[0]).toMatchObject({ message: 'Visits fell', id: expect.any(String) });
    clearNotifications();
    expect(getNotificationLog()).toEqual({ items: [], unread: 0, alerts: [] });
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
  it('shows the unread count, lists notifications with their time and marks them read on close', async () => {
    render(<NotificationBell />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    act(() => {
      toast({ type: 'warning', title: 'Performance alert', message: 'Visits fell' });
    });
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notification-unread').textContent).toBe('1');
    act(() => {
      bell.focus();
      fireEvent.click(bell);
    });
    const centre = await screen.findByTestId('notification-centre');
    await waitFor(() => expect(document.activeElement).toBe(centre));
    expect(centre.textContent).toContain('Performance alert');
    expect(centre.textContent).toContain('Visits fell');
    expect(centre.querySelector('time')?.textContent).toBe('just now');
    act(() => {
      fireEvent.keyDown(centre, { key: 'Escape' });
    });
    expect(screen.queryByTestId('notification-centre')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
