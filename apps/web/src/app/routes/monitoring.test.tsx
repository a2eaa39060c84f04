import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkflowProvider } from '@/features/workflow';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import MonitoringDashboardRoute from './monitoring';

vi.mock('@/lib/realtime', () => ({ useRealtimeEvent: () => {} }));

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const site = (id: string, name: string, status = 'live') => ({
  id,
  name,
  status,
  url: `http://localhost/s/${id}/`,
  demo: false,
});
const metrics = (id: string, visitors: number) => ({
  id,
  websiteId: id,
  pageviews: visitors * 2,
  uniqueVisitors: visitors,
  leads: 1,
  conversionRate: visitors ? 1 / visitors : null,
  revenue: 45,
  monthlyRevenue: 45,
  averagePosition: null,
  keywordsTracked: 0,
  keywordsTop10: 0,
  keywordsTop3: 0,
  previous: { pageviews: 0, uniqueVisitors: 0, leads: 0, revenue: 0 },
  from: '2026-10-24',
  to: '2026-11-22',
});

function serve() {
  return routeFetch(({ path }) => {
    const u = new URL(path, 'http://x');
    const id = u.searchParams.get('websiteId') ?? '';
    if (u.pathname === '/api/websites')
      return jsonResponse({
        success: true,
        data: [site(A, 'Austin Plumbing'), site(B, 'Boise Roofing'), site('c', 'Draft site', 'draft')],
      });
    if (u.pathname === '/api/performance/metrics')
      return jsonResponse({ success: true, data: metrics(id, id === B ? 7 : 3) });
    if (u.pathname === '/api/analytics')
      return jsonResponse({
        success: true,
        data: { pageviews: 0, leads: 0, daily: [], sources: [], topPages: [] },
      });
    if (u.pathname === '/api/performance/predictions')
      return jsonResponse({ success: false, message: 'not yet' }, 503);
    if (
      u.pathname === '/api/performance/milestones' ||
      u.pathname === '/api/performance/achievements' ||
      u.pathname === '/api/rankings'
    )
      return jsonResponse({ success: true, data: [] });
    if (/^\/api\/sites\/[^/]+\/experiments$/.test(u.pathname))
      return jsonResponse({ success: true, data: { items: [], pages: [] } });
    return undefined;
  });
}

const workflow = (over: Record<string, unknown>) =>
  localStorage.setItem(
    'workflowState',
    JSON.stringify({
      workflowId: 'wf',
      currentStage: 4,
      completedStages: [1, 2, 3],
      selectedOpportunity: null,
      generatedWebsite: null,
      selectedTemplate: null,
      deployedWebsite: null,
      deploymentPlatform: 'built-in',
      activeWebsiteId: B,
      startedAt: null,
      lastUpdatedAt: null,
      isResuming: false,
      hasUnsavedChanges: false,
      ...over,
    }),
  );

function renderRoute(entry = '/monitoring') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <WorkflowProvider>
          <MonitoringDashboardRoute />
        </WorkflowProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/monitoring', () => {
  it("opens the workflow's active site; the picker lists live sites only", async () => {
    workflow({});
    serve();
    renderRoute();
    const view = await screen.findByTestId('monitoring-site');
    expect(view.getAttribute('data-site-id')).toBe(B);
    const options = within(screen.getByLabelText('Live site')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Austin Plumbing', 'Boise Roofing']);
    expect(await screen.findByText('Workflow site')).toBeTruthy();
    expect(within(await screen.findByTestId('kpi-visitors')).getByTestId('kpi-value').textContent).toBe('7');
  });

  it('?site= picks another site', async () => {
    workflow({});
    serve();
    renderRoute(`/monitoring?site=${A}`);
    expect((await screen.findByTestId('monitoring-site')).getAttribute('data-site-id')).toBe(A);
    expect(within(await screen.findByTestId('kpi-visitors')).getByTestId('kpi-value').textContent).toBe('3');
  });

  it('completing monitoring only marks stage 4 complete (current stage and site unchanged)', async () => {
    workflow({});
    serve();
    renderRoute();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete monitoring' }));
    expect(await screen.findByTestId('stage-4-done')).toBeTruthy();
    const saved = JSON.parse(localStorage.getItem('workflowState') ?? '{}');
    expect(saved.completedStages).toEqual([1, 2, 3, 4]);
    expect(saved.currentStage).toBe(4);
    expect(saved.activeWebsiteId).toBe(B);
  });

  it('before stage 3 is done, completing is not offered; the figures still show', async () => {
    serve();
    renderRoute();
    expect((await screen.findByTestId('monitoring-site')).getAttribute('data-site-id')).toBe(A);
    expect((screen.getByRole('button', { name: 'Complete monitoring' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(/Stage 4 opens once a site of this workflow is live/)).toBeTruthy();
    expect(await screen.findByText(/Failed to fetch predictions: not yet/)).toBeTruthy();
  });

  it('without live sites: the empty state', async () => {
    routeFetch(({ path }) =>
      path.startsWith('/api/websites')
        ? jsonResponse({ success: true, data: [site('c', 'Draft', 'draft')] })
        : undefined,
    );
    renderRoute();
    expect(await screen.findByText('No live sites to monitor')).toBeTruthy();
  });
});
