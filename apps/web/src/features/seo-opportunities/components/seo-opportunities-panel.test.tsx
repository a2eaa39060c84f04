import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { push } from '@/lib/test-realtime';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { OPP, ok, opportunity, renderWithRouter, SITE } from '../test/fixtures';
import { SeoOpportunitiesPanel } from './seo-opportunities-panel';

// Pushed events reach the component's handlers through push().
vi.mock('@/lib/realtime', () => import('@/lib/test-realtime'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = '/api/opportunities';
const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith(`${LIST}?`)).map((c) => c.path);
const search = () => screen.getByTestId('location-search').textContent ?? '';

describe('SeoOpportunitiesPanel', () => {
  it('asks for the website sorted by score, highest first, then for the filters chosen (kept in the address)', async () => {
    const { calls } = routeFetch(({ method, path }) =>
      method === 'GET' && path.startsWith(`${LIST}?`)
        ? jsonResponse(ok({ items: [opportunity()], total: 1 }))
        : undefined,
    );
    renderWithRouter(<SeoOpportunitiesPanel websiteId={SITE} />, `/monitoring?site=${SITE}`);
    expect(await screen.findByText('Titles missing the city on 3 pages')).toBeTruthy();
    expect(listCalls(calls)).toEqual([`${LIST}?websiteId=${SITE}&sort=score&order=desc&limit=500`]);
    const row = screen.getByTestId('opportunity-row');
    expect(within(row).getByText('+12-30 clicks/month, estimate')).toBeTruthy();
    expect(within(row).getByText('2 affected URLs')).toBeTruthy();
    expect(within(row).getByText('Quick win')).toBeTruthy();
    expect(within(row).getByText('Automated')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'content' } });
    fireEvent.click(screen.getByRole('button', { name: 'Quick wins' }));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'updatedAt' } });
    fireEvent.click(screen.getByRole('button', { name: /switch to ascending/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        `${LIST}?websiteId=${SITE}&category=content&quickWins=true&sort=updatedAt&order=asc&limit=500`,
      ),
    );
    expect(search()).toBe(`?site=${SITE}&category=content&quickWins=true&sort=updatedAt&order=asc`);
  });

  it('reads the filters from the address on arrival', async () => {
    const { calls } = routeFetch(({ method, path }) =>
      method === 'GET' && path.startsWith(`${LIST}?`) ? jsonResponse(ok({ items: [], total: 0 })) : undefined,
    );
    renderWithRouter(
      <SeoOpportunitiesPanel projectId="p1" />,
      '/projects/p1?status=open&automated=true&difficulty=easy',
    );
    await screen.findByText('No opportunities match these filters');
    expect(listCalls(calls)).toEqual([
      `${LIST}?projectId=p1&difficulty=easy&status=open&automated=true&sort=score&order=desc&limit=500`,
    ]);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('open');
    expect(screen.getByRole('button', { name: 'Automated' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there are none yet, and offers Clear filters when none match', async () => {
    routeFetch(({ method, path }) =>
      method === 'GET' && path.startsWith(`${LIST}?`) ? jsonResponse(ok({ items: [], total: 0 })) : undefined,
    );
    renderWithRouter(<SeoOpportunitiesPanel websiteId={SITE} />, '/monitoring?category=links');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('No opportunities match these filters')).toBeTruthy();
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(
      await screen.findByText('Opportunities appear after the first crawl of this website.'),
    ).toBeTruthy();
    expect(search()).toBe('');
  });

  it("shows loading skeletons, then 'Failed to fetch opportunities' with the server's message", async () => {
    let answer: (r: Response) => void = () => {};
    routeFetch(() => new Promise<Response>((r) => (answer = r)));
    renderWithRouter(<SeoOpportunitiesPanel websiteId={SITE} />);
    expect(await screen.findByTestId('opportunities-loading')).toBeTruthy();
    await act(async () =>
      answer(jsonResponse({ success: false, message: 'The database is not reachable' }, 503)),
    );
    const alert = await screen.findByTestId('opportunities-error');
    expect(alert.textContent).toContain('Failed to fetch opportunities');
    expect(alert.textContent).toContain('The database is not reachable');
  });

  it('treats a hosted site the server does not know yet (404) as not crawled yet', async () => {
    routeFetch(() => jsonResponse({ success: false, message: 'Website not found' }, 404));
    renderWithRouter(<SeoOpportunitiesPanel websiteId={SITE} />);
    expect(
      await screen.findByText('Opportunities appear after the first crawl of this website.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('opportunities-error')).toBeNull();
  });

  it('dismisses the selected rows in one bulk update', async () => {
    const second = opportunity({ id: '55555555-5555-4555-8555-555555555555', title: 'Thin service pages' });
    const { calls } = routeFetch(({ method, path }) => {
      if (method === 'GET' && path.startsWith(`${LIST}?`))
        return jsonResponse(ok({ items: [opportunity(), second], total: 2 }));
      if (method === 'POST' && path === `${LIST}/bulk-update`)
        return jsonResponse(ok({ updated: 1, items: [opportunity({ status: 'dismissed' })] }));
      return undefined;
    });
    renderWithRouter(<SeoOpportunitiesPanel websiteId={SITE} />);
    fireEvent.click(await screen.findByLabelText('Select Titles missing the city on 3 pages'));
    const bar = screen.getByTestId('bulk-bar');
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      updates: [{ id: OPP, status: 'dismissed' }],
    });
  });

  it("creates a manual opportunity; a failure shows the server's message or 'Failed to create opportunity'", async () => {
    let answer = jsonResponse({ success: false, message: 'Website is not hosted here' }, 409);
    const { calls } = routeFetch(({ method, path }) => {
      if (method === 'GET' && path.startsWith(`${LIST}?`)) return jsonResponse(ok({ items: [], total: 0 }));
      if (method === 'POST' && path === LIST) return answer;
      return undefined;
    });
    renderWithRouter(<SeoOpportunitiesPanel websiteId={SITE} />);
    await screen.findByTestId('empty-state');
    fireEvent.click(screen.getByRole('button', { name: 'New opportunity' }));
    const form = await screen.findByTestId('new-opportunity-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Create opportunity' }));
    expect(within(form).getByText('Give the opportunity a title')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Add a service-area page' } });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'local' } });
    fireEvent.change(within(form).getByLabelText('Step 1'), { target: { value: 'Write the page' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create opportunity' }));
    expect((await within(form).findByTestId('create-error')).textContent).toBe('Website is not hosted here');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      websiteId: SITE,
      title: 'Add a service-area page',
      description: '',
      category: 'local',
      difficulty: 'medium',
      steps: [{ title: 'Write the page', detail: '' }],
    });

    answer = jsonResponse({}, 500);
    fireEvent.click(within(form).getByRole('button', { name: 'Create opportunity' }));
    await waitFor(() =>
      expect(within(form).getByTestId('create-error').textContent).toBe('Failed to create opportunity'),
    );
  });

  it('exports the website as CSV through a POST, and shows why an export failed', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    let fail = false;
    const { calls } = routeFetch(({ method, path }) => {
      if (method === 'GET' && path.startsWith(`${LIST}?`))
        return jsonResponse(ok({ items: [opportunity()], total: 1 }));
      if (method === 'POST' && path === `${LIST}/export`)
        return fail
          ? jsonResponse({ success: false, message: 'Nothing to export' }, 404)
          : new Response('id,title\n', {
              headers: {
                'content-type': 'text/csv',
                'content-disposition': 'attachment; filename="opps.csv"',
              },
            });
      return undefined;
    });
    renderWithRouter(<SeoOpportunitiesPanel websiteId={SITE} />);
    await screen.findByTestId('opportunity-row');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === `${LIST}/export`)?.body).toEqual({
        websiteId: SITE,
        format: 'csv',
      }),
    );
    fail = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Export JSON' }));
    expect((await screen.findByTestId('export-error')).textContent).toBe('Nothing to export');
    expect(calls.filter((c) => c.path === `${LIST}/export`).at(-1)?.body).toEqual({
      websiteId: SITE,
      format: 'json',
    });
  });

  it('refreshes the list on an opportunity push', async () => {
    let items = [opportunity()];
    const { calls } = routeFetch(({ method, path }) =>
      method === 'GET' && path.startsWith(`${LIST}?`)
        ? jsonResponse(ok({ items, total: items.length }))
        : undefined,
    );
    renderWithRouter(<SeoOpportunitiesPanel websiteId={SITE} />);
    await screen.findByText('Titles missing the city on 3 pages');
    items = [opportunity({ status: 'implemented' })];
    await push('opportunity:implemented', { id: OPP, status: 'implemented' });
    await waitFor(() => expect(screen.getByTestId('opportunity-status').textContent).toBe('Implemented'));
    expect(listCalls(calls)).toHaveLength(2);
  });
});
