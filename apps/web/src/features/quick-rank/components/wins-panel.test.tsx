import type { QuickWin } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { WinsPanel } from './wins-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WinsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const win: QuickWin = {
  keywordId: 'k1',
  keyword: 'roof repair austin',
  siteId: 's1',
  siteName: 'Austin Roofing',
  position: 8,
  day: '2030-01-02',
  url: 'http://localhost:3000/s/austin-roofing/',
  crawled: true,
  crawledAt: '2030-01-01T00:00:00.000Z',
  score: 64,
  factors: [],
  fixes: [
    {
      factor: 'title',
      label: 'Keyword in the title',
      cost: 1,
      fix: 'Rewrite the title to start with "roof repair austin"',
    },
  ],
  cost: 1,
  gain: {
    fromPosition: 8,
    toPosition: 5,
    ctrFrom: 0.025,
    ctrTo: 0.05,
    monthlyImpressions: 1000,
    extraClicks: 25,
    basis: 'estimate: average organic CTR by position',
  },
  opportunityId: null,
};

describe('WinsPanel', () => {
  it('says what fills it when there is nothing', async () => {
    routeFetch(({ path }) =>
      path === '/api/quick-rank/wins' ? jsonResponse({ success: true, data: [] }) : undefined,
    );
    renderPanel();
    expect(await screen.findByText('No quick wins yet')).toBeTruthy();
    expect(screen.getByText(/positions? is 4 to 20/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track keywords' }).getAttribute('href')).toBe('/monitoring');
  });

  it('lists a win with its cheapest fix and the estimated gain', async () => {
    routeFetch(({ path }) =>
      path === '/api/quick-rank/wins' ? jsonResponse({ success: true, data: [win] }) : undefined,
    );
    renderPanel();
    expect(await screen.findByText('roof repair austin')).toBeTruthy();
    expect(screen.getByText('#8')).toBeTruthy();
    expect(screen.getByText(/Rewrite the title/)).toBeTruthy();
    expect(screen.getByText('+25 clicks/mo')).toBeTruthy();
    expect(screen.getByText(/Gains are estimates/)).toBeTruthy();
  });
});
