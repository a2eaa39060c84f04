import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/features/notifications';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { InsightsCard } from './insights-card';

vi.mock('@/lib/realtime', () => ({ useRealtimeEvent: () => undefined, useRealtimeSubscription: () => {} }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ user: { id: 'u1' } }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('Latest insights and the notification bell', () => {
  it('show the same events, in the same order, in the same words', async () => {
    routeFetch(({ path }) => {
      if (path.startsWith('/api/websites')) return jsonResponse({ success: true, data: [] });
      if (path.startsWith('/api/leads'))
        return jsonResponse({
          success: true,
          data: {
            items: [1, 2].map((i) => ({
              id: `l${i}`,
              siteId: 's1',
              siteName: 'Austin Plumbing',
              name: `Lead ${i}`,
              value: i * 10,
              demo: false,
              createdAt: at(i * 7),
            })),
          },
        });
      if (path === '/api/performance/milestones')
        return jsonResponse({
          success: true,
          data: [
            {
              id: 'm1',
              siteId: 's1',
              siteName: 'Austin Plumbing',
              kind: 'first_lead',
              title: 'First lead',
              status: 'achieved',
              progress: 1,
              target: 1,
              achievedAt: at(10),
              acknowledged: false,
              note: null,
            },
          ],
        });
      if (path === '/api/performance/achievements')
        return jsonResponse({
          success: true,
          data: [
            {
              id: 'a1',
              kind: 'k',
              title: 'First site live',
              description: 'Live',
              badge: null,
              earnedAt: at(30),
            },
          ],
        });
      return undefined;
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <NotificationBell />
          <InsightsCard now={Date.now()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const insights = await screen.findAllByTestId('insight');
    const words = (els: HTMLElement[]) =>
      els.map((e) => e.textContent?.replace(/^Unread: /, '').replace('Unread: ', ''));
    expect(words(insights)).toEqual([
      'New lead on Austin PlumbingLead 1 · $107 min ago',
      'Austin Plumbing: First leadMilestone reached10 min ago',
      'New lead on Austin PlumbingLead 2 · $2014 min ago',
      'Achievement unlocked: First site liveLive30 min ago',
    ]);
    fireEvent.click(screen.getByTestId('notification-bell'));
    const centre = await screen.findByTestId('notification-centre');
    expect(words(within(centre).getAllByTestId('notification-item'))).toEqual(words(insights));
  });
});
