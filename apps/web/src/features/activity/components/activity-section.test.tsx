import type { ActivityEntry } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { ActivitySection } from './activity-section';

const now = new Date();
const at = (daysAgo: number, hour: number) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hour, 5).toISOString();

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: crypto.randomUUID(),
  kind: 'auth.sign_in',
  category: 'sign-in',
  summary: 'Signed in with password',
  who: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
  when: at(0, 0),
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  target: null,
  ...over,
});

const page1 = [
  entry({ summary: 'Signed in with password', when: at(0, 1) }),
  entry({
    kind: 'site.deployed',
    category: 'sites',
    summary: 'Deployed Roofing Austin (version 2): live',
    target: { type: 'site', id: 's1' },
    when: at(0, 0),
  }),
  entry({
    kind: 'auth.sign_in_failed',
    summary: 'Failed sign-in: wrong password',
    who: null,
    when: at(1, 10),
  }),
];
const page2 = [
  entry({ kind: 'renter.created', category: 'renters', summary: 'Added the renter Acme', when: at(3, 9) }),
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <ActivitySection /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Activity section', () => {
  it('groups entries by day with who, when, where and the device, links targets, and loads more', async () => {
    const { calls } = routeFetch(({ path }) => {
      if (path.startsWith('/api/user/activity?limit=25&cursor=c1'))
        return jsonResponse({ success: true, data: { entries: page2, nextCursor: null } });
      if (path.startsWith('/api/user/activity'))
        return jsonResponse({ success: true, data: { entries: page1, nextCursor: 'c1' } });
    });
    renderSection();
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeTruthy();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getAllByTestId('activity-entry')).toHaveLength(2);
    const first = within(today).getAllByTestId('activity-entry')[0]!;
    expect(first.textContent).toContain('Ada Lovelace');
    expect(first.textContent).toContain('203.0.113.9');
    expect(first.textContent).toContain('Chrome on Linux');
    const link = within(today).getByRole('link', { name: /Deployed Roofing Austin/ });
    expect(link.getAttribute('href')).toBe('/monitoring?site=s1');
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(yesterday.textContent).toContain('Someone');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Added the renter Acme')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/user/activity?limit=25',
      '/api/user/activity?limit=25&cursor=c1',
    ]);
  });

  it('filters by category through the labelled select', async () => {
    const { calls } = routeFetch(({ path }) =>
      jsonResponse({
        success: true,
        data: { entries: path.includes('category=renters') ? page2 : page1, nextCursor: null },
      }),
    );
    renderSection();
    await screen.findByText('Signed in with password');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'renters' } });
    expect(await screen.findByText('Added the renter Acme')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/api/user/activity?limit=25&category=renters');
  });

  it('shows the empty state, and an error with Try again', async () => {
    let fail = true;
    routeFetch(() =>
      fail
        ? jsonResponse({ success: false, error: 'internal_error', message: 'Internal server error' }, 500)
        : jsonResponse({ success: true, data: { entries: [], nextCursor: null } }),
    );
    renderSection();
    expect(await screen.findByText(/Could not load the activity: Internal server error/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No activity yet')).toBeTruthy();
  });

  it('shows skeletons while loading', async () => {
    routeFetch(() => new Promise(() => {}));
    renderSection();
    expect(screen.getByRole('status').textContent).toBe('Loading activity');
    await waitFor(() => expect(screen.queryByTestId('activity-list')).toBeNull());
  });
});
