import type { SemanticAnalysis, SemanticCluster, SemanticSiteSummary } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { SemanticScreen } from './semantic-screen';

vi.mock('@/lib/realtime', () => import('@/lib/test-realtime'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(url = '/intelligence/semantic') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SemanticScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const siteRef = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Austin Roofing',
  verticalSlug: 'roofing',
  vertical: 'Roofing',
  place: { city: 'Austin', state: 'TX' },
  live: true,
  url: 'http://localhost/s/austin-roofing/',
};

const cluster = (over: Partial<SemanticCluster>): SemanticCluster => ({
  id: 'c1',
  label: 'roof repair near me',
  headTerm: 'roof repair',
  method: 'lexical',
  cohesion: 0.93,
  size: 2,
  searches: 120,
  impressions: 0,
  keywords: [
    { keyword: 'roof repair', sources: ['vertical'], searches: 80, impressions: null },
    { keyword: 'roof repair near me', sources: ['vertical'], searches: 40, impressions: null },
  ],
  subtopics: ['roof repair'],
  entities: [{ text: 'Austin', kind: 'place' }],
  page: {
    path: '/roof-repair/',
    url: 'http://localhost/s/austin-roofing/roof-repair/',
    title: 'Roof Repair',
    similarity: 0.88,
  },
  competingPages: [],
  coverage: 0.5,
  ...over,
});

const analysis: SemanticAnalysis = {
  site: siteRef,
  method: 'lexical',
  counts: {
    keywords: 3,
    bySource: { vertical: 2, tracked: 0, gsc: 1, project: 0 },
    clusters: 2,
    serpClusters: 0,
    withSerp: 0,
    pages: 1,
    gaps: 1,
    cannibalised: 0,
  },
  thresholds: { lexical: 0.5, serpOverlap: 3, pageMatch: 0.3 },
  clusters: [
    cluster({}),
    cluster({
      id: 'c2',
      label: 'emergency roofer austin',
      headTerm: 'emergency roofer austin',
      size: 1,
      searches: 0,
      impressions: 45,
      page: null,
      coverage: null,
    }),
  ],
  gaps: ['c2'],
  pages: [
    {
      path: '/roof-repair/',
      url: 'http://localhost/s/austin-roofing/roof-repair/',
      title: 'Roof Repair',
      clusterIds: ['c1'],
      cannibalisation: false,
      coverage: 0.5,
      subtopics: { covered: ['roof repair'], missing: [] },
      entities: { covered: [], missing: [{ text: 'Austin', kind: 'place' }] },
    },
  ],
};

const summary: SemanticSiteSummary = {
  site: siteRef,
  keywords: 3,
  clusters: 2,
  gaps: 1,
  cannibalised: 0,
  meanCoverage: 0.5,
};

describe('SemanticScreen', () => {
  it('says what fills it for a new account', async () => {
    routeFetch(({ path }) =>
      path === '/api/intelligence/semantic'
        ? jsonResponse({ success: true, data: { sites: [], analysis: null } })
        : undefined,
    );
    renderScreen();
    expect(await screen.findByText('No topic maps yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Build a site' }).getAttribute('href')).toBe('/generation');
  });

  it('shows a site picked from the overview: gaps linking to the writer, the map and coverage', async () => {
    const { calls } = routeFetch(({ path }) => {
      if (path === '/api/intelligence/semantic')
        return jsonResponse({ success: true, data: { sites: [summary], analysis: null } });
      if (path === `/api/intelligence/semantic?siteId=${siteRef.id}`)
        return jsonResponse({ success: true, data: { sites: [summary], analysis } });
      return undefined;
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /Austin Roofing/ }));
    const write = await screen.findByRole('link', { name: 'Write a page for “emergency roofer austin”' });
    expect(write.getAttribute('href')).toBe(
      `/content-generator?keyword=emergency%20roofer%20austin&siteId=${siteRef.id}`,
    );
    expect(screen.getAllByText('45 impressions (28 d)')).toHaveLength(2); // the gap list and the table
    const map = screen.getByRole('list', { name: /Topic map/ });
    expect(within(map).getByText('roof repair near me')).toBeTruthy();
    const meter = screen.getByRole('meter', { name: 'Coverage of /roof-repair/' });
    expect(meter.getAttribute('value')).toBe('50');
    expect(screen.getByText('Missing: Austin')).toBeTruthy();
    expect((screen.getByLabelText('Site') as HTMLSelectElement).value).toBe(siteRef.id);
    expect(calls.some((c) => c.path.includes('siteId='))).toBe(true);
  });
});
