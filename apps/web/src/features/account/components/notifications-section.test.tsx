import { DEFAULT_NOTIFICATIONS, DEFAULT_PREFERENCES } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFormatPreferences } from '@/lib/format';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { NotificationsSection } from './notifications-section';

const session = vi.hoisted(() => ({
  user: null as Record<string, unknown> | null,
  updateUser: (() => {}) as (u: unknown) => void,
}));
vi.mock('@/lib/session', async (original) => ({
  ...(await original<typeof import('@/lib/session')>()),
  useSession: () => ({ user: session.user, updateUser: session.updateUser }),
}));

beforeEach(() => {
  session.user = { id: 'u1', email: 'ada@example.test', preferences: { ...DEFAULT_PREFERENCES } };
  session.updateUser = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  setFormatPreferences(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWith(node: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('notifications section', () => {
  it('loads, then saves each toggle and the digest at once', async () => {
    let settings = structuredClone(DEFAULT_NOTIFICATIONS);
    const { calls } = routeFetch(({ method, path, body }) => {
      if (path !== '/api/user/notifications') return undefined;
      if (method === 'PATCH') {
        const b = body as { kinds?: Record<string, object>; digest?: object };
        settings = {
          kinds: {
            ...settings.kinds,
            ...Object.fromEntries(
              Object.entries(b.kinds ?? {}).map(([k, v]) => [
                k,
                { ...settings.kinds[k as 'achievement'], ...v },
              ]),
            ),
          },
          digest: { ...settings.digest, ...b.digest },
        };
      }
      return jsonResponse({ success: true, data: settings });
    });
    renderWith(<NotificationsSection />);
    const mail = await screen.findByRole('checkbox', { name: 'Performance alerts: E-mail' });
    expect((mail as HTMLInputElement).checked).toBe(false);
    // Lead notifications are never mailed: no toggle that would do nothing.
    expect(screen.queryByRole('checkbox', { name: 'New leads: E-mail' })).toBeNull();
    expect(screen.getByText('New leads: not sent by e-mail')).toBeTruthy();
    fireEvent.click(mail);
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Performance alerts: E-mail' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      kinds: { performance_alert: { mail: true } },
    });
    const digest = screen.getByRole('group', { name: 'Daily digest' });
    expect((within(digest).getByLabelText('Send at') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(within(digest).getByRole('checkbox'));
    await waitFor(() =>
      expect((within(digest).getByLabelText('Send at') as HTMLSelectElement).disabled).toBe(false),
    );
    fireEvent.change(within(digest).getByLabelText('Send at'), { target: { value: '6' } });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(3));
    expect(calls.at(-1)?.body).toEqual({ digest: { hour: 6 } });
  });

  it('offers a retry when the settings cannot be read, and says when a save fails', async () => {
    let fail = true;
    routeFetch(({ method }) => {
      if (method === 'GET')
        return fail
          ? jsonResponse({ success: false, error: 'internal_error', message: 'Down' }, 503)
          : jsonResponse({ success: true, data: DEFAULT_NOTIFICATIONS });
      return jsonResponse({ success: false, error: 'internal_error', message: 'Down' }, 503);
    });
    renderWith(<NotificationsSection />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load your notification settings',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Milestones and achievements: In the app' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update preferences');
    // The toggle moved at once and went back when the save failed.
    const toggle = screen.getByRole('checkbox', { name: 'Milestones and achievements: In the app' });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });
});
