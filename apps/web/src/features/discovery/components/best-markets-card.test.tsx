import { MESSAGES } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { BestMarketsCard } from './best-markets-card';

const market = (id: string, city: string, score: number, revenue: number) => ({
  id,
  vertical: 'Roofing',
  verticalSlug: 'roofing',
  location: { city, state: 'ID', county: 'Ada', placeId: id.split('~')[1] },
  population: 200000,
  lat: 43.6,
  lon: -116.2,
  keywords: ['roofer'],
  payout: 150,
  monthlySearches: 900,
  estimatedMonthlyRevenue: revenue,
  competition: 30,
  demandScore: 80,
  quantumScore: score,
  confidence: 0,
  tier: 2,
  goldmine: false,
  estimate: true,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard', element: <BestMarketsCard limit={5} /> }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Your best markets', () => {
  it('shows a skeleton, then each market with score, revenue (est.) and a details link', async () => {
    const { calls } = routeFetch(({ path }) => {
      if (path.startsWith('/api/domination/my-opportunities'))
        return jsonResponse({
          success: true,
          data: [market('roofing~1', 'Boise', 91.6, 12345), market('roofing~2', 'Nampa', 80, 4000)],
        });
    });
    renderCard();
    expect(screen.getByTestId('best-markets-loading')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your best markets' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link').getAttribute('href')).toBe('/opportunity/roofing~1/details');
    expect(first.getByRole('link').textContent).toBe('Roofing · Boise, ID');
    expect(first.getByText('92')).toBeTruthy();
    expect(items[0]?.textContent).toContain('Revenue $12,345/moest.');
    expect(calls[0]?.path).toBe('/api/domination/my-opportunities?limit=5');
    expect(screen.getByRole('link', { name: 'Find more' }).getAttribute('href')).toBe('/discovery');
  });

  it('shows the fetch error with a retry', async () => {
    routeFetch(() => jsonResponse({ success: false, error: 'internal', message: 'Database down' }, 500));
    renderCard();
    const error = await screen.findByTestId('query-error');
    expect(error.textContent).toContain(MESSAGES.fetchOpportunitiesFailed);
    expect(error.textContent).toContain('Database down');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when there are no scored markets', async () => {
    routeFetch(() => jsonResponse({ success: true, data: [] }));
    renderCard();
    expect(await screen.findByText('No scored markets yet.')).toBeTruthy();
  });
});
