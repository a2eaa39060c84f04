import type { CompetitiveDetail, CompetitivePage, CompetitiveProject } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { CompetitiveScreen } from './competitive-screen';

vi.mock('@/lib/realtime', () => import('@/lib/test-realtime'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(url = '/intelligence/competitive') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <CompetitiveScreen title="Competitive Analysis" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const usage = { pagesPerRefresh: 10, pagesPerHour: 60, usedThisHour: 4 };
const project: CompetitiveProject = {
  id: 'p1',
  name: 'Austin roofs',
  url: 'https://me.test/',
  siteId: null,
  keywords: ['roof repair'],
  competitorUrls: ['https://rival.test/'],
  pagesFetched: 1,
  fetchedAt: '2030-01-01T10:00:00.000Z',
};
const pageOf = (url: string, over: Partial<CompetitivePage>): CompetitivePage => ({
  url,
  domain: new URL(url).hostname,
  source: 'project',
  keyword: 'roof repair',
  statusCode: 200,
  error: null,
  fetchedAt: '2030-01-01T10:00:00.000Z',
  title: null,
  description: null,
  wordCount: 100,
  headingCounts: { h1: 1, h2: 2, h3: 0, h4: 0, h5: 0, h6: 0 },
  headings: { h1: [], h2: [], h3: [] },
  schemaTypes: [],
  internalLinks: 3,
  externalLinks: 0,
  images: 0,
  imagesMissingAlt: 0,
  bytes: 20_000,
  loadMs: 120,
  topTerms: [],
  hasText: true,
  ...over,
});
const gap = {
  id: 'schema:FAQPage',
  kind: 'schema' as const,
  title: '1 of 1 competitors have FAQPage schema; your page has none',
  action: 'Add FAQPage structured data (JSON-LD) to the page.',
  yours: null,
  competitors: 'FAQPage',
  unit: null,
  items: ['FAQPage'],
  evidence: {
    competitorsWith: 1,
    competitorsTotal: 1,
    values: [{ url: 'https://rival.test/', value: 'FAQPage' }],
  },
  impact: 0.6,
  effort: 1,
  score: 60,
};
const detail: CompetitiveDetail = {
  project,
  own: pageOf('https://me.test/', { source: 'own', wordCount: 620 }),
  competitors: [pageOf('https://rival.test/', { wordCount: 1450, schemaTypes: ['FAQPage'] })],
  median: { wordCount: 1450, h2: 2, h3: 0, schemaTypes: 1, internalLinks: 3, bytes: 20_000, loadMs: 120 },
  gaps: [gap],
  actions: [gap],
  fetchedAt: '2030-01-01T10:00:00.000Z',
};

describe('CompetitiveScreen', () => {
  it('says how to start for a new account', async () => {
    routeFetch(({ path }) =>
      path === '/api/intelligence/competitive'
        ? jsonResponse({ success: true, data: { projects: [], detail: null, usage } })
        : undefined,
    );
    renderScreen();
    expect(await screen.findByText('No projects to compare yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a project with competitors' }).getAttribute('href')).toBe(
      '/projects/new',
    );
  });

  it('shows the comparison, the actions with evidence, and refreshes', async () => {
    const { calls } = routeFetch(({ method, path }) => {
      if (method === 'GET' && path === '/api/intelligence/competitive')
        return jsonResponse({ success: true, data: { projects: [project], detail: null, usage } });
      if (method === 'GET' && path === '/api/intelligence/competitive?projectId=p1')
        return jsonResponse({ success: true, data: { projects: [project], detail, usage } });
      if (method === 'POST' && path === '/api/intelligence/competitive/p1/refresh')
        return jsonResponse({ success: true, data: { fetched: 2, failed: 0, detail, usage } });
      return undefined;
    });
    renderScreen();
    // In "what to add first" and in the gaps.
    expect(
      await screen.findAllByText('1 of 1 competitors have FAQPage schema; your page has none'),
    ).toHaveLength(2);
    expect(screen.getByText('Score 60')).toBeTruthy();
    expect(screen.getByText(/Evidence: 1 of 1 competitors/)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Your page me.test' })).toBeTruthy();
    expect(screen.getByText("Competitors' median")).toBeTruthy();
    expect(screen.getAllByText('1,450').length).toBeGreaterThan(0);
    expect(screen.getByText(/4 of 60 pages fetched this hour/)).toBeTruthy();
    expect((screen.getByLabelText('Project') as HTMLSelectElement).value).toBe('p1');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('2 pages read.')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/api/intelligence/competitive/p1/refresh'),
      ).toBe(true),
    );
  });

  it('a project without competitors links to its settings', async () => {
    const bare = { ...project, competitorUrls: [], pagesFetched: 0, fetchedAt: null };
    const empty = {
      ...detail,
      project: bare,
      own: null,
      competitors: [],
      gaps: [],
      actions: [],
      fetchedAt: null,
    };
    routeFetch(({ path }) =>
      path.startsWith('/api/intelligence/competitive')
        ? jsonResponse({
            success: true,
            data: { projects: [bare], detail: path.includes('p1') ? empty : null, usage },
          })
        : undefined,
    );
    renderScreen('/intelligence/competitive?projectId=p1');
    expect(await screen.findByText('No competitors for this project')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add competitors to Austin roofs' }).getAttribute('href')).toBe(
      '/projects/p1',
    );
    expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
