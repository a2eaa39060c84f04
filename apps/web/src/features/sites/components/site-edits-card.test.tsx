import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { SiteEditsCard } from './site-edits-card';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const edit = (i: number, over: Record<string, unknown> = {}) => ({
  id: `e${i}`,
  kind: 'set-title',
  path: '/roof-repair/',
  status: 'applied',
  batchId: 'b1',
  createdAt: '2026-03-01T10:00:00.000Z',
  appliedAt: '2026-03-01T10:05:00.000Z',
  summary: `Title of /roof-repair/ becomes "T${i}"`,
  ...over,
});

function show(answer: () => Response) {
  routeFetch((c) => (c.method === 'GET' && c.path === '/api/sites/s1/edits' ? answer() : undefined));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SiteEditsCard siteId="s1" />
    </QueryClientProvider>,
  );
}

describe('SiteEditsCard', () => {
  it('lists the changes with their kind, page and status', async () => {
    show(() =>
      jsonResponse({
        success: true,
        data: [
          edit(1, { kind: 'add-location-page', path: '', status: 'staged', appliedAt: null }),
          edit(2, { kind: 'add-faq' }),
        ],
      }),
    );
    const rows = await screen.findAllByTestId('site-edit-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('New location page');
    expect(rows[0].textContent).toContain('whole site');
    expect(rows[0].textContent).toContain('Staged');
    expect(rows[1].textContent).toContain('FAQ questions');
    expect(rows[1].textContent).toContain('/roof-repair/');
    expect(rows[1].textContent).toContain('Live');
  });

  it('shows the first eight and the rest on demand', async () => {
    show(() => jsonResponse({ success: true, data: Array.from({ length: 11 }, (_, i) => edit(i)) }));
    expect(await screen.findAllByTestId('site-edit-row')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 11' }));
    expect(screen.getAllByTestId('site-edit-row')).toHaveLength(11);
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    show(() => jsonResponse({ success: true, data: [] }));
    expect(await screen.findByText(/None yet/)).toBeTruthy();
    cleanup();
    show(() => jsonResponse({ success: false, message: 'Site not found' }, 404));
    expect(await screen.findByText("Could not load the platform's changes")).toBeTruthy();
  });
});
