import type { CausalEstimate, Intervention } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { CausalScreen } from './causal-screen';

vi.mock('@/lib/realtime', () => import('@/lib/test-realtime'));
// The chart is recharts in a lazy chunk; the panel's text is what is under test here.
vi.mock('./effect-chart-impl', () => ({ default: () => <div data-testid="effect-chart" /> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(url = '/intelligence/causal') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <CausalScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const summary: CausalEstimate = {
  metric: 'visitors',
  status: 'ok',
  reason: null,
  preFrom: '2030-01-01',
  postTo: '2030-05-05',
  preDays: 85,
  postDays: 34,
  effect: {
    average: 18.2,
    averageLower: 6,
    averageUpper: 29,
    cumulative: 619,
    cumulativeLower: 204,
    cumulativeUpper: 986,
    relative: 0.24,
    relativeLower: 0.08,
    relativeUpper: 0.38,
    probabilityPositive: 0.94,
    significant: true,
  },
  fit: { r2: 0.82, mape: 0.09, residualSd: 5.1 },
  controls: [{ kind: 'site', ref: 's2', label: 'Dallas Plumbing', weight: 0.8, share: 1 }],
  interventionDay: '2030-03-31',
  series: [{ day: '2030-01-01', actual: 50, counterfactual: 49, lower: 40, upper: 58 }],
};

const lift: Intervention = {
  id: 'i1',
  siteId: 's1',
  siteName: 'Austin Roofing',
  kind: 'content',
  at: '2030-03-31T10:00:00.000Z',
  label: 'Content refresh of the service pages',
  paths: [],
  demo: true,
  estimate: summary,
};
const fresh: Intervention = {
  ...lift,
  id: 'i2',
  kind: 'deploy',
  label: 'Version 2 deployed',
  at: '2030-05-05T10:00:00.000Z',
  demo: false,
  estimate: {
    ...summary,
    status: 'not_enough_data',
    reason: '0 whole days since the intervention; the estimate needs at least 7.',
    effect: null,
    fit: null,
    controls: [],
  },
};

describe('CausalScreen', () => {
  it('says what makes an intervention and how much history an estimate needs', async () => {
    routeFetch(({ path }) =>
      path.startsWith('/api/intelligence/causal?')
        ? jsonResponse({ success: true, data: { interventions: [], sites: [] } })
        : undefined,
    );
    renderScreen();
    expect(await screen.findByText('No interventions yet')).toBeTruthy();
    expect(screen.getByText(/at least 21 days of visits before it and 7 whole days after/)).toBeTruthy();
  });

  it('lists interventions with badges and reads the chosen estimate in plain words', async () => {
    const { calls } = routeFetch(({ path }) => {
      if (path.startsWith('/api/intelligence/causal?'))
        return jsonResponse({
          success: true,
          data: { interventions: [fresh, lift], sites: [{ id: 's1', name: 'Austin Roofing' }] },
        });
      if (path.startsWith('/api/intelligence/causal/interventions/i1'))
        return jsonResponse({ success: true, data: { intervention: lift, estimate: summary } });
      if (path.startsWith('/api/intelligence/causal/interventions/i2'))
        return jsonResponse({
          success: true,
          data: {
            intervention: fresh,
            estimate: { ...fresh.estimate, interventionDay: '2030-05-05', series: [] },
          },
        });
      return undefined;
    });
    renderScreen();
    // The first estimated one is opened by default.
    expect(await screen.findByTestId('causal-reading')).toBeTruthy();
    expect(screen.getByTestId('causal-reading').textContent).toMatch(
      /Visitors rose by about 18 a day over 34 days.*Probability the effect is positive: 94 %/,
    );
    expect(screen.getAllByText('Significant gain').length).toBeGreaterThan(0);
    expect(screen.getByText('Not enough data')).toBeTruthy();
    expect(screen.getByText('Dallas Plumbing')).toBeTruthy();
    expect(screen.getByText(/R² 0.82/)).toBeTruthy();
    // Choosing the fresh deploy shows why it cannot be estimated yet.
    fireEvent.click(screen.getByRole('button', { name: 'Version 2 deployed' }));
    await waitFor(() =>
      expect(screen.getByTestId('causal-reading').textContent).toMatch(/0 whole days since/),
    );
    // The metric picker asks the server for that metric.
    fireEvent.change(screen.getByLabelText('Metric'), { target: { value: 'leads' } });
    await waitFor(() => expect(calls.some((c) => c.path.includes('metric=leads'))).toBe(true));
  });
});
