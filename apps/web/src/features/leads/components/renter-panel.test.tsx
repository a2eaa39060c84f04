import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { LeadsTable } from './leads-table';
import { RenterPanel } from './renter-panel';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renter = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme Roofing',
  email: 'buyer@acme.test',
  emailStatus: 'confirmed' as 'confirmed' | 'pending' | null,
  emailConfirmationSentAt: null as string | null,
  webhookUrl: null as string | null,
  webhookSecretHint: '…9f3a',
  pricePerLead: 45,
  monthlyRent: 0,
  autoAccept: true,
  active: true,
  siteIds: [],
  createdAt: '2026-11-22T04:00:00Z',
};

const wrap = (ui: React.ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
};

describe('RenterPanel', () => {
  it('creates a renter inline, checks the form first, and assigns it to the site', async () => {
    const renters: (typeof renter)[] = [];
    const { calls } = routeFetch((c) => {
      if (c.method === 'GET' && c.path === '/api/renters')
        return jsonResponse({ success: true, data: renters });
      if (c.method === 'POST' && c.path === '/api/renters') {
        renters.push(renter);
        return jsonResponse({ success: true, data: renter }, 201);
      }
    });
    const onAssign = vi.fn(async () => undefined);
    wrap(<RenterPanel renterId={null} onAssign={onAssign} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New renter' }));
    fireEvent.change(screen.getByLabelText('Renter name'), { target: { value: 'Acme Roofing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and assign' }));
    expect(await screen.findByText('Give an e-mail or a webhook URL to deliver leads to')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Lead e-mail'), { target: { value: 'buyer@acme.test' } });
    fireEvent.change(screen.getByLabelText('Price per lead ($)'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and assign' }));
    await waitFor(() => expect(onAssign).toHaveBeenCalledWith(renter.id));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Acme Roofing',
      email: 'buyer@acme.test',
      pricePerLead: 45,
    });
  });

  it("shows the assigned renter's terms", async () => {
    routeFetch((c) =>
      c.path === '/api/renters' ? jsonResponse({ success: true, data: [renter] }) : undefined,
    );
    wrap(<RenterPanel renterId={renter.id} onAssign={vi.fn(async () => undefined)} />);
    const details = await screen.findByTestId('renter-details');
    expect(within(details).getByText('buyer@acme.test')).toBeTruthy();
    expect(within(details).getByText('$45.00')).toBeTruthy();
    expect(within(details).getByText('Accepted automatically when delivered')).toBeTruthy();
  });
});

describe('RenterPanel: confirmation and the webhook secret', () => {
  it('shows a pending address as awaiting confirmation, with a Resend button and its error', async () => {
    const pending = {
      ...renter,
      emailStatus: 'pending' as const,
      emailConfirmationSentAt: '2026-11-22T04:00:00Z',
    };
    let resends = 0;
    const { calls } = routeFetch((c) => {
      if (c.method === 'GET' && c.path === '/api/renters')
        return jsonResponse({ success: true, data: [pending] });
      if (c.method === 'POST' && c.path === `/api/renters/${renter.id}/resend-confirmation`) {
        resends++;
        return resends === 1
          ? jsonResponse({ success: true, data: pending })
          : jsonResponse(
              {
                success: false,
                error: 'rate_limited',
                message:
                  'A confirmation e-mail was sent less than a minute ago. Please wait 59 s before sending another.',
              },
              429,
            );
      }
    });
    wrap(<RenterPanel renterId={renter.id} onAssign={vi.fn(async () => undefined)} />);
    const box = await screen.findByTestId('renter-email-pending');
    expect(within(box).getByText('Awaiting confirmation')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() => expect(resends).toBe(1));
    fireEvent.click(await within(box).findByRole('button', { name: 'Resend confirmation' }));
    expect((await within(box).findByRole('alert')).textContent).toMatch(/less than a minute ago/);
    expect(calls.filter((c) => c.method === 'POST').every((c) => c.body === undefined)).toBe(true);
  });

  it('shows the secret once after create, then only its last characters; rotating shows the new one once', async () => {
    const hooked = { ...renter, email: null, emailStatus: null, webhookUrl: 'https://hooks.acme.test/leads' };
    const renters: (typeof hooked)[] = [];
    routeFetch((c) => {
      if (c.method === 'GET' && c.path === '/api/renters')
        return jsonResponse({ success: true, data: renters });
      if (c.method === 'POST' && c.path === '/api/renters') {
        renters.push(hooked);
        return jsonResponse(
          { success: true, data: { ...hooked, webhookSecret: `${'a'.repeat(60)}9f3a` } },
          201,
        );
      }
      if (c.method === 'POST' && c.path === `/api/renters/${renter.id}/rotate-secret`)
        return jsonResponse({ success: true, data: { ...hooked, webhookSecret: `${'b'.repeat(60)}77cc` } });
    });
    let assigned: string | null = null;
    const onAssign = vi.fn(async (id: string | null) => {
      assigned = id;
    });
    const { rerender } = render(<div />);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ui = () => (
      <QueryClientProvider client={client}>
        <RenterPanel renterId={assigned} onAssign={onAssign} />
      </QueryClientProvider>
    );
    rerender(ui());
    fireEvent.click(await screen.findByRole('button', { name: 'New renter' }));
    fireEvent.change(screen.getByLabelText('Renter name'), { target: { value: 'Acme Roofing' } });
    fireEvent.change(screen.getByLabelText('Webhook URL'), { target: { value: hooked.webhookUrl } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and assign' }));
    const dialog = await screen.findByTestId('webhook-secret-dialog');
    expect(within(dialog).getByTestId('webhook-secret-value').textContent).toBe(`${'a'.repeat(60)}9f3a`);
    expect(within(dialog).getByText(/You will not see it again/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy webhook secret' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret-dialog')).toBeNull());

    await waitFor(() => expect(assigned).toBe(renter.id));
    rerender(ui());
    const hint = await screen.findByTestId('webhook-secret-hint');
    expect(hint.textContent).toBe('set, ends in 9f3a');
    expect(document.body.textContent).not.toContain('a'.repeat(60));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText(/stops working at once/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Rotate secret' }));
    const again = await screen.findByTestId('webhook-secret-dialog');
    expect(within(again).getByTestId('webhook-secret-value').textContent).toBe(`${'b'.repeat(60)}77cc`);
  });
});

describe('LeadsTable', () => {
  const delivery = { maxAttempts: 6, responseStatus: null, nextAttemptAt: null, deliveredAt: null };
  it('lists leads with status, value and delivery per channel in words, and the mail banner', async () => {
    const lead = {
      id: 'l1',
      siteId: 's1',
      siteName: 'Roofing in Boise, ID',
      kind: 'form',
      page: '/roof-repair/',
      name: 'Vera Visitor',
      phone: '208-555-0100',
      email: 'vera@visitor.test',
      message: null,
      zip: null,
      utm: null,
      status: 'new',
      value: 45,
      renterId: renter.id,
      renterName: 'Acme Roofing',
      deliveries: [
        { ...delivery, id: 'd1', channel: 'email', status: 'queued', attempts: 1, lastError: null },
        {
          ...delivery,
          id: 'd2',
          channel: 'webhook',
          status: 'failed',
          attempts: 6,
          lastError: 'webhook answered HTTP 500',
        },
      ],
      demo: false,
      createdAt: '2026-11-22T04:00:00Z',
    };
    const { calls } = routeFetch((c) =>
      c.path === '/api/leads/mail-status'
        ? jsonResponse({ success: true, data: { configured: false } })
        : jsonResponse({ success: true, data: { items: [lead], total: 1, limit: 100, offset: 0 } }),
    );
    wrap(<LeadsTable siteId="s1" />);
    const row = await screen.findByTestId('lead-row');
    expect(calls.map((c) => c.path)).toContain('/api/leads?siteId=s1&limit=100');
    expect(within(row).getByText('vera@visitor.test · (208) 555-0100')).toBeTruthy();
    expect(within(row).getByTestId('lead-status').dataset.status).toBe('new');
    expect(within(row).getByTestId('lead-value').textContent).toBe('$45.00');
    expect(within(row).getByText('E-mail queued in outbox')).toBeTruthy();
    expect(within(row).queryByText(/delivered/i)).toBeNull();
    expect(within(row).getByText('Webhook failed').getAttribute('title')).toBe(
      'Webhook failed after 6 attempts: webhook answered HTTP 500.',
    );
    expect((await screen.findByTestId('mail-not-configured')).textContent).toContain(
      'Mail is not configured: leads are kept here and in the outbox',
    );
  });

  it("shows an empty state, and the server's message on error", async () => {
    routeFetch(() => jsonResponse({ success: true, data: { items: [], total: 0, limit: 100, offset: 0 } }));
    wrap(<LeadsTable siteId="s1" />);
    await screen.findByText(/No leads yet/);
    cleanup();
    routeFetch(() => jsonResponse({ success: false, error: 'Not Found', message: 'Site not found' }, 404));
    wrap(<LeadsTable siteId="s1" />);
    await screen.findByText('Site not found');
  });
});
