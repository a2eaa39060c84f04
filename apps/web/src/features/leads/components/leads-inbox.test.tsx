import type { Lead } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import type { InboxState } from '../lib/inbox-filters';
import { LeadsInbox } from './leads-inbox';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SITE = '0b6f3c1e-2a4d-4c5e-9f10-1234567890ab';
const base: Lead = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  siteId: SITE,
  siteName: 'Boise Roofing',
  kind: 'form',
  page: '/roof-repair/',
  name: 'Vera Visitor',
  phone: '(208) 555-0100',
  email: 'vera@visitor.test',
  message: 'Shingles blew off\nin the storm',
  zip: '83702',
  utm: { utm_source: 'google' },
  status: 'new',
  value: 45,
  renterId: null,
  renterName: null,
  deliveries: [],
  demo: false,
  createdAt: '2026-11-22T04:00:00Z',
};
const demoCall: Lead = {
  ...base,
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  kind: 'call',
  name: 'Demo Caller',
  message: null,
  zip: null,
  demo: true,
  renterName: 'Acme Buyers',
  deliveries: [
    {
      id: 'd1',
      channel: 'email',
      status: 'queued',
      attempts: 1,
      maxAttempts: 6,
      lastError: null,
      responseStatus: null,
      nextAttemptAt: null,
      deliveredAt: '2026-11-22T04:00:01Z',
    },
  ],
};

function Harness({ initial }: { initial: InboxState }) {
  const [state, setState] = useState(initial);
  return (
    <>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <LeadsInbox state={state} sites={[{ id: SITE, name: 'Boise Roofing' }]} onChange={setState} />
    </>
  );
}

function wrap(initial: InboxState = { filters: {}, page: 1 }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness initial={initial} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page = (items: Lead[], total = items.length) =>
  jsonResponse({ success: true, data: { items, total, limit: 50, offset: 0 } });

describe('LeadsInbox', () => {
  it('shows every field the visitor sent, the source, the renter, the delivery in words and a Demo badge', async () => {
    routeFetch((c) => {
      if (c.path === '/api/leads/mail-status')
        return jsonResponse({ success: true, data: { configured: false } });
      if (c.path.startsWith('/api/leads?')) return page([base, demoCall]);
    });
    wrap();
    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows).toHaveLength(2);
    const [vera, caller] = rows as [HTMLElement, HTMLElement];
    expect(within(vera).getByTestId('lead-message').textContent).toBe('Shingles blew off\nin the storm');
    expect(within(vera).getByTestId('lead-zip').textContent).toBe('83702');
    expect(within(vera).getByText('(208) 555-0100')).toBeTruthy();
    expect(within(vera).getByText('vera@visitor.test')).toBeTruthy();
    expect(within(vera).getByText('Form')).toBeTruthy();
    expect(within(vera).getByText('source=google')).toBeTruthy();
    expect(within(vera).getByText('No renter')).toBeTruthy();
    expect(within(vera).queryByTestId('demo-badge')).toBeNull();
    expect(within(caller).getByText('Call')).toBeTruthy();
    expect(within(caller).getByTestId('demo-badge').textContent).toBe('Demo');
    expect(within(caller).getByText('Acme Buyers')).toBeTruthy();
    expect(within(caller).getByTestId('delivery-email').textContent).toBe('E-mail queued in outbox');
    expect(within(caller).getByTestId('lead-link').getAttribute('href')).toBe(`/leads/${demoCall.id}`);
    expect(screen.getByTestId('mail-not-configured')).toBeTruthy();
    expect(screen.getByTestId('inbox-total').textContent).toBe('2 leads');
  });

  it('sends the search and filters to the server, back on page 1', async () => {
    const { calls } = routeFetch((c) => {
      if (c.path === '/api/leads/mail-status')
        return jsonResponse({ success: true, data: { configured: true } });
      if (c.path.startsWith('/api/leads?')) return page([base], 120);
    });
    wrap({ filters: {}, page: 3 });
    await screen.findAllByTestId('inbox-row');
    expect(calls.some((c) => c.path === '/api/leads?limit=50&offset=100')).toBe(true);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.queryByTestId('mail-not-configured')).toBeNull();

    fireEvent.change(screen.getByTestId('inbox-search'), { target: { value: '  50%_off ' } });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/leads?q=50%25_off&limit=50')).toBe(true));
    fireEvent.change(screen.getByTestId('inbox-status'), { target: { value: 'new' } });
    fireEvent.change(screen.getByTestId('inbox-kind'), { target: { value: 'call' } });
    fireEvent.change(screen.getByTestId('inbox-site'), { target: { value: SITE } });
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(`/api/leads?siteId=${SITE}&status=new&kind=call&q=50%25_off&limit=50`),
    );
    expect(JSON.parse(screen.getByTestId('state').textContent!).page).toBe(1);
  });

  it('accepts the selected leads in bulk and exports the filtered leads as CSV', async () => {
    let bulkBody: unknown;
    const { calls } = routeFetch((c) => {
      if (c.path === '/api/leads/mail-status')
        return jsonResponse({ success: true, data: { configured: true } });
      if (c.path.startsWith('/api/leads?')) return page([base, demoCall]);
      if (c.method === 'POST' && c.path === '/api/leads/bulk') {
        bulkBody = c.body;
        return jsonResponse({ success: true, data: { updated: [base.id, demoCall.id] } });
      }
      if (c.path.startsWith('/api/leads/export.csv'))
        return new Response('id\r\n', { headers: { 'content-type': 'text/csv' } });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    wrap({ filters: { status: 'new', q: 'roof' }, page: 1 });
    await screen.findAllByTestId('inbox-row');
    fireEvent.click(screen.getByLabelText('Select every lead of this page'));
    const bar = screen.getByTestId('inbox-bulk-bar');
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(bulkBody).toEqual({ ids: [base.id, demoCall.id], status: 'accepted' }));
    await waitFor(() => expect(screen.queryByTestId('inbox-bulk-bar')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/leads/export.csv?status=new&q=roof')).toBe(true),
    );
  });

  it('says when nothing matches the filters', async () => {
    routeFetch((c) => {
      if (c.path === '/api/leads/mail-status')
        return jsonResponse({ success: true, data: { configured: true } });
      if (c.path.startsWith('/api/leads?')) return page([]);
    });
    wrap({ filters: { q: 'nobody' }, page: 1 });
    expect(await screen.findByText('No lead matches')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
