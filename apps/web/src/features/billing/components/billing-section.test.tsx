import type { Subscription } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, routeFetch } from '@/lib/test-utils';
import { emptyDetails, invoice, proSub, trialSub } from '../test/fixtures';
import { BillingSection } from './billing-section';

// Settings → Billing (docs/billing.md) against mocked calls of the billing contract.

vi.mock('@/lib/realtime', () => ({ useRealtimeEvent: () => {} }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ok = (data: unknown, status = 200) => jsonResponse({ success: true, data }, status);

/** The reads answered from `state`; `extra` answers the writes. */
function serve(state: { sub: Subscription }, extra?: (c: FetchCall) => Response | undefined) {
  return routeFetch((c) => {
    const written = extra?.(c);
    if (written) return written;
    if (c.method === 'GET' && c.path === '/api/user/subscription') return ok(state.sub);
    if (c.method === 'GET' && c.path === '/api/user/billing') return ok(emptyDetails);
    if (c.method === 'GET' && c.path === '/api/user/invoices') return ok({ invoices: [invoice] });
  });
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/settings']}>
        <BillingSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Billing section', () => {
  it('shows the trial with days left, the plans with every limit, and the usage', async () => {
    serve({ sub: trialSub });
    renderSection();
    const current = await screen.findByTestId('current-plan');
    expect(current.textContent).toContain('9 days left in your trial');
    expect(current.textContent).toContain('Ends Jan 15, 2030');
    // 5 of 14 days used.
    expect(screen.getByRole('progressbar', { name: 'Trial used' }).getAttribute('aria-valuenow')).toBe('36');
    const trial = screen.getByTestId('plan-card-trial');
    expect(trial.getAttribute('aria-current')).toBe('true');
    expect(within(trial).queryByRole('button')).toBeNull();
    const pro = screen.getByTestId('plan-card-pro');
    expect(pro.textContent).toContain('$79.00');
    for (const line of [
      'Live sites: 50',
      'Dominator pages per site: 250',
      'Team seats: 5',
      'Rank-check keywords: 1,000',
      'LLM spend per month (USD): 25',
    ])
      expect(pro.textContent).toContain(line);
    expect(screen.getByRole('progressbar', { name: 'Team seats used' }).getAttribute('aria-valuetext')).toBe(
      '2 / 2',
    );
    expect(await screen.findByText('SDP-2030-000001')).toBeTruthy();
  });

  it('chooses Pro: the estimate before, the server explanation after; Checkout when Stripe answers one', async () => {
    const state = { sub: trialSub };
    const explanation = 'Pro starts today: $79.00 for 30 days.';
    let checkoutUrl: string | null = null;
    const { calls } = serve(state, (c) => {
      if (c.method !== 'POST' || c.path !== '/api/user/subscription/update') return undefined;
      state.sub = proSub;
      return ok({
        subscription: proSub,
        proration: {
          explanation,
          daysLeft: 30,
          daysInPeriod: 30,
          creditCents: 0,
          chargeCents: 7900,
          netCents: 7900,
        },
        checkoutUrl,
        invoiceId: null,
      });
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Pro' }));
    const dialog = await screen.findByTestId('change-plan-dialog');
    expect(within(dialog).getByTestId('proration-preview').textContent).toContain('$79.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Pro' }));
    expect((await screen.findByTestId('proration-explanation')).textContent).toBe(explanation);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ planId: 'pro' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByTestId('plan-card-pro').getAttribute('aria-current')).toBe('true'),
    );

    // With Stripe the answer carries Checkout's page, and the browser goes there.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    checkoutUrl = 'https://checkout.example/session/1';
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Agency' }));
    const next = await screen.findByTestId('change-plan-dialog');
    expect(within(next).getByTestId('proration-preview').textContent).toMatch(
      /^Estimate: \d+ of 30 days left/,
    );
    fireEvent.click(within(next).getByRole('button', { name: 'Confirm Agency' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
  });

  it('cancels only with a reason, then offers Reactivate', async () => {
    const state = { sub: proSub };
    const { calls } = serve(state, (c) => {
      if (c.method === 'POST' && c.path === '/api/user/subscription/cancel') {
        state.sub = { ...proSub, cancelAtPeriodEnd: true, cancelReason: 'Too dear' };
        return ok(state.sub);
      }
      if (c.method === 'POST' && c.path === '/api/user/subscription/reactivate') {
        state.sub = proSub;
        return ok(proSub);
      }
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByTestId('cancel-subscription-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Why are you canceling?'), {
      target: { value: 'Too dear' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect((await screen.findByTestId('cancel-notice')).textContent).toBe(
      'Cancels at the end of the period on Jan 31, 2030.',
    );
    expect(calls.find((c) => c.path.endsWith('/cancel'))?.body).toEqual({ reason: 'Too dear' });
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Renews on Jan 31, 2030.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/reactivate'))).toBe(true);
  });

  it('lets members read but not change, and shows the grace banner', async () => {
    serve({
      sub: {
        ...trialSub,
        status: 'expired',
        access: 'grace',
        trialDaysLeft: null,
        graceEndsAt: '2030-01-22T12:00:00.000Z',
        canManage: false,
      },
    });
    renderSection();
    const banner = await screen.findByTestId('billing-access-banner');
    expect(banner.textContent).toContain('Your trial has ended.');
    expect(banner.textContent).toContain('pauses on Jan 22, 2030');
    expect(banner.textContent).toContain('Ask a team owner');
    expect(screen.queryByRole('button', { name: /Choose|Switch|Cancel subscription|Reactivate/ })).toBeNull();
    expect(await screen.findByLabelText('Billing e-mail')).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save billing details' })).toBeNull();
  });

  it('is hidden when billing is off', async () => {
    const { calls } = serve({ sub: { ...trialSub, billingEnabled: false } });
    const { container } = renderSection();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(container.querySelector('#billing')).toBeNull());
  });

  it('checks the billing details, and shows the server refusal on its field', async () => {
    const { calls } = serve({ sub: trialSub }, (c) =>
      c.method === 'PATCH'
        ? jsonResponse(
            {
              success: false,
              error: 'validation_error',
              message: 'Enter a valid e-mail address',
              details: [{ path: '/email', message: 'x' }],
            },
            400,
          )
        : undefined,
    );
    renderSection();
    const country = await screen.findByLabelText('Country (two-letter code)');
    fireEvent.change(country, { target: { value: 'France' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Country must be a two-letter code')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(country, { target: { value: 'fr' } });
    fireEvent.change(screen.getByLabelText('Name or company'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    const err = await screen.findByText('Enter a valid e-mail address');
    expect(err.id).toBe('billing-email-error');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      name: 'Acme',
      country: 'FR',
      email: null,
    });
  });

  it('lists an invoice and downloads its PDF', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const { calls } = serve({ sub: proSub }, (c) =>
      c.path === `/api/user/invoices/${invoice.id}/download`
        ? new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } })
        : undefined,
    );
    renderSection();
    const row = await screen.findByTestId('invoice-row');
    expect(row.textContent).toContain('$79.00');
    expect(row.textContent).toContain('Paid');
    fireEvent.click(within(row).getByRole('button', { name: /Download invoice/ }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/download'))).toBe(true));
  });
});
