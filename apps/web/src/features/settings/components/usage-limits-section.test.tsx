import type { UsageLimit, UsageLimits } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { UsageLimitsSection } from './usage-limits-section';

const reset = '2026-03-02T00:00:00.000Z';
const limit = (over: Partial<UsageLimit> & Pick<UsageLimit, 'key'>): UsageLimit => ({
  label: over.key,
  description: `${over.key} described`,
  setting: 'LIMIT_X',
  limit: 10,
  used: 0,
  unit: 'builds',
  window: 'day',
  resetsAt: reset,
  applies: true,
  ...over,
});

const data: UsageLimits = {
  limits: [
    limit({
      key: 'buildsPerDay',
      label: 'Site builds and deploys per day',
      setting: 'LIMIT_BUILDS_PER_DAY',
      limit: 200,
      used: 170,
    }),
    limit({
      key: 'dominatorPlaces',
      label: 'Places in one dominator site',
      setting: 'LIMIT_DOMINATOR_SITES',
      limit: 250,
      used: null,
      unit: 'places',
      window: 'request',
      resetsAt: null,
    }),
    limit({
      key: 'batchSize',
      label: 'Sites in one deployment job',
      limit: null,
      used: null,
      unit: 'sites',
      window: 'request',
      resetsAt: null,
    }),
    limit({ key: 'demoRunsPerDay', label: 'Demo portfolio loads per day', limit: 5, used: 5, unit: 'runs' }),
    limit({
      key: 'llmUsdPerMonth',
      label: 'LLM writer spend per month',
      limit: 25,
      used: 1.2,
      unit: 'usd',
      window: 'month',
      resetsAt: '2026-04-01T00:00:00.000Z',
    }),
  ],
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UsageLimitsSection />
    </QueryClientProvider>,
  );
}

const row = async (key: string) => {
  const rows = await screen.findAllByTestId('usage-limit');
  const found = rows.find((el) => el.dataset.limit === key);
  if (!found) throw new Error(`no row for ${key}`);
  return within(found);
};

describe('Usage limits section', () => {
  it('shows a loading skeleton, then each limit as a labelled bar with used / limit and its reset', async () => {
    let answer: (r: Response) => void = () => {};
    routeFetch(({ path }) =>
      path === '/api/limits' ? new Promise<Response>((r) => (answer = r)) : undefined,
    );
    renderSection();
    expect(screen.getByRole('heading', { name: 'Usage limits' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading usage limits');
    expect(screen.getByTestId('usage-limits-loading')).toBeTruthy();
    answer(jsonResponse({ success: true, data }));

    const builds = await row('buildsPerDay');
    expect(builds.getByText('170 / 200')).toBeTruthy();
    const bar = builds.getByRole('progressbar', { name: 'Site builds and deploys per day' });
    expect(bar.getAttribute('aria-valuenow')).toBe('170');
    expect(bar.getAttribute('aria-valuemax')).toBe('200');
    expect(bar.getAttribute('aria-valuetext')).toBe('170 / 200 used today');
    expect(builds.getByText('LIMIT_BUILDS_PER_DAY')).toBeTruthy();
    const time = builds.getByText((_, el) => el?.tagName === 'TIME');
    expect(time.getAttribute('datetime')).toBe(reset);
    expect(builds.getByText(/midnight UTC/)).toBeTruthy();

    const demo = await row('demoRunsPerDay');
    expect(demo.getByText('5 / 5')).toBeTruthy();
    expect(demo.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');

    const llm = await row('llmUsdPerMonth');
    expect(llm.getByText('$1.20 / $25.00')).toBeTruthy();
    expect(llm.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      '$1.20 / $25.00 used this month',
    );

    // Limits on one request's size have no bar: their number, or no limit.
    const places = await row('dominatorPlaces');
    expect(places.getByText('Up to 250 places per request')).toBeTruthy();
    expect(places.queryByRole('progressbar')).toBeNull();
    expect((await row('batchSize')).getByText('No limit')).toBeTruthy();
  });

  it('says when a limit does not apply on this server', async () => {
    const off: UsageLimits = {
      limits: [limit({ key: 'llmUsdPerMonth', label: 'LLM', unit: 'usd', window: 'month', applies: false })],
    };
    routeFetch(({ path }) =>
      path === '/api/limits' ? jsonResponse({ success: true, data: off }) : undefined,
    );
    renderSection();
    const llm = await row('llmUsdPerMonth');
    expect(llm.getByText(/no LLM writer configured/)).toBeTruthy();
    expect(llm.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's message when the read fails, and tries again from the keyboard", async () => {
    let fail = true;
    const { calls } = routeFetch(({ path }) => {
      if (path !== '/api/limits') return undefined;
      return fail
        ? jsonResponse({ success: false, error: 'internal_error', message: 'The database is away' }, 503)
        : jsonResponse({ success: true, data });
    });
    const user = userEvent.setup();
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load usage limits: The database is away');
    fail = false;
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await user.tab();
    expect(document.activeElement).toBe(retry);
    await user.keyboard('{Enter}');
    expect(await row('buildsPerDay')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/limits')).toHaveLength(2);
  });

  it('re-reads the usage with the Refresh button, reached and pressed from the keyboard', async () => {
    const user = userEvent.setup();
    let used = 3;
    const { calls } = routeFetch(({ path }) =>
      path === '/api/limits'
        ? jsonResponse({
            success: true,
            data: { limits: [limit({ key: 'buildsPerDay', label: 'Builds', limit: 10, used })] },
          })
        : undefined,
    );
    renderSection();
    expect((await row('buildsPerDay')).getByText('3 / 10')).toBeTruthy();
    used = 4;
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh usage' }));
    await user.keyboard(' ');
    await waitFor(async () => expect((await row('buildsPerDay')).getByText('4 / 10')).toBeTruthy());
    expect(calls).toHaveLength(2);
  });
});
