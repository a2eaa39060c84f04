import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { DeployedSitesPanel } from './deployed-sites-panel';

vi.mock('@/lib/realtime', () => ({ useRealtimeEvent: () => {} }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const site = {
  id: 's1',
  kind: 'dominator',
  name: 'Boise Roofing Pros',
  slug: 'boise-roofing',
  status: 'live',
  opportunityId: null,
  verticalSlug: 'roofing',
  vertical: 'Roofing',
  location: { city: 'Boise', state: 'ID' },
  template: 'classic',
  business: { name: 'Boise Roofing Pros' },
  url: 'http://127.0.0.1:3000/s/boise-roofing/',
  customDomain: null,
  domainStatus: null,
  domainRecord: null,
  domainCheckedAt: null,
  domainVerifiedAt: null,
  domainError: null,
  liveVersionId: 'v1',
  latestVersion: null,
  pageCount: 40,
  renterId: null,
  tier: 1,
  payout: 300,
  deployedAt: '2026-11-22T04:00:00.000Z',
  currentRevenue: 1234,
  leadCount: 3,
  demo: false,
  createdAt: '2026-11-22T04:00:00.000Z',
  updatedAt: '2026-11-22T04:00:00.000Z',
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter([{ path: '/', element: <DeployedSitesPanel /> }], {
    initialEntries: ['/'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('deployed sites', () => {
  it('lists sites with tier, status, revenue and the live link; the Goldmine tab asks by type', async () => {
    const { calls } = routeFetch(({ path }) =>
      jsonResponse({ success: true, data: path.includes('type=goldmine') ? [] : [site] }),
    );
    renderPanel();
    const row = await screen.findByTestId('site-row');
    expect(within(row).getByText('Boise Roofing Pros')).toBeTruthy();
    expect(within(row).getByText('Roofing · Boise, ID')).toBeTruthy();
    expect(within(row).getByText('Tier 1')).toBeTruthy();
    expect(within(row).getByText('Live')).toBeTruthy();
    expect(within(row).getByText('$1,234')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /Visit site/ })
        .getAttribute('href'),
    ).toBe(site.url);
    expect(calls[0]?.path).toBe('/api/websites?type=all&limit=500');

    fireEvent.click(screen.getByRole('button', { name: 'Goldmine' }));
    expect(await screen.findByText('No goldmine sites yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deploy goldmines' }).getAttribute('href')).toBe(
      '/dominator/goldmine-deployment',
    );
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/websites?type=goldmine&limit=500')).toBe(true),
    );
  });
});
