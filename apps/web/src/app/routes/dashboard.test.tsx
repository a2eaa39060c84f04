import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkflowProvider } from '@/features/workflow';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import DashboardRoute from './dashboard';

const handlers = vi.hoisted(() => new Map<string, Set<(p: unknown) => void>>());
const subscriptions = vi.hoisted(() => new Set<string>());
vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: (event: string, fn: (p: unknown) => void) => {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)?.add(fn);
  },
  useRealtimeSubscription: (event: string) => subscriptions.add(event),
}));
vi.mock('@/lib/session', () => ({
  useSession: () => ({ user: { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.test' } }),
  displayName: () => 'Ada Lovelace',
}));

const site = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'goldmine',
  name: 'Austin Plumbing Pros',
  slug: 'austin-plumbing',
  status: 'live',
  url: 'http://localhost/s/austin-plumbing/',
  customDomain: null,
  domainStatus: null,
  domainRecord: null,
  domainCheckedAt: null,
  domainVerifiedAt: null,
  domainError: null,
  location: { city: 'Austin', state: 'TX' },
  currentRevenue: 90,
  leadCount: 2,
  demo: false,
};
const metrics = {
  id: 'portfolio',
  websiteId: null,
  pageviews: 50,
  uniqueVisitors: 20,
  leads: 2,
  conversionRate: 0.1,
  revenue: 90,
  monthlyRevenue: 90,
  averagePosition: 8.5,
  keywordsTracked: 3,
  keywordsTop10: 1,
  keywordsTop3: 0,
  previous: { pageviews: 0, uniqueVisitors: 10, leads: 0, revenue: 0 },
  from: '2026-10-24',
  to: '2026-11-22',
};
const analytics = {
  websiteId: null,
  from: '2026-11-01',
  to: '2026-11-22',
  pageviews: 50,
  uniqueVisitors: 20,
  formViews: 5,
  callClicks: 0,
  leads: 2,
  conversionRate: 0.1,
  revenue: 90,
  sources: [],
  topPages: [],
  daily: [{ date: '2026-11-22', pageviews: 50, visitors: 20, leads: 2, revenue: 90 }],
  bySite: [{ siteId: site.id, name: site.name, pageviews: 50, visitors: 20, leads: 2, revenue: 90 }],
  demo: false,
};

beforeEach(() => handlers.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <WorkflowProvider>
          <DashboardRoute />
        </WorkflowProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('dashboard', () => {
  it('shows the portfolio figures and sites, the server’s message for a failed part, and re-reads on pushed events', async () => {
    const { calls } = routeFetch(({ path }) => {
      if (path.startsWith('/api/websites')) return jsonResponse({ success: true, data: [site] });
      if (path === '/api/performance/metrics') return jsonResponse({ success: true, data: metrics });
      if (path.startsWith('/api/analytics')) return jsonResponse({ success: true, data: analytics });
      if (path === '/api/dominator-pipeline/revenue')
        return jsonResponse({
          success: true,
          data: { metrics: { monthlyRevenue: 90, totalRevenue: 400 }, history: [], basis: {} },
        });
      if (path.startsWith('/api/leads')) return jsonResponse({ success: true, data: { items: [] } });
      if (path === '/api/performance/milestones')
        return jsonResponse(
          { success: false, error: 'unavailable', message: 'Milestones are being recalculated' },
          503,
        );
      if (path === '/api/performance/achievements') return jsonResponse({ success: true, data: [] });
      if (path.startsWith('/api/rankings')) return jsonResponse({ success: true, data: [] });
      if (path.startsWith('/api/domination/my-opportunities'))
        return jsonResponse({ success: true, data: [] });
      if (path === '/api/demo') return undefined;
      if (path === '/api/intelligence-engines/status')
        return jsonResponse(
          { success: false, error: 'internal_error', message: 'Internal server error' },
          500,
        );
      if (path.startsWith('/api/intelligence-engines/insights'))
        return jsonResponse({ success: true, data: { insights: [] } });
    });
    renderDashboard();

    const kpis = await screen.findByTestId('kpi-row');
    await waitFor(() => expect(within(kpis).getByTestId('kpi-visitors').textContent).toContain('20'));
    expect(within(kpis).getByTestId('kpi-sitesLive').textContent).toContain('1');
    expect(within(kpis).getByTestId('kpi-visitors').textContent).toContain('+100%');
    expect(within(kpis).getByTestId('kpi-revenue').textContent).toContain('$90');
    expect(within(kpis).getByTestId('kpi-position').textContent).toContain('#8.5');

    const row = await screen.findByTestId('portfolio-site');
    expect(row.textContent).toContain('Austin Plumbing Pros');
    expect(
      within(row)
        .getByRole('link', { name: /Monitor/ })
        .getAttribute('href'),
    ).toBe(`/monitoring?site=${site.id}`);
    expect(within(row).getByRole('link', { name: /Open/ }).getAttribute('href')).toBe(site.url);

    const milestones = screen.getByTestId('portfolio-milestones');
    await waitFor(() => expect(milestones.textContent).toContain('Milestones are being recalculated'));
    expect(await screen.findByTestId('trend-summary')).toBeTruthy();
    expect(screen.getByTestId('portfolio-leads').textContent).toContain('No leads yet');

    // Real sites: the demo card sits after the best markets (compact), not at the top.
    const demo = screen.getByTestId('demo-portfolio-card');
    expect(
      screen.getByTestId('best-markets').compareDocumentPosition(demo) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // The intelligence engines come last, loaded lazily, with the exact message of a failed read.
    const engines = await screen.findByTestId('dashboard-engines');
    expect(within(engines).getByRole('heading', { name: 'Intelligence engines' })).toBeTruthy();
    await waitFor(() => expect(engines.textContent).toContain('Failed to fetch engine statuses'), {
      timeout: 5000,
    });

    // The dashboard subscribes to its room; a dashboard:changed re-reads the portfolio figures
    // without a reload.
    expect(subscriptions.has('dashboard:subscribe')).toBe(true);
    const metricsCalls = () => calls.filter((c) => c.path === '/api/performance/metrics').length;
    const before = metricsCalls();
    act(() => {
      for (const fn of handlers.get('dashboard:changed') ?? []) fn({ cause: 'performance:update', at: '' });
    });
    await waitFor(() => expect(metricsCalls()).toBeGreaterThan(before), { timeout: 5000 });
  });
});
