import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { PipelineStrip } from './pipeline-strip';
import { RevenuePanel } from './revenue-panel';

const handlers = vi.hoisted(() => new Map<string, Set<(p: unknown) => void>>());
vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: (event: string, fn: (p: unknown) => void) => {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)?.add(fn);
  },
}));

const metrics = (total: number) => ({
  totalRevenue: total,
  monthlyRevenue: total,
  dailyRevenue: total,
  revenueByTier: { tier1: total, tier2: 0, tier3: 0 },
  revenueByVertical: total ? { Roofing: total } : {},
  projectedMonthlyRevenue: total * 2,
  profitMargin: total ? 0.5 : null,
  roi: null,
});
const revenue = (total: number) => ({
  success: true,
  data: {
    metrics: metrics(total),
    history: [{ date: '2026-11-22', revenue: total, leads: total ? 1 : 0, cost: 0 }],
    basis: { totalRevenue: 'All time: accepted leads plus rent.' },
  },
});

beforeEach(() => handlers.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanels() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <PipelineStrip />
            <RevenuePanel />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('revenue and pipeline', () => {
  it('shows the pipeline counts and the six metrics by name, empty without revenue, then re-reads on a lead', async () => {
    let total = 0;
    let deployed = 3;
    routeFetch(({ path }) => {
      if (path === '/api/dominator-pipeline/revenue') return jsonResponse(revenue(total));
      if (path === '/api/dominator-pipeline/pipeline/status')
        return jsonResponse({
          success: true,
          data: {
            opportunities: 2,
            stages: { scan: 976380, score: 976380, build: 3, deploy: deployed, revenue: 0 },
          },
        });
    });
    renderPanels();
    expect((await screen.findByTestId('stage-deploy')).textContent).toBe('3');
    expect(screen.getByTestId('stage-scan').textContent).toBe('976,380');
    expect(screen.getByTestId('pipeline-opportunities').textContent).toContain('2 saved opportunities');
    const cards = await screen.findByTestId('revenue-metrics');
    for (const name of [
      'Total revenue',
      'Monthly revenue',
      'Daily revenue',
      'Projected monthly revenue',
      'Profit margin',
      'ROI',
    ])
      expect(within(cards).getByText(name)).toBeTruthy();
    expect(screen.getByText('No revenue yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deploy goldmines' }).getAttribute('href')).toBe(
      '/dominator/goldmine-deployment',
    );

    fireEvent.click(screen.getByRole('button', { name: 'How Total revenue is computed' }));
    expect(await screen.findByText('All time: accepted leads plus rent.')).toBeTruthy();

    total = 45;
    deployed = 4;
    for (const fn of handlers.get('lead:updated') ?? [])
      fn({ leadId: 'l', siteId: 's', status: 'accepted', value: 45, at: '' });
    await waitFor(() => expect(screen.queryByText('No revenue yet')).toBeNull());
    expect(within(screen.getByTestId('revenue-metrics')).getAllByText('$45').length).toBe(3);
    expect(screen.getByText('Revenue by tier')).toBeTruthy();
    expect(screen.getByText('Revenue by vertical')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('stage-deploy').textContent).toBe('4'));
  });

  it('says when revenue cannot be loaded, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    routeFetch(({ path }) => {
      if (path === '/api/dominator-pipeline/revenue')
        return jsonResponse({ success: false, message: 'Database down' }, 500);
      if (path === '/api/dominator-pipeline/pipeline/status')
        return jsonResponse({ success: false, message: 'Database down' }, 500);
    });
    renderPanels();
    const error = await screen.findByTestId('query-error');
    expect(error.textContent).toContain('Revenue could not be loaded.');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findAllByText('Unavailable')).toHaveLength(5);
  });
});
