import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/toast-store';
import { NotificationBell } from './notification-bell';

vi.mock('@/lib/session', () => ({ useSession: () => ({ user: { id: 'u1' } }) }));
vi.mock('@/lib/realtime', () => ({ useRealtimeEvent: () => {} }));

afterEach(cleanup);

describe('NotificationBell', () => {
  it('closes on Escape even when a toast arrived while it was open', async () => {
    render(
      <>
        <NotificationBell />
        <Toaster />
      </>,
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
