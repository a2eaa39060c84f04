import type { TrackedKeyword } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { push } from '@/lib/test-realtime';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { RankingsCard } from './rankings-card';

// Pushed events reach the component's handlers through push().
vi.mock('@/lib/realtime', () => import('@/lib/test-realtime'));

const SITE = '11111111-1111-4111-8111-111111111111';
const point = (position: number | null, source: 'gsc' | 'serp' | 'manual', day = '2026-11-20') => ({
  day,
  position,
  source,
  sourceDetail: null,
  url: null,
  clicks: source === 'gsc' ? 12 : null,
  impressions: source === 'gsc' ? 300 : null,
  competitors: source === 'serp' ? [{ domain: 'rival.example', position: 1 }] : null,
});
const keyword = (
  id: string,
  name: string,
  latest: ReturnType<typeof point> | null,
  previous: ReturnType<typeof point> | null = null,
): TrackedKeyword => ({
  id,
  siteId: SITE,
  keyword: name,
  location: null,
  latest,
  previous,
  best: latest?.position ?? null,
  history: [previous, latest].filter((p): p is ReturnType<typeof point> => !!p),
  lastCheckedAt: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const CHECK = `/api/rankings/check?websiteId=${SITE}`;
const checkState = (over: Record<string, unknown> = {}) => ({
  checkId: 'c1',
  status: 'running',
  done: 0,
  total: 3,
  failed: 0,
  error: null,
  startedAt: '2026-11-23T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <RankingsCard websiteId={SITE} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('RankingsCard', () => {
  it('lists keywords best first with change, best and source with its day; competitors on expand', async () => {
    routeFetch(({ path }) =>
      path === `/api/rankings?websiteId=${SITE}`
        ? jsonResponse({
            success: true,
            data: [
              keyword('a', 'roof repair', point(12, 'manual'), point(9, 'manual', '2026-11-19')),
              keyword('b', 'roofer near me', point(4, 'serp'), point(7, 'serp', '2026-11-19')),
              keyword('c', 'new roof cost', null),
            ],
          })
        : undefined,
    );
    renderCard();
    const rows = await screen.findAllByTestId('keyword-row');
    expect(rows.map((r) => r.getAttribute('data-keyword'))).toEqual([
      'roofer near me',
      'roof repair',
      'new roof cost',
    ]);
    expect(within(rows[0]!).getByTestId('rank-change').getAttribute('data-direction')).toBe('up');
    expect(within(rows[1]!).getByTestId('rank-change').textContent).toContain('down 3');
    expect(within(rows[0]!).getByTestId('keyword-source').textContent).toBe('SERP');
    expect(within(rows[1]!).getByTestId('keyword-source').textContent).toBe('Manual');
    expect(within(rows[2]!).getByText('Not checked yet')).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: /roofer near me/ }));
    expect(await screen.findByText('rival.example')).toBeTruthy();
  });

  it('imports a Search Console CSV as text/csv and shows imported rows and skipped lines', async () => {
    let posted: unknown;
    const { fn } = routeFetch(({ method, path, body }) => {
      if (method === 'GET') return jsonResponse({ success: true, data: [] });
      if (method === 'POST' && path === `/api/rankings/import/gsc?websiteId=${SITE}`) {
        posted = body;
        return jsonResponse({
          success: true,
          data: {
            rows: 3,
            imported: 2,
            keywordsCreated: 2,
            skipped: [{ line: 4, reason: 'position "n/a" is not a number' }],
          },
        });
      }
      return undefined;
    });
    renderCard();
    expect(await screen.findByText('No keywords tracked yet')).toBeTruthy();
    const csv = 'Top queries,Clicks,Impressions,CTR,Position\nroof repair,3,40,7.5%,4.2\n';
    fireEvent.change(screen.getByTestId('gsc-file'), {
      target: { files: [new File([csv], 'Queries.csv', { type: 'text/csv' })] },
    });
    const result = await screen.findByTestId('gsc-import-result');
    expect(result.textContent).toContain('Queries.csv: 2 of 3 rows imported, 2 new keywords, 1 skipped.');
    expect(result.textContent).toContain('Line 4: position "n/a" is not a number');
    expect(posted).toBe(csv);
    const init = fn.mock.calls.find(([, i]) => i?.method === 'POST')?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.['Content-Type']).toBe('text/csv');
  });

  it('refuses a zip before sending it', async () => {
    const { calls } = routeFetch(() => jsonResponse({ success: true, data: [] }));
    renderCard();
    await screen.findByText('No keywords tracked yet');
    fireEvent.change(screen.getByTestId('gsc-file'), {
      target: { files: [new File(['PK'], 'export.zip', { type: 'application/zip' })] },
    });
    expect((await screen.findByTestId('gsc-import-error')).textContent).toContain(
      'choose Queries.csv inside',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('check now without a SERP key says so and links to Settings', async () => {
    routeFetch(({ method, path }) =>
      method === 'GET'
        ? jsonResponse({ success: true, data: path === CHECK ? null : [keyword('a', 'roof repair', null)] })
        : jsonResponse(
            {
              success: false,
              error: 'serp_not_configured',
              message: 'No rank-tracking provider is configured',
            },
            400,
          ),
    );
    renderCard();
    await screen.findAllByTestId('keyword-row');
    fireEvent.click(screen.getByRole('button', { name: 'Check rankings now' }));
    const note = await screen.findByTestId('check-error');
    expect(within(note).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('button', { name: 'Check rankings now' }).hasAttribute('disabled')).toBe(false);
  });

  it('check now runs in the background: progress from pushed events, button disabled, list refreshed at the end', async () => {
    let state: unknown = null;
    let listReads = 0;
    const { calls } = routeFetch(({ method, path }) => {
      if (method === 'GET' && path === CHECK) return jsonResponse({ success: true, data: state });
      if (method === 'GET' && path === `/api/rankings?websiteId=${SITE}`) {
        listReads++;
        const done = listReads > 1;
        return jsonResponse({
          success: true,
          data: [keyword('a', 'roof repair', done ? point(4, 'serp') : null)],
        });
      }
      if (method === 'POST' && path === CHECK) {
        state = checkState();
        return jsonResponse({ success: true, data: { checkId: 'c1', total: 3 } }, 202);
      }
      return undefined;
    });
    renderCard();
    await screen.findAllByTestId('keyword-row');
    fireEvent.click(screen.getByRole('button', { name: 'Check rankings now' }));
    const bar = await screen.findByRole('progressbar', { name: 'Ranking check progress' });
    expect(screen.getByTestId('check-progress').textContent).toContain('Checked 0 of 3 keywords');
    expect(screen.getByRole('button', { name: /Checking/ }).hasAttribute('disabled')).toBe(true);

    push('rankings:check-progress', { siteId: SITE, checkId: 'c1', done: 2, total: 3, failed: 0 });
    push('rankings:check-progress', { siteId: 'another-site', checkId: 'c9', done: 3, total: 3, failed: 0 });
    await waitFor(() =>
      expect(screen.getByTestId('check-progress').textContent).toContain('Checked 2 of 3 keywords'),
    );
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuetext')).toBe('Checked 2 of 3 keywords');

    state = checkState({ status: 'completed', done: 3, finishedAt: '2026-11-23T10:01:00.000Z' });
    push('rankings:check-completed', { siteId: SITE, checkId: 'c1', checked: 3, failed: 0 });
    expect((await screen.findByTestId('check-done')).textContent).toBe(
      'Checked 3 keywords through the SERP provider.',
    );
    expect(screen.queryByTestId('check-progress')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check rankings now' }).hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(screen.getByTestId('keyword-source').textContent).toBe('SERP'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('picks up a running check on mount and reads its state again when no event arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state = checkState({ done: 1 });
    const { calls } = routeFetch(({ method, path }) => {
      if (method === 'GET' && path === CHECK) return jsonResponse({ success: true, data: state });
      if (method === 'GET') return jsonResponse({ success: true, data: [keyword('a', 'roof repair', null)] });
      return undefined;
    });
    renderCard();
    expect((await screen.findByTestId('check-progress')).textContent).toContain('Checked 1 of 3 keywords');
    expect(screen.getByRole('button', { name: /Checking/ }).hasAttribute('disabled')).toBe(true);
    state = checkState({ status: 'failed', done: 3, failed: 3, error: 'Invalid Field: location_name.' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4500);
    });
    const error = await screen.findByTestId('check-error');
    expect(error.textContent).toContain('The ranking check failed');
    expect(error.textContent).toContain('Invalid Field: location_name.');
    expect(calls.filter((c) => c.path === CHECK).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Check rankings now' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the provider error pushed when every search fails', async () => {
    let state: unknown = null;
    routeFetch(({ method, path }) => {
      if (method === 'GET' && path === CHECK) return jsonResponse({ success: true, data: state });
      if (method === 'GET') return jsonResponse({ success: true, data: [keyword('a', 'roof repair', null)] });
      if (method === 'POST') {
        state = checkState({ total: 1 });
        return jsonResponse({ success: true, data: { checkId: 'c1', total: 1 } }, 202);
      }
      return undefined;
    });
    renderCard();
    await screen.findAllByTestId('keyword-row');
    fireEvent.click(screen.getByRole('button', { name: 'Check rankings now' }));
    await screen.findByTestId('check-progress');
    push('rankings:check-completed', {
      siteId: SITE,
      checkId: 'c1',
      checked: 0,
      failed: 1,
      error: 'DataForSEO: You are not authorized.',
    });
    expect((await screen.findByTestId('check-error')).textContent).toContain(
      'DataForSEO: You are not authorized.',
    );
  });

  it('does not show an old check finished before the page opened', async () => {
    routeFetch(({ method, path }) => {
      if (method === 'GET' && path === CHECK)
        return jsonResponse({ success: true, data: checkState({ status: 'completed', done: 3 }) });
      if (method === 'GET') return jsonResponse({ success: true, data: [keyword('a', 'roof repair', null)] });
      return undefined;
    });
    renderCard();
    await screen.findAllByTestId('keyword-row');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check rankings now' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByTestId('check-done')).toBeNull();
    expect(screen.queryByTestId('check-progress')).toBeNull();
  });

  it('shows the server error with a retry when rankings cannot be read', async () => {
    routeFetch(() => jsonResponse({ success: false, message: 'Site not found' }, 404));
    renderCard();
    await waitFor(() => expect(screen.getByText(/Could not load rankings: Site not found/)).toBeTruthy());
  });
});
