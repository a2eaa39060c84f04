import type {
  ImplementationProgress,
  OpportunityAnalytics,
  OpportunityStep,
  SeoOpportunity,
} from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

export const SITE = '11111111-1111-4111-8111-111111111111';
export const OPP = '33333333-3333-4333-8333-333333333333';
export const STEP1 = '44444444-4444-4444-8444-444444444441';
export const STEP2 = '44444444-4444-4444-8444-444444444442';

export const step = (over: Partial<OpportunityStep> = {}): OpportunityStep => ({
  id: STEP1,
  position: 1,
  title: 'Rewrite the title of /roof-repair/',
  detail: 'Add the city and the service',
  action: 'set-title',
  automated: true,
  status: 'pending',
  reason: null,
  result: null,
  startedAt: null,
  finishedAt: null,
  ...over,
});

export const opportunity = (over: Partial<SeoOpportunity> = {}): SeoOpportunity => ({
  id: OPP,
  projectId: '22222222-2222-4222-8222-222222222222',
  websiteId: SITE,
  source: 'audit',
  title: 'Titles missing the city on 3 pages',
  description: 'Pages rank for local searches better with the city in the title.',
  category: 'on-page',
  difficulty: 'easy',
  score: 82,
  quickWin: true,
  automated: true,
  status: 'open',
  expectedEffect: {
    metric: 'clicks',
    low: 12,
    high: 30,
    unit: 'clicks/month',
    basis: 'CTR curve at position 12 -> 8, 340 impressions/month in GSC',
    estimate: true,
  },
  affectedUrls: ['https://austin-roofing.example/roof-repair/', 'https://austin-roofing.example/'],
  evidence: { pagesWithoutCity: 3, impressionsPerMonth: 340 },
  notes: null,
  steps: [step(), step({ id: STEP2, position: 2, title: 'Deploy', action: 'deploy' })],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  implementedAt: null,
  ...over,
});

export const progress = (over: Partial<ImplementationProgress> = {}): ImplementationProgress => ({
  opportunityId: OPP,
  opportunityStatus: 'open',
  implementationId: null,
  status: null,
  progress: 0,
  currentStepId: null,
  steps: [],
  baseVersionId: null,
  newVersionId: null,
  error: null,
  startedAt: null,
  finishedAt: null,
  ...over,
});

const zeroSide = { days: 0, total: 0, perDay: 0 };
export const analytics = (over: Partial<OpportunityAnalytics> = {}): OpportunityAnalytics => ({
  state: 'not-implemented',
  minDays: 14,
  implementedAt: null,
  visitors: { before: zeroSide, after: zeroSide, changePct: null },
  leads: { before: zeroSide, after: zeroSide, changePct: null },
  positions: [],
  message: 'Not implemented yet: the comparison starts when it is.',
  ...over,
});

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

/** Renders inside a query client and a memory router at `url`; the address shows in #location-search. */
export function renderWithRouter(ui: ReactNode, url = '/monitoring') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const ok = (data: unknown) => ({ success: true, data });

/** Pushed events reach useRealtimeEvent handlers through this map (see the vi.mock in each test). */
export type Handlers = Map<string, Set<(p: unknown) => void>>;
