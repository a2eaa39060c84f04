import type { Project } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { ProjectsList } from './projects-list';

vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: () => {},
  usePlainWs: () => ({ client: null, state: null }),
}));

const project = (over: Partial<Project>): Project => ({
  id: 'p1',
  name: 'example.com',
  url: 'https://example.com/',
  siteId: null,
  competitors: [],
  keywords: [],
  location: null,
  limits: { maxPages: 500, maxDepth: 10, requestsPerSecond: 10 },
  lastScore: null,
  lastCrawlId: null,
  lastCrawledAt: null,
  activeCrawl: null,
  demo: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProjectsList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProjectsList', () => {
  it('shows the empty state with the New project action', async () => {
    routeFetch(({ path }) =>
      path === '/api/projects' ? jsonResponse({ success: true, data: [] }) : undefined,
    );
    renderList();
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('No projects yet')).toBeTruthy();
    expect(
      within(empty)
        .getByRole('link', { name: /New project/ })
        .getAttribute('href'),
    ).toBe('/projects/new');
  });

  it('lists projects with hosted badge, score, a running crawl, and deletes after confirming', async () => {
    let list = [
      project({
        id: 'p1',
        name: 'Roofing Austin',
        siteId: 's1',
        lastScore: 84,
        activeCrawl: { id: 'c1', status: 'running', crawled: 12, queued: 36 },
      }),
      project({
        id: 'p2',
        name: 'rival.example',
        url: 'https://rival.example/',
        lastScore: 41,
        lastCrawledAt: '2026-11-20T10:00:00.000Z',
      }),
    ];
    const { calls } = routeFetch(({ method, path }) => {
      if (method === 'GET' && path === '/api/projects') return jsonResponse({ success: true, data: list });
      if (method === 'DELETE' && path === '/api/projects/p2') {
        list = list.filter((p) => p.id !== 'p2');
        return jsonResponse({ success: true, message: 'Project deleted' });
      }
      return undefined;
    });
    renderList();
    const row = (await screen.findByRole('link', { name: 'Roofing Austin' })).closest('tr')!;
    expect(within(row).getByText('Hosted')).toBeTruthy();
    expect(within(row).getByText('84')).toBeTruthy();
    expect(
      within(row).getByRole('progressbar', { name: 'Crawl of Roofing Austin' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(within(row).getByText('12 pages')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'rival.example' }).closest('tr')!;
    expect(within(other).getByText('41').className).toContain('text-red-400');
    expect(within(other).queryByText('Hosted')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete rival.example' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete project' }));
    await screen.findByRole('link', { name: 'Roofing Austin' });
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'rival.example' })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/projects/p2')).toBe(true);
  });
});
