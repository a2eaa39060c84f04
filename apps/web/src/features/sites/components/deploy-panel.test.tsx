import type { Site } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { useSite } from '../api/get-site';
import { useSiteDeploy } from '../hooks/use-site-deploy';
import { site, version } from '../test/fixtures';
import { DeployPanel } from './deploy-panel';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const job = (status: string, progress: number) => ({
  id: 'j1',
  kind: 'deploy',
  status,
  progress,
  sitesPlanned: 1,
  sitesDeployed: 0,
  errors: status === 'failed' ? ['Health check answered 500'] : [],
  startedAt: null,
  createdAt: '2026-11-22T04:00:00Z',
  finishedAt: null,
  siteIds: [],
});

function Panel() {
  const q = useSite('s1');
  const deploy = useSiteDeploy(q.data);
  return q.data ? <DeployPanel site={q.data} deploy={deploy} /> : null;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <Panel />
    </QueryClientProvider>,
  );
}

describe('DeployPanel', () => {
  it('follows a queued job by polling the site until the version is live, then shows the URL', async () => {
    let current: Site = site();
    routeFetch((c) => {
      if (c.method === 'GET' && c.path === '/api/sites/s1')
        return jsonResponse({ success: true, data: current });
      if (c.method === 'POST' && c.path === '/api/sites/s1/deploy') {
        current = site({ status: 'deploying' });
        return jsonResponse({ success: true, data: { job: job('running', 30), site: current } });
      }
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Deploy' }));
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByTestId('site-status').dataset.status).toBe('deploying');
    current = site({
      status: 'live',
      liveVersionId: version().id,
      deployedAt: '2026-11-22T04:01:00Z',
      latestVersion: version({ live: true }),
    });
    const link = await screen.findByTestId('live-url', {}, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('http://localhost/s/roofing-boise-id-abc/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Latest version is live' })).toBeTruthy();
  });

  it('follows a deploy that was already running when the screen opened', async () => {
    let current: Site = site({ status: 'deploying' });
    routeFetch((c) => (c.method === 'GET' ? jsonResponse({ success: true, data: current }) : undefined));
    renderPanel();
    await screen.findByRole('progressbar');
    expect(screen.queryByRole('button', { name: 'Deploy' })).toBeNull();
    current = site({ status: 'live', liveVersionId: version().id, latestVersion: version({ live: true }) });
    await screen.findByTestId('live-url', {}, { timeout: 5000 });
  });

  it("shows the job's error when the deploy fails", async () => {
    routeFetch((c) => {
      if (c.method === 'GET') return jsonResponse({ success: true, data: site() });
      return jsonResponse({ success: true, data: { job: job('failed', 60) } });
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Deploy' }));
    await screen.findByText('Health check answered 500');
    expect(screen.queryByTestId('live-url')).toBeNull();
  });

  it("shows the server's message when the call is refused", async () => {
    routeFetch((c) => {
      if (c.method === 'GET') return jsonResponse({ success: true, data: site() });
      return jsonResponse({ success: false, error: 'Conflict', message: 'This site is archived' }, 409);
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Deploy' }));
    await screen.findByText('This site is archived');
  });
});
