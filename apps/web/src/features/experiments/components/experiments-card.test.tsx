import type { Experiment, ExperimentStats, SiteExperiments } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { push } from '@/lib/test-realtime';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { percent } from '../lib/experiment-format';
import { ExperimentsCard } from './experiments-card';

// Pushed events reach the component's handlers through push().
vi.mock('@/lib/realtime', () => import('@/lib/test-realtime'));

const SITE = '11111111-1111-4111-8111-111111111111';
const LIST = `/api/sites/${SITE}/experiments`;

const rule = (over: Partial<ExperimentStats['rule']> = {}): ExperimentStats['rule'] => ({
  state: 'undecided',
  winner: null,
  reason: null,
  minVisitors: 100,
  winProbability: 0.95,
  lossThreshold: 0.001,
  message: 'No winner yet: P(B beats A) is 81.2%; the test stops above 95.0% or below 5.0%.',
  ...over,
});

const experiment = (over: Partial<Experiment> = {}): Experiment => ({
  id: 'e1',
  siteId: SITE,
  path: '/',
  status: 'running',
  winner: null,
  decidedBy: null,
  a: { h1: 'Roofing in Austin, TX', intro: 'Local roofers for repairs and replacements.' },
  b: { h1: 'Roofing in Austin, TX: call or request a free quote', intro: null },
  servingB: true,
  pageMatches: true,
  startedAt: '2026-11-20T10:00:00.000Z',
  endedAt: null,
  stats: {
    a: { visitors: 120, conversions: 9, rate: 0.075 },
    b: { visitors: 118, conversions: 14, rate: 14 / 118 },
    probabilityBBeatsA: 0.8123,
    expectedLoss: { a: 0.04, b: 0.006 },
    rule: rule(),
  },
  ...over,
});

const pages: SiteExperiments['pages'] = [
  {
    path: '/',
    title: 'Roofing in Austin',
    h1: 'Roofing in Austin, TX',
    intro: 'Local roofers.',
    busy: false,
  },
  {
    path: '/roof-repair/',
    title: 'Roof repair',
    h1: 'Roof repair in Austin',
    intro: 'Leaks fixed.',
    busy: false,
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExperimentsCard siteId={SITE} />
    </QueryClientProvider>,
  );
}

describe('ExperimentsCard', () => {
  it('shows loading, then the empty state; starts a test with B headline on the chosen page', async () => {
    let resolve: (r: Response) => void = () => {};
    let data: SiteExperiments = { items: [], pages };
    let posted: unknown;
    const { calls } = routeFetch(({ method, path, body }) => {
      if (method === 'GET' && path === LIST) {
        if (!posted) return new Promise<Response>((r) => (resolve = r));
        return jsonResponse({ success: true, data });
      }
      if (method === 'POST' && path === LIST) {
        posted = body;
        data = { items: [experiment({ stats: { ...experiment().stats, a: zero, b: zero } })], pages };
        return jsonResponse({ success: true, data: data.items[0] }, 201);
      }
      return undefined;
    });
    const zero = { visitors: 0, conversions: 0, rate: 0 };
    renderCard();
    expect(await screen.findByTestId('experiments-loading')).toBeTruthy();
    await act(async () => resolve(jsonResponse({ success: true, data })));
    expect(await screen.findByTestId('experiments-empty')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /New test/ }));
    const form = screen.getByTestId('start-experiment-form');
    fireEvent.change(within(form).getByLabelText('Page'), { target: { value: '/roof-repair/' } });
    expect(within(form).getByTestId('variant-a-preview').textContent).toContain('Roof repair in Austin');
    // Nothing written for B: refused here, no call.
    fireEvent.click(within(form).getByRole('button', { name: 'Start A/B test' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText("B's headline"), {
      target: { value: '  Same-week roof repair  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Start A/B test' }));
    await waitFor(() => expect(posted).toEqual({ path: '/roof-repair/', h1: 'Same-week roof repair' }));
    // The new test replaces the empty state; the form closes.
    expect(await screen.findByTestId('experiment')).toBeTruthy();
    expect(screen.queryByTestId('start-experiment-form')).toBeNull();
  });

  it('a running test: visitors, conversions and rate per variant, P(B beats A) and the rule; keep B', async () => {
    let stopped: unknown;
    routeFetch(({ method, path, body }) => {
      if (method === 'GET' && path === LIST)
        return jsonResponse({ success: true, data: { items: [experiment()], pages } });
      if (method === 'POST' && path === '/api/experiments/e1/stop') {
        stopped = body;
        return jsonResponse({
          success: true,
          data: experiment({ status: 'won', winner: 'B', decidedBy: 'operator' }),
        });
      }
      return undefined;
    });
    renderCard();
    const view = await screen.findByTestId('experiment');
    const a = within(view).getByTestId('variant-A');
    const b = within(view).getByTestId('variant-B');
    expect(a.textContent).toContain('Roofing in Austin, TX');
    expect(a.textContent).toContain('120');
    expect(within(a).getByTestId('rate-A').textContent).toBe('7.5%');
    expect(b.textContent).toContain('call or request a free quote');
    expect(b.textContent).toContain('Local roofers for repairs and replacements.'); // B keeps A's intro
    expect(within(b).getByTestId('rate-B').textContent).toBe('11.9%');
    expect(within(view).getByTestId('probability-figure').textContent).toBe('81.2%');
    expect(within(view).getByTestId('stop-rule').textContent).toMatch(/No winner yet/);
    expect(within(view).getByTestId('experiment-status').textContent).toBe('Running');
    fireEvent.click(within(view).getByRole('button', { name: 'Keep B' }));
    await waitFor(() => expect(stopped).toEqual({ keep: 'B' }));
  });

  it('a test the stop rule decided shows its winner and probability; refreshes on a pushed event', async () => {
    let data: SiteExperiments = { items: [experiment()], pages };
    routeFetch(({ method, path }) =>
      method === 'GET' && path === LIST ? jsonResponse({ success: true, data }) : undefined,
    );
    renderCard();
    await screen.findByTestId('experiment');
    data = {
      items: [
        experiment({
          status: 'won',
          winner: 'B',
          decidedBy: 'probability',
          endedAt: '2026-11-22T10:00:00.000Z',
          stats: {
            ...experiment().stats,
            probabilityBBeatsA: 0.99964,
            rule: rule({
              state: 'decided',
              winner: 'B',
              reason: 'probability',
              message: 'B wins: P(B beats A) is over 99.9%, past 95.0%.',
            }),
          },
        }),
      ],
      pages,
    };
    push('experiment:updated', { experimentId: 'e1', siteId: SITE, status: 'won', winner: 'B', at: '' });
    const view = await screen.findByTestId('experiment');
    await waitFor(() => expect(view.getAttribute('data-status')).toBe('won'));
    expect(within(view).getByTestId('experiment-status').textContent).toBe(
      'B won (the stop rule): B is served to every visitor',
    );
    expect(within(view).getByTestId('probability-figure').textContent).toBe('over 99.9%');
    expect(within(within(view).getByTestId('variant-B')).getByText('Winner')).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'Stop serving B' })).toBeTruthy();
  });

  it('shows a retry on a failed read', async () => {
    routeFetch(() =>
      jsonResponse({ success: false, error: 'internal_error', message: 'Internal server error' }, 500),
    );
    renderCard();
    expect(await screen.findByText(/Could not load the A\/B tests/)).toBeTruthy();
  });
});

describe('percent', () => {
  it('never rounds a probability to 100% or 0%', () => {
    expect(percent(0.81234)).toBe('81.2%');
    expect(percent(0.99964)).toBe('over 99.9%');
    expect(percent(0.0002)).toBe('under 0.1%');
    expect(percent(1)).toBe('100.0%');
    expect(percent(0)).toBe('0.0%');
  });
});
