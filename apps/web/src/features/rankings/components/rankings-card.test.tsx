import type { TrackedKeyword } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { RankingsCard } from './rankings-card';

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
    routeFetch(({ method }) =>
      method === 'GET'
        ? jsonResponse({ success: true, data: [keyword('a', 'roof repair', null)] })
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
  });

  it('shows the server error with a retry when rankings cannot be read', async () => {
    routeFetch(() => jsonResponse({ success: false, message: 'Site not found' }, 404));
    renderCard();
    await waitFor(() => expect(screen.getByText(/Could not load rankings: Site not found/)).toBeTruthy());
  });
});
