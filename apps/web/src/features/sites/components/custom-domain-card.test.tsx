import type { Site } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { dismissToast, getToasts } from '@/lib/toast-store';
import { useSite } from '../api/get-site';
import { site } from '../test/fixtures';
import { CustomDomainCard } from './custom-domain-card';

const TOKEN = '0123456789abcdef0123456789abcdef';
const pending = (over: Partial<Site> = {}) =>
  site({
    customDomain: 'leads.example.com',
    domainStatus: 'pending',
    domainRecord: { type: 'TXT', name: '_sdp-verify.leads.example.com', value: `sdp-verify=${TOKEN}` },
    ...over,
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Card() {
  const q = useSite('s1');
  return q.data ? <CustomDomainCard site={q.data} /> : null;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <Card />
    </QueryClientProvider>,
  );
}

describe('CustomDomainCard', () => {
  it('shows a pending domain’s badge, the TXT record with copy buttons and the served-once-verified note', async () => {
    const data = pending({ url: 'https://seo.example.com/s/roofing-boise-id-abc/' });
    routeFetch((c) => (c.method === 'GET' ? jsonResponse({ success: true, data }) : undefined));
    const user = userEvent.setup(); // puts its clipboard stand-in on navigator
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderCard();
    const badge = await screen.findByTestId('domain-status');
    expect(badge.dataset.status).toBe('pending');
    expect(badge.textContent).toContain('Pending');
    const proof = screen.getByRole('region', { name: 'Prove the domain is yours' });
    expect(within(proof).getByText('TXT')).toBeTruthy();
    expect(within(proof).getByText('_sdp-verify.leads.example.com')).toBeTruthy();
    expect(within(proof).getByText(`sdp-verify=${TOKEN}`)).toBeTruthy();
    const help = screen.getByTestId('domain-dns-help');
    expect(help.textContent).toContain('served on the domain only once the domain is verified');
    // The platform's public host (from its PUBLIC_URL), never the browser's own address.
    expect(help.textContent).toContain('a CNAME to seo.example.com');

    await user.click(screen.getByRole('button', { name: 'Copy record name' }));
    expect(writeText).toHaveBeenLastCalledWith('_sdp-verify.leads.example.com');
    await user.click(screen.getByRole('button', { name: 'Copy record value' }));
    expect(writeText).toHaveBeenLastCalledWith(`sdp-verify=${TOKEN}`);
    expect(
      within(screen.getByRole('button', { name: 'Copy record value' })).getByText('Copied'),
    ).toBeTruthy();
  });

  it('Verify (by keyboard) shows a spinner while checking, then the failure reason', async () => {
    let release: () => void = () => {};
    const failed = pending({
      domainStatus: 'failed',
      domainError: 'No TXT record found at _sdp-verify.leads.example.com',
      domainCheckedAt: '2026-11-22T05:00:00Z',
    });
    let current = pending();
    const { calls } = routeFetch(async (c) => {
      if (c.method === 'GET') return jsonResponse({ success: true, data: current });
      if (c.method === 'POST' && c.path === '/api/sites/s1/domain/verify') {
        await new Promise<void>((r) => {
          release = r;
        });
        current = failed;
        return jsonResponse({ success: true, data: failed });
      }
    });
    const user = userEvent.setup();
    renderCard();
    const button = await screen.findByRole('button', { name: 'Verify' });
    button.focus();
    await user.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Checking…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No TXT record found at _sdp-verify.leads.example.com');
    expect(screen.getByTestId('domain-status').dataset.status).toBe('failed');
    expect(screen.getByRole('button', { name: 'Verify' }).getAttribute('aria-describedby')).toBe(
      'domain-check-error',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(getToasts().filter((t) => t.open)).toHaveLength(0);
  });

  it('a successful check shows Verified, hides the record and toasts', async () => {
    let current = pending();
    routeFetch((c) => {
      if (c.method === 'GET') return jsonResponse({ success: true, data: current });
      if (c.method === 'POST' && c.path === '/api/sites/s1/domain/verify') {
        current = pending({ domainStatus: 'verified', domainVerifiedAt: '2026-11-22T05:00:00Z' });
        return jsonResponse({ success: true, data: current });
      }
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('domain-status').dataset.status).toBe('verified'));
    expect(screen.getByTestId('domain-verified').textContent).toContain('the site is served at');
    expect(screen.queryByRole('region', { name: 'Prove the domain is yours' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(getToasts().find((t) => t.open)?.title).toBe('leads.example.com is verified');
  });

  it('shows the server’s message when the check is refused (e.g. 429)', async () => {
    routeFetch((c) => {
      if (c.method === 'GET') return jsonResponse({ success: true, data: pending() });
      return jsonResponse({ success: false, error: 'rate_limited', message: 'Too many requests' }, 429);
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests');
  });

  it('shows no badge and no record without a domain', async () => {
    routeFetch((c) => (c.method === 'GET' ? jsonResponse({ success: true, data: site() }) : undefined));
    renderCard();
    await screen.findByRole('button', { name: 'Save domain' });
    expect(screen.queryByTestId('domain-status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    // The site is served from localhost: the server has no public address to point DNS at.
    const help = screen.getByTestId('domain-dns-help');
    expect(help.textContent).toContain('Set PUBLIC_URL to the address the platform is reached at');
    expect(help.textContent).not.toContain('localhost');
  });
});
