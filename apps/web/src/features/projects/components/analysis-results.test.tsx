import type { Crawl, CrawlHistoryItem, CrawlIssues, Project } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPushHandlers, push } from '@/lib/test-realtime';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { AnalysisResults } from './analysis-results';

// Pushed events reach useRealtimeEvent handlers through push(); joins are recorded.
const joined = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/realtime', async () => {
  const client = { subscribe: (_e: string, id: string) => joined.push(id), unsubscribe: () => {} };
  return { ...(await import('@/lib/test-realtime')), useRealtime: () => ({ client }) };
});

const P = '11111111-1111-4111-8111-111111111111';
const DONE = '22222222-2222-4222-8222-222222222222';
const RUN = '33333333-3333-4333-8333-333333333333';

const project = (over: Partial<Project> = {}): Project => ({
  id: P,
  name: 'Austin Roofing',
  url: 'https://austin-roofing.example/',
  siteId: null,
  competitors: [],
  keywords: [],
  location: null,
  limits: { maxPages: 500, maxDepth: 10, requestsPerSecond: 10 },
  lastScore: 72,
  lastCrawlId: DONE,
  lastCrawledAt: '2026-11-20T10:00:00.000Z',
  activeCrawl: null,
  demo: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const crawl = (over: Partial<Crawl> = {}): Crawl => ({
  id: DONE,
  projectId: P,
  status: 'completed',
  trigger: 'manual',
  siteVersionId: null,
  crawled: 42,
  queued: 0,
  progress: 100,
  limits: { maxPages: 500, maxDepth: 10, requestsPerSecond: 10 },
  score: 72,
  categoryScores: { indexability: 91, content: 64, links: 80, performance: 45, 'structured-data': 30 },
  totals: { critical: 2, warning: 5, notice: 9, checks: 6 },
  graph: { pages: 42, orphans: 1, maxDepth: 3, meanDepth: 1.6 },
  facts: {
    robots: { status: 'found', disallowed: ['/admin'], crawlDelayS: null },
    sitemaps: [{ url: 'https://austin-roofing.example/sitemap.xml', urls: 40 }],
    blockedByRobots: 1,
    externalLinks: 7,
    truncated: false,
  },
  pagesKept: true,
  error: null,
  startedAt: '2026-11-20T09:59:00.000Z',
  finishedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:59:00.000Z',
  ...over,
});

const history: CrawlHistoryItem[] = [
  {
    id: DONE,
    status: 'completed',
    trigger: 'manual',
    score: 72,
    categoryScores: null,
    pages: 42,
    totals: null,
    createdAt: '2026-11-20T09:59:00.000Z',
    finishedAt: '2026-11-20T10:00:00.000Z',
  },
];

const issues: CrawlIssues = {
  crawlId: DONE,
  totals: { critical: 2, warning: 5, notice: 9 },
  limit: 20,
  offset: 0,
  groups: [
    {
      id: 'http-4xx',
      title: 'Pages answering 4xx',
      category: 'indexability',
      severity: 'critical',
      why: 'Visitors and search engines reach a dead end.',
      fix: 'Restore the page or redirect it.',
      count: 2,
      urls: [
        { url: 'https://austin-roofing.example/old', detail: { status: 404 } },
        { url: 'https://austin-roofing.example/gone', detail: { status: 410 } },
      ],
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearPushHandlers();
  joined.length = 0;
});

function renderResults(
  opportunities?: (p: { projectId: string; websiteId: string | null }) => React.ReactNode,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AnalysisResults projectId={P} opportunities={opportunities} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AnalysisResults', () => {
  it('shows the score, categories and facts, then the issues grouped by check with why and fix', async () => {
    routeFetch(({ method, path }) => {
      if (method !== 'GET') return undefined;
      if (path === `/api/projects/${P}`) return jsonResponse({ success: true, data: project() });
      if (path === `/api/projects/${P}/crawls`) return jsonResponse({ success: true, data: history });
      if (path === `/api/crawls/${DONE}`) return jsonResponse({ success: true, data: crawl() });
      if (path.startsWith(`/api/crawls/${DONE}/issues`)) return jsonResponse({ success: true, data: issues });
      return undefined;
    });
    renderResults();
    expect(await screen.findByRole('heading', { name: /Austin Roofing/ })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Overall score 72 of 100' })).toBeTruthy();
    const categories = screen.getByRole('list', { name: 'Scores by category' });
    expect(within(categories).getByText('Performance')).toBeTruthy();
    expect(within(categories).getByText('45')).toBeTruthy();
    expect(screen.getByText('40 URLs')).toBeTruthy();
    expect(screen.getByText('One crawl so far: the history shows from the second one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
    expect(joined).toEqual([P]);
    // No opportunities panel given: no such tab.
    expect(screen.queryByRole('tab', { name: 'SEO opportunities' })).toBeNull();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Issues', 'Pages']);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    const group = await screen.findByRole('button', { name: /Pages answering 4xx/ });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /Critical 2/ })).toBeTruthy();
    fireEvent.click(group);
    expect(screen.getByText('Restore the page or redirect it.')).toBeTruthy();
    const urls = screen.getByRole('list', { name: 'Affected URLs of Pages answering 4xx' });
    expect(
      within(urls)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['https://austin-roofing.example/old', 'https://austin-roofing.example/gone']);
    expect(within(urls).getByText('status: 404')).toBeTruthy();
  });

  it('shows a running crawl moving with pushed progress, and the opportunities slot', async () => {
    let running = crawl({
      id: RUN,
      status: 'running',
      crawled: 3,
      queued: 17,
      progress: 15,
      score: null,
      totals: null,
      facts: null,
      finishedAt: null,
    });
    routeFetch(({ method, path }) => {
      if (method !== 'GET') return undefined;
      if (path === `/api/projects/${P}`)
        return jsonResponse({
          success: true,
          data: project({ activeCrawl: { id: RUN, status: 'running', crawled: 3, queued: 17 } }),
        });
      if (path === `/api/projects/${P}/crawls`) return jsonResponse({ success: true, data: history });
      if (path === `/api/crawls/${DONE}`) return jsonResponse({ success: true, data: crawl() });
      if (path === `/api/crawls/${RUN}`) return jsonResponse({ success: true, data: running });
      return undefined;
    });
    renderResults(({ projectId }) => <p>Opportunities of {projectId}</p>);
    const bar = await screen.findByRole('progressbar', { name: 'Crawl progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('15');
    expect(screen.getByText('3 pages crawled, 17 queued')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Crawling/ }) as HTMLButtonElement).disabled).toBe(true);

    running = { ...running, crawled: 10, queued: 10, progress: 50 };
    await push('project:crawl', { projectId: P, crawlId: RUN, status: 'running', crawled: 10, queued: 10 });
    expect(await screen.findByText('10 pages crawled, 10 queued')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Crawl progress' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    // Another project's event changes nothing.
    await push('project:crawl', {
      projectId: 'other',
      crawlId: RUN,
      status: 'running',
      crawled: 99,
      queued: 0,
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('10 pages crawled, 10 queued')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'SEO opportunities' }));
    expect(screen.getByText(`Opportunities of ${P}`)).toBeTruthy();
  });
});
