import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import AnalyticsRoute from './analytics';

const SITE = '11111111-1111-4111-8111-111111111111';
const site = { id: SITE, name: 'Austin Plumbing Pros', status: 'live', demo: false };
const report = (over: Record<string, unknown> = {}) => ({
  websiteId: null,
  from: '2026-10-24',
  to: '2026-11-22',
  pageviews: 0,
  uniqueVisitors: 0,
  formViews: 0,
  callClicks: 0,
  leads: 0,
  conversionRate: null,
  revenue: 0,
  sources: [],
  topPages: [],
  daily: [{ date: '2026-11-22', pageviews: 0, visitors: 0, leads: 0, revenue: 0 }],
  bySite: [],
  demo: false,
  ...over,
});
const busy = report({
  pageviews: 12,
  uniqueVisitors: 5,
  formViews: 3,
  leads: 1,
  conversionRate: 0.2,
  revenue: 45,
  sources: [{ source: 'google', visitors: 4, pageviews: 9 }],
  topPages: [{ path: '/water-heaters/', pageviews: 7, visitors: 4 }],
  daily: [{ date: '2026-11-22', pageviews: 12, visitors: 5, leads: 1, revenue: 45 }],
  bySite: [{ siteId: SITE, name: 'Austin Plumbing Pros', pageviews: 12, visitors: 5, leads: 1, revenue: 45 }],
  demo: true,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRoute() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AnalyticsRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/analytics', () => {
  it('before any visit: zeros and the empty state', async () => {
    routeFetch(({ path }) =>
      path.startsWith('/api/websites')
        ? jsonResponse({ success: true, data: [] })
        : path.startsWith('/api/analytics')
          ? jsonResponse({ success: true, data: report() })
          : undefined,
    );
    renderRoute();
    expect(await screen.findByText('No visits yet — deploy a site or load the demo portfolio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deploy a site' }).getAttribute('href')).toBe('/deployment');
    expect(screen.queryByText('Includes demo data')).toBeNull();
  });

  it('shows figures, sources, pages and sites; presets, the site filter and a custom range change the call', async () => {
    const { calls } = routeFetch(({ path }) =>
      path.startsWith('/api/websites')
        ? jsonResponse({ success: true, data: [site] })
        : path.startsWith('/api/analytics')
          ? jsonResponse({ success: true, data: busy })
          : undefined,
    );
    renderRoute();
    await screen.findByTestId('analytics-report');
    expect(calls.find((c) => c.path.startsWith('/api/analytics'))?.path).toBe('/api/analytics?timeRange=30d');
    expect(within(screen.getByTestId('kpi-visitors')).getByTestId('kpi-value').textContent).toBe('5');
    expect(within(screen.getByTestId('kpi-conversion')).getByTestId('kpi-value').textContent).toBe('20%');
    expect(screen.getByText('Includes demo data')).toBeTruthy();
    expect(screen.getByTestId('source-row').textContent).toContain('google');
    expect(screen.getByText('/water-heaters/')).toBeTruthy();
    expect(screen.getByTestId('by-site-row').textContent).toContain('Austin Plumbing Pros');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      '5 visitors, 12 pageviews, 1 lead, $45 revenue',
    );

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/analytics?timeRange=7d'));
    fireEvent.change(screen.getByLabelText('Sites'), { target: { value: SITE } });
    await waitFor(() => expect(calls.at(-1)?.path).toBe(`/api/analytics?websiteId=${SITE}&timeRange=7d`));
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(`/api/analytics?websiteId=${SITE}&from=2026-11-01&to=2026-11-10`),
    );
  });

  it('an error says what the server said', async () => {
    routeFetch(({ path }) =>
      path.startsWith('/api/websites')
        ? jsonResponse({ success: true, data: [] })
        : jsonResponse({ success: false, message: 'from: not a calendar date (2026-02-30)' }, 400),
    );
    renderRoute();
    expect(await screen.findByText(/Could not load analytics: from: not a calendar date/)).toBeTruthy();
  });
});
