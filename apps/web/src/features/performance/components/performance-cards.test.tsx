import type { Milestone, Prediction } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { AchievementsCard } from './achievements-list';
import { MilestonesCard } from './milestones-list';
import { PredictionCard } from './prediction-card';

const SITE = '11111111-1111-4111-8111-111111111111';
const pt = (date: string, median: number) => ({
  date,
  low: median / 2,
  median,
  high: median * 2,
  value: median,
});
const prediction = (scenario: string, basis: Prediction['basis'] = 'prior'): Prediction => ({
  id: 'p1',
  websiteId: SITE,
  timeRange: '90d',
  scenario: scenario as Prediction['scenario'],
  model: 'damped-holt',
  basis,
  explanation: 'Little history: the forecast follows the opportunity estimate of 220 searches a month.',
  historyDays: 1,
  metrics: {
    visitors: [pt('2026-11-23', 2), pt('2026-11-24', 3)],
    leads: [pt('2026-11-23', 0.1), pt('2026-11-24', 0.2)],
    revenue: [pt('2026-11-23', 15), pt('2026-11-24', 30)],
  },
  totals: {
    visitors: { low: 11, median: 31, high: 85, value: scenario === 'aggressive' ? 85 : 31 },
    leads: { low: 0, median: 1, high: 6, value: 1 },
    revenue: { low: 0, median: 150, high: 900, value: 150 },
  },
  calculatedAt: '2026-11-22T10:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrap = (ui: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
};

describe('PredictionCard', () => {
  it('asks for 90 days, realistic by default; shows totals, the basis and the explanation; switches scenario', async () => {
    const { calls } = routeFetch(({ path }) => {
      const q = new URL(path, 'http://x').searchParams;
      return path.startsWith('/api/performance/predictions')
        ? jsonResponse({ success: true, data: prediction(q.get('scenario') ?? '') })
        : undefined;
    });
    wrap(<PredictionCard websiteId={SITE} />);
    expect(await screen.findByTestId('prediction-basis')).toBeTruthy();
    expect(calls[0]?.path).toBe(
      `/api/performance/predictions?websiteId=${SITE}&timeRange=90d&scenario=realistic`,
    );
    expect((screen.getByLabelText('Time range') as HTMLSelectElement).value).toBe('90d');
    expect(screen.getByRole('button', { name: 'Realistic' }).getAttribute('aria-pressed')).toBe('true');
    const basis = screen.getByTestId('prediction-basis').textContent;
    expect(basis).toContain('From the opportunity estimate');
    expect(basis).toContain('220 searches a month');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Forecast of visitors over the next 2 days (realistic scenario): 31; median 31, likely between 11 and 85.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aggressive' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('prediction-total-visitors')).getByTestId('prediction-value').textContent,
      ).toBe('85'),
    );
    expect(calls.at(-1)?.path).toContain('scenario=aggressive');
    fireEvent.change(screen.getByLabelText('Time range'), { target: { value: '30d' } });
    await waitFor(() => expect(calls.at(-1)?.path).toContain('timeRange=30d'));
  });

  it('the portfolio forecast asks without websiteId; recalculate posts the parameters', async () => {
    const { calls } = routeFetch(({ method }) =>
      jsonResponse({
        success: true,
        data: {
          ...prediction('realistic', 'history'),
          calculatedAt: method === 'POST' ? '2026-11-22T11:00:00.000Z' : '2026-11-22T10:00:00.000Z',
        },
      }),
    );
    wrap(<PredictionCard />);
    await screen.findByTestId('prediction-basis');
    expect(calls[0]?.path).toBe('/api/performance/predictions?timeRange=90d&scenario=realistic');
    expect(screen.getByTestId('prediction-basis').textContent).toContain('Fitted to 1 day of');
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    await waitFor(() =>
      expect(screen.getByTestId('prediction-card').getAttribute('data-calculated-at')).toBe(
        '2026-11-22T11:00:00.000Z',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/performance/calculate-predictions',
      body: { parameters: { timeRange: '90d', scenario: 'realistic' } },
    });
  });

  it('shows the server error with a retry', async () => {
    routeFetch(() => jsonResponse({ success: false, message: 'timeRange: one of 7d, 30d' }, 400));
    wrap(<PredictionCard websiteId={SITE} />);
    expect(await screen.findByText(/Failed to fetch predictions: timeRange: one of 7d, 30d/)).toBeTruthy();
  });
});

const milestone = (over: Partial<Milestone>): Milestone => ({
  id: 'm1',
  siteId: SITE,
  siteName: 'Roofing Boise',
  kind: 'first_lead',
  title: 'First lead',
  status: 'achieved',
  progress: 1,
  target: 1,
  achievedAt: '2026-11-21T10:00:00.000Z',
  acknowledged: false,
  note: null,
  ...over,
});

describe('MilestonesCard', () => {
  it('achieved with date, pending with progress; acknowledge and dismiss through PATCH', async () => {
    const list = [
      milestone({}),
      milestone({
        id: 'm2',
        kind: 'ten_leads',
        title: '10 leads',
        status: 'pending',
        progress: 3,
        target: 10,
        achievedAt: null,
      }),
      milestone({
        id: 'm3',
        kind: 'top_10',
        title: 'Top-10 ranking',
        status: 'pending',
        progress: 14,
        target: 10,
        achievedAt: null,
      }),
    ];
    const { calls } = routeFetch(({ method, path, body }) => {
      if (method === 'GET') return jsonResponse({ success: true, data: list });
      if (method === 'PATCH')
        return jsonResponse({
          success: true,
          data: { ...list[0], ...(body as object), id: path.split('/').pop() },
        });
      return undefined;
    });
    wrap(<MilestonesCard websiteId={SITE} />);
    const items = await screen.findAllByTestId('milestone');
    expect(items.map((i) => i.getAttribute('data-kind'))).toEqual(['first_lead', 'top_10', 'ten_leads']);
    expect(items[0]!.textContent).toContain('Achieved Nov 21, 2026');
    expect(within(items[1]!).getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      'best #14, needs top 10',
    );
    expect(within(items[2]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge First lead' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss 10 leads' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/performance/milestones/m1', body: { acknowledged: true } },
      { method: 'PATCH', path: '/api/performance/milestones/m2', body: { status: 'dismissed' } },
    ]);
  });
});

describe('AchievementsCard', () => {
  it('before any achievement, says what earns one, or that demo sites earn none', async () => {
    routeFetch(({ path }) =>
      path === '/api/performance/achievements' ? jsonResponse({ success: true, data: [] }) : undefined,
    );
    wrap(<AchievementsCard />);
    expect(await screen.findByText('None yet: your first visitor earns the first one.')).toBeTruthy();
    cleanup();
    wrap(<AchievementsCard demoSite />);
    expect(
      await screen.findByText(
        'None yet. Demo sites reach milestones but earn no achievements: those come from your own sites.',
      ),
    ).toBeTruthy();
  });
});
