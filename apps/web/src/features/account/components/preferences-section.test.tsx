import { DEFAULT_PREFERENCES } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatNumber, setFormatPreferences } from '@/lib/format';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { PreferencesSection } from './preferences-section';

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

describe('preferences section', () => {
  it('sends only what changed and puts the answer into the session', async () => {
    const answer = { ...DEFAULT_PREFERENCES, dateFormat: 'YYYY-MM-DD', defaultScreen: '/leads' };
    const { calls } = routeFetch(({ method, path }) =>
      method === 'PATCH' && path === '/api/user/preferences'
        ? jsonResponse({ success: true, data: answer })
        : undefined,
    );
    renderWith(<PreferencesSection />);
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('UTC');
    fireEvent.change(screen.getByLabelText('Date format'), { target: { value: 'YYYY-MM-DD' } });
    fireEvent.change(screen.getByLabelText('Screen after sign-in'), { target: { value: '/leads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(session.updateUser).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ dateFormat: 'YYYY-MM-DD', defaultScreen: '/leads' });
    expect(vi.mocked(session.updateUser).mock.calls[0]?.[0]).toMatchObject({ preferences: answer });
  });

  it("says 'Failed to update preferences' when the save fails", async () => {
    routeFetch(({ method }) =>
      method === 'PATCH'
        ? jsonResponse({ success: false, error: 'internal_error', message: 'Down' }, 503)
        : undefined,
    );
    renderWith(<PreferencesSection />);
    fireEvent.change(screen.getByLabelText('Number format'), { target: { value: 'de-DE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update preferences');
  });
});

describe('formatting follows the preferences', () => {
  it('writes dates in the zone and format, numbers in the locale', () => {
    const at = '2026-03-10T03:30:00.000Z';
    expect(formatDateTime(at)).toBe('03/10/2026, 3:30 AM');
    setFormatPreferences({
      timezone: 'America/Chicago',
      dateFormat: 'DD/MM/YYYY',
      numberFormat: 'de-DE',
      defaultScreen: '/dashboard',
    });
    expect(formatDateTime(at)).toBe('09/03/2026, 22:30');
    expect(formatNumber(1234.5, { maximumFractionDigits: 2 })).toBe('1.234,5');
  });
});
