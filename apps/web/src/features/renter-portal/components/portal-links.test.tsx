import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { PortalLinks } from './portal-links';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renterId = '11111111-1111-4111-8111-111111111111';
const base = `/api/renters/${renterId}/portal-links`;
const link = (id: string, revokedAt: string | null = null) => ({
  id,
  createdAt: '2026-11-22T04:00:00Z',
  createdBy: 'Ada Owner',
  lastViewedAt: null,
  revokedAt,
});

const wrap = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PortalLinks renterId={renterId} renterName="Acme Roofing" />
    </QueryClientProvider>,
  );

describe('PortalLinks', () => {
  it('creates a link (URL shown once), lists the active ones and revokes one', async () => {
    const links = [link('22222222-2222-4222-8222-222222222222', '2026-11-01T00:00:00Z')];
    const { calls } = routeFetch((c) => {
      if (c.method === 'GET' && c.path === base) return jsonResponse({ success: true, data: links });
      if (c.method === 'POST' && c.path === base) {
        const made = link('33333333-3333-4333-8333-333333333333');
        links.unshift(made);
        return jsonResponse({ success: true, data: { ...made, url: 'http://x.test/portal/abc' } }, 201);
      }
      if (c.method === 'DELETE' && c.path.startsWith(`${base}/`)) {
        links[0] = { ...links[0]!, revokedAt: '2026-11-23T00:00:00Z' };
        return jsonResponse({ success: true, data: links[0] });
      }
    });
    wrap();
    // Only revoked links: none active.
    expect(await screen.findByTestId('portal-links-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create portal link' }));
    const url = (await screen.findByTestId('portal-link-url')) as HTMLInputElement;
    expect(url.value).toBe('http://x.test/portal/abc');
    expect(await screen.findByText(/by Ada Owner/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('portal-link-url')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(screen.getByTestId('portal-links-empty')).toBeTruthy());
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === `${base}/33333333-3333-4333-8333-333333333333`),
    ).toBe(true);
  });

  it('tells a member that only owners and admins manage links', async () => {
    routeFetch(() => jsonResponse({ success: false, error: 'forbidden', message: 'no' }, 403));
    wrap();
    expect(await screen.findByText('Only owners and admins of the team manage portal links.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create portal link' })).toBeNull();
  });

  it('offers a retry when the list fails', async () => {
    routeFetch(() => jsonResponse({ success: false, error: 'internal_error', message: 'Boom' }, 500));
    wrap();
    // Not a refusal: asked twice more before the error shows.
    expect(
      await screen.findByText(/Could not load the portal links: Boom/, {}, { timeout: 8000 }),
    ).toBeTruthy();
  });
});
