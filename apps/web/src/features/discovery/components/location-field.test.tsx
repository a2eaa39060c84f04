import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { DEFAULT_FILTERS } from '../lib/opportunity-filters';
import { OpportunityFilters } from './opportunity-filters';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const state = (code: string, places: number) => ({
  state: code,
  places,
  population: 1000,
  topScore: 80,
  avgScore: 50,
  goldmines: 2,
});
const city = (name: string, st: string, score: number) => ({
  id: `roofing~${name}`,
  location: { city: name, state: st, county: null, placeId: name },
  quantumScore: score,
});

function renderFilters(vertical = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OpportunityFilters filters={{ ...DEFAULT_FILTERS, vertical }} onChange={() => {}} onReset={() => {}} />
    </QueryClientProvider>,
  );
}

const suggestions = () =>
  [...screen.getByTestId('location-suggestions').querySelectorAll('option')].map(
    (o) => `${o.getAttribute('data-kind')} ${o.value}`,
  );

describe('the location filter', () => {
  it('suggests the states first, then the top cities, of the chosen vertical', async () => {
    const { calls } = routeFetch(({ path }) => {
      if (path.startsWith('/api/payout-data/locations'))
        return jsonResponse({
          success: true,
          data: { states: [state('ID', 12), state('TX', 40)], topCities: [city('Boise', 'ID', 91.4)] },
        });
      if (path.startsWith('/api/payout-data/verticals')) return jsonResponse({ success: true, data: [] });
      return undefined;
    });
    renderFilters('roofing');
    expect(screen.getByTestId('location-note').textContent).toBe('Loading locations…');
    await waitFor(() => expect(suggestions()).toEqual(['state ID', 'state TX', 'city Boise, ID']));
    expect(screen.queryByTestId('location-note')).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/api/payout-data/locations?vertical=roofing');
    expect(screen.getByLabelText('Location').getAttribute('list')).toBe(
      screen.getByTestId('location-suggestions').id,
    );
  });

  it('says so when there are none, or when they cannot be read', async () => {
    routeFetch(({ path }) =>
      path.startsWith('/api/payout-data/locations')
        ? jsonResponse({ success: true, data: { states: [], topCities: [] } })
        : jsonResponse({ success: true, data: [] }),
    );
    renderFilters();
    expect((await screen.findByText('No locations for this vertical')).id).toBe(
      screen.getByLabelText('Location').getAttribute('aria-describedby'),
    );
    cleanup();
    routeFetch(({ path }) =>
      path.startsWith('/api/payout-data/locations')
        ? jsonResponse({ success: false, message: 'boom' }, 500)
        : jsonResponse({ success: true, data: [] }),
    );
    renderFilters();
    expect(await screen.findByText('Location suggestions unavailable: type a state or city')).toBeTruthy();
  });
});
