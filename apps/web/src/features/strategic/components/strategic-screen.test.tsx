import type { StrategicResult } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPushHandlers, push } from '@/lib/test-realtime';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { StrategicScreen } from './strategic-screen';

vi.mock('@/lib/realtime', () => import('@/lib/test-realtime'));
vi.mock('@/lib/session', () => ({ useSession: () => ({ user: { id: 'u-strategic' } }) }));

afterEach(() => {
  cleanup();
  clearPushHandlers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const result: StrategicResult = {
  items: [
    {
      id: 'site:s1',
      kind: 'site',
      label: 'Austin Roofing',
      action: 'Rent it out',
      verticalSlug: 'roofing',
      vertical: 'Roofing',
      tier: 2,
      siteId: 's1',
      valueMonthly: 288,
      valueBasis: 'basis',
      effortHours: 3,
      effortBasis: '3 h',
      costUsd: 150,
      costBasis: '3 h x $50/h',
      quadrant: 'quick-win',
      facts: [],
      link: '/monitoring?site=s1',
      demo: false,
    },
  ],
  thresholds: { valueHigh: 250, effortLow: 10 },
  quadrants: [
    { id: 'quick-win', label: 'Quick wins', rule: 'value >= $250/month and effort <= 10 h', count: 1 },
    { id: 'big-bet', label: 'Big bets', rule: 'r', count: 0 },
    { id: 'fill-in', label: 'Fill-ins', rule: 'r', count: 0 },
    { id: 'money-pit', label: 'Money pits', rule: 'r', count: 0 },
  ],
  allocation: {
    budget: 500,
    hourlyRate: 50,
    spent: 150,
    samples: 2000,
    seed: 1,
    expectedRevenue: 288,
    picks: [
      {
        itemId: 'site:s1',
        label: 'Austin Roofing',
        action: 'Rent it out',
        kind: 'site',
        costUsd: 150,
        shareBest: 0.62,
        shareFunded: 0.97,
        expectedLeads: 1.92,
        leadsLow: 1.1,
        leadsHigh: 2.8,
        expectedRevenue: 288,
        revenueLow: 165,
        revenueHigh: 420,
        valuePerDollar: 1.92,
        explanation: 'Roofing tier 2 (Rent it out, Austin Roofing): 3 sites observed, 0.9 leads/site/month',
        link: '/monitoring?site=s1',
      },
    ],
  },
  posteriors: [
    {
      verticalSlug: 'roofing',
      vertical: 'Roofing',
      tier: 2,
      payout: 150,
      sites: 3,
      leads: 11,
      siteMonths: 12.5,
      priorMean: 2.1,
      priorSiteMonths: 1,
      mean: 0.97,
      low: 0.6,
      high: 1.4,
    },
  ],
  assumptions: [{ label: 'Hourly rate', value: 50, basis: 'Effort in hours x this rate' }],
  counts: { sites: 3, markets: 12, seo: 0 },
  notes: ['No open SEO opportunities with a priced effect on your sites.'],
  includesDemo: false,
};

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StrategicScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const strategicCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/api/intelligence/strategic'));

describe('StrategicScreen', () => {
  it('shows the allocation with its interval and explanation, the posteriors and the notes', async () => {
    const fetch = routeFetch(({ path }) =>
      path.startsWith('/api/intelligence/strategic')
        ? jsonResponse({ success: true, data: result })
        : undefined,
    );
    renderScreen();
    expect(await screen.findByText(/0\.9 leads\/site\/month/)).toBeTruthy();
    // In the items table and in the allocation, each linking to the site.
    const links = screen.getAllByRole('link', { name: 'Austin Roofing' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/monitoring?site=s1', '/monitoring?site=s1']);
    const items = screen.getByRole('table', { name: 'Items by expected value per dollar' });
    expect(within(items).getByText('$288')).toBeTruthy();
    expect(within(items).getByText('Quick wins')).toBeTruthy();
    expect(screen.getByText('$165–$420')).toBeTruthy();
    expect(screen.getByText('62% / 97%')).toBeTruthy();
    expect(screen.getByText('Quick wins (1)')).toBeTruthy();
    expect(screen.getByText('0.60–1.40')).toBeTruthy();
    expect(screen.getByText(/No open SEO opportunities/)).toBeTruthy();
    expect(strategicCalls(fetch.calls)[0].path).toBe('/api/intelligence/strategic?budget=500&hourlyRate=50');
  });

  it('checks the budget before asking, then asks with it; the demo switch adds includeDemo', async () => {
    const fetch = routeFetch(({ path }) =>
      path.startsWith('/api/intelligence/strategic')
        ? jsonResponse({ success: true, data: result })
        : undefined,
    );
    renderScreen();
    await screen.findByText(/0\.9 leads\/site\/month/);
    fireEvent.change(screen.getByLabelText('Monthly budget ($)'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Allocate' }));
    expect(await screen.findByText(/A number of dollars from 1 to 1,000,000/)).toBeTruthy();
    expect(strategicCalls(fetch.calls)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Monthly budget ($)'), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Allocate' }));
    await waitFor(() =>
      expect(strategicCalls(fetch.calls).map((c) => c.path)).toContain(
        '/api/intelligence/strategic?budget=800&hourlyRate=50',
      ),
    );
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() =>
      expect(strategicCalls(fetch.calls).map((c) => c.path)).toContain(
        '/api/intelligence/strategic?budget=800&hourlyRate=50&includeDemo=true',
      ),
    );
  });

  it('re-reads when the strategic engine reports, and offers a retry on failure', async () => {
    let fail = false;
    const fetch = routeFetch(({ path }) => {
      if (!path.startsWith('/api/intelligence/strategic')) return undefined;
      return fail
        ? jsonResponse({ success: false, error: 'internal_error', message: 'Internal server error' }, 500)
        : jsonResponse({ success: true, data: result });
    });
    renderScreen();
    await screen.findByText(/0\.9 leads\/site\/month/);
    await push('engine:status', { engineId: 'causal', status: 'idle' });
    expect(strategicCalls(fetch.calls)).toHaveLength(1);
    await push('engine:status', { engineId: 'strategic', status: 'idle' });
    await waitFor(() => expect(strategicCalls(fetch.calls)).toHaveLength(2));
    cleanup();
    fail = true;
    renderScreen();
    expect(await screen.findByText(/Could not load the strategic overview/)).toBeTruthy();
  });
});
