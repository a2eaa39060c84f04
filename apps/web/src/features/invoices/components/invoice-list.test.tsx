import type { Invoice } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { InvoiceList } from './invoice-list';

const paid: Invoice = {
  id: '11111111-1111-4111-8111-111111111111',
  number: 'SDP-2030-000002',
  status: 'paid',
  currency: 'usd',
  subtotalCents: 7900,
  taxCents: 652,
  taxRateBp: 825,
  totalCents: 8552,
  provider: 'stripe',
  issuedAt: '2030-02-01T10:00:00.000Z',
  dueAt: null,
  paidAt: '2030-02-01T10:00:00.000Z',
  periodStart: '2030-02-01T10:00:00.000Z',
  periodEnd: '2030-03-01T10:00:00.000Z',
  lines: [{ description: 'Pro plan', quantity: 1, unitCents: 7900, amountCents: 7900 }],
};
const open: Invoice = {
  ...paid,
  id: '22222222-2222-4222-8222-222222222222',
  number: 'SDP-2030-000001',
  status: 'open',
  totalCents: 2900,
  paidAt: null,
  dueAt: '2030-01-15T10:00:00.000Z',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InvoiceList />
    </QueryClientProvider>,
  );
}

describe('Invoice list', () => {
  it('shows each invoice with its number, status, total and a PDF button', async () => {
    routeFetch(({ path }) => {
      if (path === '/api/user/invoices')
        return jsonResponse({ success: true, data: { invoices: [paid, open] } });
    });
    renderList();
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('SDP-2030-000002')).toBeTruthy();
    expect(within(rows[0]).getByText('Paid')).toBeTruthy();
    expect(within(rows[0]).getByText('$85.52')).toBeTruthy();
    expect(within(rows[1]).getByText('Open')).toBeTruthy();
    expect(within(rows[1]).getByText(/due/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download invoice SDP-2030-000001 (PDF)' })).toBeTruthy();
  });

  it('says when there are none, and offers a retry on an error', async () => {
    routeFetch(({ path }) => {
      if (path === '/api/user/invoices') return jsonResponse({ success: true, data: { invoices: [] } });
    });
    renderList();
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    cleanup();
    routeFetch(({ path }) => {
      if (path === '/api/user/invoices')
        return jsonResponse(
          { success: false, error: 'internal_error', message: 'Internal server error' },
          500,
        );
    });
    renderList();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your invoices');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
