import type { DeploymentJob } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { GoldmineDeployForm } from './goldmine-deploy-form';
import { JobList } from './job-list';

// Pushed events reach the screen through useRealtimeEvent; the test fires them by hand.
const handlers = vi.hoisted(() => new Map<string, Set<(p: unknown) => void>>());
vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: (event: string, fn: (p: unknown) => void) => {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)?.add(fn);
  },
}));
const push = (event: string, payload: unknown) =>
  act(() => {
    for (const fn of handlers.get(event) ?? []) fn(payload);
  });

const job = (patch: Partial<DeploymentJob> = {}): DeploymentJob => ({
  id: 'job-1',
  kind: 'deploy-goldmines',
  status: 'queued',
  progress: 0,
  sitesPlanned: 3,
  sitesDeployed: 0,
  errors: [],
  startedAt: null,
  createdAt: '2026-11-22T04:00:00.000Z',
  finishedAt: null,
  siteIds: [],
  ...patch,
});
const site = (id: string, city: string) => ({
  id,
  kind: 'goldmine',
  name: `Roofing ${city}`,
  slug: id,
  status: 'live',
  opportunityId: `roofing~${id}`,
  verticalSlug: 'roofing',
  vertical: 'Roofing',
  location: { city, state: 'ID' },
  template: 'classic',
  business: { name: `Roofing ${city}` },
  url: `http://127.0.0.1/s/${id}/`,
  customDomain: null,
  domainStatus: null,
  domainRecord: null,
  domainCheckedAt: null,
  domainVerifiedAt: null,
  domainError: null,
  liveVersionId: 'v',
  latestVersion: null,
  pageCount: 5,
  renterId: null,
  tier: 2,
  payout: 150,
  deployedAt: '2026-11-22T04:01:00.000Z',
  currentRevenue: 0,
  leadCount: 0,
  demo: false,
  createdAt: '2026-11-22T04:00:00.000Z',
  updatedAt: '2026-11-22T04:01:00.000Z',
});

beforeEach(() => {
  handlers.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <GoldmineDeployForm />
            <JobList kinds={['deploy-goldmines']} />
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

describe('goldmine deployment', () => {
  it('plans, starts a job that shows running, and follows its progress to the deployed sites', async () => {
    let jobs: DeploymentJob[] = [];
    const { calls } = routeFetch(({ method, path, body }) => {
      if (path.startsWith('/api/payout-data/verticals'))
        return jsonResponse({ success: true, data: [{ slug: 'roofing', name: 'Roofing' }] });
      if (path.startsWith('/api/payout-data/search'))
        return jsonResponse({ success: true, data: { items: [], total: 7 } });
      if (method === 'GET' && path === '/api/dominator-pipeline/jobs')
        return jsonResponse({ success: true, data: jobs });
      if (method === 'POST' && path === '/api/dominator-pipeline/deploy-goldmines') {
        expect(body).toEqual({ limit: 3, vertical: 'roofing' });
        jobs = [job()];
        return jsonResponse({ success: true, data: { job: job(), totalSitesPlanned: 3 } }, 202);
      }
      if (path.startsWith('/api/websites'))
        return jsonResponse({
          success: true,
          data: [site('a', 'Boise'), site('b', 'Nampa'), site('c', 'Meridian')],
        });
    });
    renderScreen();
    expect(await screen.findByText('No deployment jobs yet')).toBeTruthy();
    const limit = screen.getByLabelText('Number of sites') as HTMLInputElement;
    expect(limit.value).toBe('50');
    await waitFor(() =>
      expect(screen.getByTestId('planned-count').textContent).toContain('Plans up to 7 sites'),
    );

    fireEvent.change(limit, { target: { value: '3' } });
    await screen.findByRole('option', { name: 'Roofing' });
    fireEvent.change(screen.getByLabelText('Vertical'), { target: { value: 'roofing' } });
    await waitFor(() =>
      expect(screen.getByTestId('planned-count').textContent).toContain('Plans up to 3 sites'),
    );
    // The count reads 3 from the limit alone; the vertical's own count query may come a moment later.
    await waitFor(() =>
      expect(
        calls.some((c) => c.path.includes('goldmineOnly=true') && c.path.includes('vertical=roofing')),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Deploy goldmines' }));
    expect((await screen.findByTestId('deploy-started')).textContent).toContain('3 sites planned');
    const card = await screen.findByTestId('job-card');
    expect(within(card).getByTestId('job-status').textContent).toBe('Running');
    const bar = within(card).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(within(card).getByRole('button', { name: /Cancel/ })).toBeTruthy();

    push('deployment:progress', {
      jobId: 'job-1',
      status: 'deploying',
      progress: 66,
      sitesPlanned: 3,
      sitesDeployed: 2,
      message: 'Deployed Roofing Nampa',
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('66'));
    expect(within(card).getByTestId('job-sites-count').textContent).toBe('2 of 3 sites deployed');
    expect(within(card).getByText('Deployed Roofing Nampa')).toBeTruthy();

    jobs = [
      job({
        status: 'completed',
        progress: 100,
        sitesDeployed: 3,
        siteIds: ['a', 'b', 'c'],
        startedAt: '2026-11-22T04:00:00.000Z',
        finishedAt: '2026-11-22T04:01:00.000Z',
      }),
    ];
    push('deployment:completed', {
      jobId: 'job-1',
      status: 'completed',
      errors: [],
      completedAt: '2026-11-22T04:01:00.000Z',
    });
    await waitFor(() => expect(within(card).getByTestId('job-status').textContent).toBe('Completed'));
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(card).queryByRole('button', { name: /Cancel/ })).toBeNull();
    const links = await within(card).findAllByRole('link', { name: /Visit/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'http://127.0.0.1/s/a/',
      'http://127.0.0.1/s/b/',
      'http://127.0.0.1/s/c/',
    ]);
  });

  it('cancels a running job', async () => {
    const running = job({
      status: 'running',
      progress: 33,
      sitesDeployed: 1,
      startedAt: '2026-11-22T04:00:00.000Z',
    });
    const { calls } = routeFetch(({ method, path }) => {
      if (path.startsWith('/api/payout-data')) return jsonResponse({ success: true, data: { total: 0 } });
      if (method === 'GET' && path === '/api/dominator-pipeline/jobs')
        return jsonResponse({ success: true, data: [running] });
      if (method === 'POST' && path === '/api/dominator-pipeline/jobs/job-1/cancel')
        return jsonResponse({
          success: true,
          data: { ...running, status: 'cancelled', finishedAt: '2026-11-22T04:00:10.000Z' },
        });
    });
    renderScreen();
    const card = await screen.findByTestId('job-card');
    fireEvent.click(within(card).getByRole('button', { name: /^Cancel Goldmine deployment/ }));
    await waitFor(() => expect(within(card).getByTestId('job-status').textContent).toBe('Cancelled'));
    expect(within(card).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/dominator-pipeline/jobs/job-1/cancel',
    ]);
  });

  it('names the wrong field and sends nothing', async () => {
    const { calls } = routeFetch(({ path }) => {
      if (path.startsWith('/api/payout-data')) return jsonResponse({ success: true, data: { total: 0 } });
      if (path === '/api/dominator-pipeline/jobs') return jsonResponse({ success: true, data: [] });
    });
    renderScreen();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'T' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deploy goldmines' }));
    expect(await screen.findByText('Use the two-letter state code, e.g. TX')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the jobs error with a retry', async () => {
    routeFetch(({ path }) => {
      if (path.startsWith('/api/payout-data')) return jsonResponse({ success: true, data: { total: 0 } });
      if (path === '/api/dominator-pipeline/jobs')
        return jsonResponse({ success: false, message: 'Database down' }, 500);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen();
    const error = await screen.findByTestId('query-error');
    expect(error.textContent).toContain('Database down');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
