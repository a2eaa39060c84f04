import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { toast } from '@/lib/toast-store';
import { NotificationBell } from './notification-bell';

vi.mock('@/lib/session', () => ({ useSession: () => ({ user: { id: 'u1' } }) }));
vi.mock('@/lib/realtime', () => ({ useRealtimeEvent: () => {}, useRealtimeSubscription: () => {} }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('closes on Escape even when a toast arrived while it was open', async () => {
    routeFetch(({ path }) =>
      path.startsWith('/api/leads')
        ? jsonResponse({ success: true, data: { items: [] } })
        : jsonResponse({ success: true, data: [] }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NotificationBell />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('notification-bell'));
    const centre = await screen.findByTestId('notification-centre');
    // A toast now sits above the open centre as the newest dismissable layer.
    act(() => {
      toast({ type: 'achievement', title: 'First lead', duration: 10_000 });
    });
    await screen.findAllByText('First lead');
    fireEvent.keyDown(centre, { key: 'Escape' });
    expect(screen.queryByTestId('notification-centre')).toBeNull();
  });
});
