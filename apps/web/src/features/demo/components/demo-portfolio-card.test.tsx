import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { DemoPortfolioCard } from './demo-portfolio-card';

const handlers = vi.hoisted(() => new Map<string, Set<(p: unknown) => void>>());
vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: (event: string, fn: (p: unknown) => void) => {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)?.add(fn);
  },
}));

const site = (i: number) => ({
  id: `s${i}`,
  name: `Demo site ${i}`,
  slug: `demo-${i}`,
  url: `http://localhost:3000/s/demo-${i}/`,
  status: 'live',
  verticalSlug: `v${i}`,
});
const state = (
  status: string,
  sites: number,
  visits = 0,
  leads = 0,
  extra: Record<string, unknown> = {},
) => ({
  success: true,
  data: {
    status,
    phase: status === 'loading' ? `Deploying site ${sites + 1} of 3` : null,
    sites: Array.from({ length: sites }, (_, i) => site(i + 1)),
    startedAt: status === 'none' ? null : '2026-11-22T05:00:00.000Z',
    readyAt: null,
    trafficUntil: null,
    error: null,
    counts: { sites, visits, leads },
    ...extra,
  },
});

beforeEach(() => handlers.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DemoPortfolioCard />
    </QueryClientProvider>,
  );
}

describe('DemoPortfolioCard', () => {
  it('explains itself, loads with one click, shows progress and then the demo counts', async () => {
    let current = state('none', 0);
    const { calls } = routeFetch(({ method, path }) => {
      if (path !== '/api/demo') return undefined;
      if (method === 'POST') {
        current = state('loading', 0);
        return jsonResponse(current, 202);
      }
      if (method === 'GET') return jsonResponse(current);
    });
    renderCard();
    expect(
      screen.getByText(
        /Deploys 3 real generated sites and sends real visits and form submissions through them/,
      ),
    ).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Load demo portfolio' });
    fireEvent.click(button);
    expect(await screen.findByRole('progressbar', { name: 'Demo portfolio loading' })).toBeTruthy();
    expect(screen.getByTestId('demo-phase').textContent).toContain('Deploying site 1 of 3');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    // The server pushes 'Demo portfolio ready': the card reads the status at once.
    current = state('ready', 3, 42, 7, { trafficUntil: '2099-01-01T00:00:00.000Z' });
    for (const fn of handlers.get('user:notification') ?? [])
      fn({ type: 'success', title: 'Demo portfolio ready' });
    await waitFor(() => expect(screen.getByTestId('demo-count-leads').textContent).toBe('7'));
    expect(screen.getByTestId('demo-count-visits').textContent).toBe('42');
    expect(screen.getByTestId('demo-status').textContent).toBe('Demo loaded');
    expect(screen.getAllByText('Demo')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Demo site 1' }).getAttribute('href')).toBe(
      'http://localhost:3000/s/demo-1/',
    );
    expect(screen.queryByRole('button', { name: 'Load demo portfolio' })).toBeNull();

    // A demo lead arrives (lead:received): the counts follow at once.
    current = state('ready', 3, 50, 8, { trafficUntil: '2099-01-01T00:00:00.000Z' });
    for (const fn of handlers.get('lead:received') ?? []) fn({ leadId: 'l', siteId: 's1' });
    await waitFor(() => expect(screen.getByTestId('demo-count-leads').textContent).toBe('8'));
  });

  it('polls every 2 s while loading', async () => {
    let gets = 0;
    routeFetch(({ method, path }) => {
      if (path === '/api/demo' && method === 'GET') {
        gets++;
        return jsonResponse(gets < 3 ? state('loading', gets - 1) : state('ready', 3, 5, 1));
      }
    });
    renderCard();
    await waitFor(() => expect(screen.getByTestId('demo-status').textContent).toBe('Demo loaded'), {
      timeout: 7_000,
    });
    expect(gets).toBeGreaterThanOrEqual(3);
  }, 10_000);

  it('asks before removing, then removes and offers a new load', async () => {
    let current = state('ready', 3, 10, 2);
    const { calls } = routeFetch(({ method, path }) => {
      if (path !== '/api/demo') return undefined;
      if (method === 'DELETE') {
        current = state('none', 0);
        return jsonResponse({
          success: true,
          data: {
            sites: 3,
            versions: 3,
            leads: 2,
            events: 12,
            keywords: 0,
            positions: 0,
            milestones: 2,
            renters: 3,
          },
        });
      }
      return jsonResponse(current);
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove demo data' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Your own sites and leads are not touched');
    // Cancel keeps everything.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove demo data' }));
    fireEvent.click(await screen.findByTestId('demo-remove-confirm'));
    expect(await screen.findByText('Removed 3 demo sites, 2 leads and 12 events.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Load demo portfolio' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the 409 message when a load is already there', async () => {
    routeFetch(({ method, path }) => {
      if (path !== '/api/demo') return undefined;
      if (method === 'POST')
        return jsonResponse(
          {
            success: false,
            error: 'demo_loaded',
            message: 'A demo portfolio is already loaded or loading; remove it first',
          },
          409,
        );
      return jsonResponse(state('none', 0));
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Load demo portfolio' }));
    expect((await screen.findByTestId('demo-error')).textContent).toContain('already loaded or loading');
  });
});
