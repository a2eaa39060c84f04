import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderInfo } from '@/features/providers';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { discoveryKeys } from '../../api/keys';
import { MeasuredDataCard } from './measured-data-card';

const ID = 'roofing~5586437';
const census: ProviderInfo = {
  id: 'census-cbp',
  name: 'Census CBP',
  kind: 'business-counts',
  configured: false,
  costPerCall: 0,
  docsUrl: 'https://www.census.gov/cbp',
};
const dataforseo: ProviderInfo = {
  id: 'dataforseo',
  name: 'DataForSEO',
  kind: 'keyword-volume',
  configured: true,
  costPerCall: 0.075,
  docsUrl: 'https://docs.dataforseo.com/',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Stands for the details screen: a market query the measurement must refresh. */
function Confidence() {
  const q = useQuery({
    queryKey: discoveryKeys.details(ID),
    queryFn: () => fetch(`/api/payout-data/opportunities/${ID}`).then((r) => r.json()),
  });
  return <p>confidence {q.data?.data?.opportunity?.confidence ?? '…'}</p>;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/opportunity/:id/details',
        element: (
          <>
            <Confidence />
            <MeasuredDataCard opportunityId={ID} />
          </>
        ),
      },
      { path: '/settings', element: <p>settings screen</p> },
    ],
    { initialEntries: [`/opportunity/${ID}/details`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Measured data card', () => {
  it('links to the provider settings when no provider is configured', async () => {
    routeFetch(({ path }) => {
      if (path === '/api/providers') return jsonResponse({ success: true, data: [census] });
      if (path.startsWith('/api/payout-data/opportunities/'))
        return jsonResponse({ success: true, data: { opportunity: { confidence: 0 } } });
    });
    const router = renderCard();
    const link = await screen.findByRole('link', { name: 'Add a provider key in Settings' });
    expect(screen.queryByRole('button', { name: /^Measure with/ })).toBeNull();
    fireEvent.click(link);
    await screen.findByText('settings screen');
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.location.hash).toBe('#providers');
  });

  it('measures with a configured provider, shows the result and re-reads the market', async () => {
    let confidence = 0;
    let release: () => void = () => {};
    const { calls } = routeFetch(async ({ method, path }) => {
      if (path === '/api/providers') return jsonResponse({ success: true, data: [census, dataforseo] });
      if (path === '/api/providers/usage') return jsonResponse({ success: true, data: {} });
      if (path.startsWith('/api/payout-data/opportunities/'))
        return jsonResponse({ success: true, data: { opportunity: { confidence } } });
      if (method === 'POST' && path === '/api/providers/dataforseo/refresh') {
        await new Promise<void>((r) => {
          release = r;
        });
        confidence = 0.5;
        return jsonResponse({
          success: true,
          data: {
            providerId: 'dataforseo',
            opportunityId: ID,
            measurements: [{ kind: 'monthlySearches', value: 1234, source: 'Google Ads, 12 keywords' }],
            costUsd: 0.075,
            opportunity: { id: ID, confidence: 0.5 },
          },
        });
      }
    });
    renderCard();
    expect(await screen.findByText('confidence 0')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Measure with Census CBP' })).toBeNull();
    expect(screen.getByText(/One more provider has no key/)).toBeTruthy();

    const button = await screen.findByRole('button', { name: 'Measure with DataForSEO' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Measuring…')).toBeTruthy();
    release();

    const result = within(await screen.findByTestId('measure-result'));
    expect(result.getByText('Measured 1,234 monthly searches')).toBeTruthy();
    expect(result.getByText('Cost $0.075 · confidence now 50%')).toBeTruthy();
    expect(await screen.findByText('confidence 0.5')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ opportunityId: ID });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the provider error', async () => {
    routeFetch(({ method, path }) => {
      if (path === '/api/providers') return jsonResponse({ success: true, data: [dataforseo] });
      if (path === '/api/providers/usage') return jsonResponse({ success: true, data: {} });
      if (path.startsWith('/api/payout-data/opportunities/'))
        return jsonResponse({ success: true, data: { opportunity: { confidence: 0 } } });
      if (method === 'POST')
        return jsonResponse(
          {
            success: false,
            error: 'provider_error',
            message: 'DataForSEO call failed: 40100 Not authorized',
          },
          502,
        );
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Measure with DataForSEO' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'DataForSEO call failed: 40100 Not authorized',
    );
    expect(screen.queryByTestId('measure-result')).toBeNull();
  });
});
