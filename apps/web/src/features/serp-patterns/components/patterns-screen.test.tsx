import type { PatternGroup, PatternsReport, SerpSnapshot } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { push } from '@/lib/test-realtime';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { PatternsScreen } from './patterns-screen';

vi.mock('@/lib/realtime', () => import('@/lib/test-realtime'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(url = '/intelligence/patterns') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <PatternsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const share = (count: number, n: number) => ({
  count,
  n,
  share: n ? Math.round((count / n) * 1000) / 1000 : null,
});
const ex = { snapshotId: 'snap-1', keyword: 'roof repair austin', day: '2030-01-02', provider: 'demo' };

const group: PatternGroup = {
  verticalSlug: 'roofing',
  verticalName: 'Roofing',
  citySize: 'large',
  citySizeLabel: '250k-1M people',
  snapshots: 6,
  keywords: 2,
  results: 60,
  enough: true,
  note: null,
  titlePatterns: [
    { id: 'city', label: 'City name in the title', top3: share(18, 18), rest: share(3, 42), examples: [ex] },
    { id: 'year', label: 'A year', top3: share(0, 18), rest: share(0, 42), examples: [] },
  ],
  pageTypes: [
    { id: 'home', label: 'Home page', top3: share(6, 18), rest: share(0, 42), examples: [ex] },
    {
      id: 'directory',
      label: 'Directory or aggregator',
      top3: share(6, 18),
      rest: share(0, 42),
      examples: [],
    },
  ],
  features: [{ feature: 'local_pack', label: 'Map pack', snapshots: share(6, 6), examples: [ex] }],
  localPack: { present: share(6, 6), alsoOrganic: share(4, 12), meanEntries: 3, examples: [ex] },
  own: { ranked: share(2, 6), top3: 1, top10: 2, best: 3, mean: 5.5 },
  examples: [ex],
};

const report = (over: Partial<PatternsReport> = {}): PatternsReport => ({
  filters: { verticalSlug: null, citySize: null },
  coverage: {
    snapshots: 6,
    keywords: 2,
    days: 3,
    firstDay: '2030-01-01',
    lastDay: '2030-01-03',
    providers: [{ provider: 'demo', snapshots: 6, synthetic: true }],
    windowDays: 90,
    capped: false,
  },
  options: {
    verticals: [{ slug: 'roofing', name: 'Roofing', snapshots: 6 }],
    citySizes: [
      { id: 'large', label: '250k-1M people', snapshots: 6 },
      { id: 'small', label: 'under 50k people', snapshots: 0 },
    ],
  },
  groups: [group],
  gsc: { rows: 0, pageTypes: [] },
  ...over,
});

const snapshot: SerpSnapshot = {
  id: 'snap-1',
  siteId: 's1',
  siteName: 'Austin Roofing',
  keyword: 'roof repair austin',
  location: 'Austin,Texas,United States',
  day: '2030-01-02',
  provider: 'demo',
  synthetic: true,
  ownPosition: 2,
  features: ['local_pack'],
  localPack: [
    { title: 'Summit Roofing Pros', domain: 'www.summit-roofing-pros.example', rating: 4.6, reviews: 120 },
  ],
  results: [
    {
      position: 1,
      url: 'https://www.summit-roofing-pros.example/',
      domain: 'www.summit-roofing-pros.example',
      title: 'Roof Repair Austin, TX | Summit Roofing Pros',
      snippet: null,
      pageType: 'home',
      own: false,
    },
    {
      position: 2,
      url: 'http://localhost:3000/s/austin-roofing/',
      domain: 'localhost',
      title: 'Austin Roofing | Roof Repair in Austin',
      snippet: null,
      pageType: 'home',
      own: true,
    },
  ],
};

describe('PatternsScreen', () => {
  it('names the data that fills it when the team has no results pages', async () => {
    routeFetch(({ path }) =>
      path.startsWith('/api/intelligence/patterns')
        ? jsonResponse({
            success: true,
            data: report({
              coverage: { ...report().coverage, snapshots: 0, keywords: 0, days: 0, providers: [] },
              groups: [],
              options: { verticals: [], citySizes: [] },
            }),
          })
        : undefined,
    );
    renderScreen();
    expect(await screen.findByText('No search results pages stored yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a SERP provider' }).getAttribute('href')).toBe(
      '/settings#providers',
    );
    expect(screen.getByRole('link', { name: 'Track keywords' }).getAttribute('href')).toBe('/monitoring');
    expect(screen.getByText(/Search Console import/)).toBeTruthy();
  });

  it('shows coverage, the title patterns with counts, and opens an example page', async () => {
    const { calls } = routeFetch(({ path }) => {
      if (path.startsWith('/api/intelligence/patterns/snapshots/snap-1'))
        return jsonResponse({ success: true, data: snapshot });
      if (path.startsWith('/api/intelligence/patterns'))
        return jsonResponse({ success: true, data: report() });
      return undefined;
    });
    renderScreen();
    const coverage = await screen.findByTestId('coverage');
    expect(coverage.textContent).toMatch(/6 results pages, 2 keywords, 3 days/);
    expect(coverage.textContent).toMatch(/synthetic \(demo\) 6/);
    const row = screen.getByRole('row', { name: /City name in the title/ });
    expect(within(row).getByText('18 of 18 (100%)')).toBeTruthy();
    expect(within(row).getByText('3 of 42 (7%)')).toBeTruthy();
    expect(screen.getByTestId('local-pack').textContent).toMatch(/4 of 12 \(33%\) map-pack businesses/);
    expect(screen.getByText(/best #3, mean #5.5/)).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /roof repair austin/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Roof Repair Austin, TX | Summit Roofing Pros')).toBeTruthy();
    expect(within(dialog).getByText('your site')).toBeTruthy();
    expect(within(dialog).getByText(/synthetic \(demo\)/)).toBeTruthy();
    expect(within(dialog).getByText(/Summit Roofing Pros/, { selector: 'li' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/intelligence/patterns/snapshots/snap-1')).toBe(true);
  });

  it('filters by city size through the query, and reloads when the engine reports', async () => {
    const { calls } = routeFetch(({ path }) =>
      path.startsWith('/api/intelligence/patterns')
        ? jsonResponse({ success: true, data: report() })
        : undefined,
    );
    renderScreen();
    fireEvent.change(await screen.findByLabelText('City size'), { target: { value: 'small' } });
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/intelligence/patterns?citySize=small')).toBe(true),
    );
    const before = calls.length;
    push('engine:status', { engineId: 'serp-patterns', status: 'idle' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  it('says when the report could not be loaded', async () => {
    routeFetch(() => jsonResponse({ success: false, error: 'internal_error', message: 'boom' }, 500));
    renderScreen();
    expect(await screen.findByText(/Could not load the SERP patterns/)).toBeTruthy();
  });
});
