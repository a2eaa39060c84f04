import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { NewCampaignForm } from './new-campaign-form';

vi.mock('@/lib/realtime', () => ({ useRealtimeEvent: () => {} }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = [
  {
    id: 'roofing~4671654',
    vertical: 'Roofing',
    verticalSlug: 'roofing',
    location: { city: 'Austin', state: 'TX', county: null, placeId: '4671654' },
    payout: 150,
    monthlySearches: 1200,
  },
  {
    id: 'plumbing~4684888',
    vertical: 'Plumbing',
    verticalSlug: 'plumbing',
    location: { city: 'Dallas', state: 'TX', county: null, placeId: '4684888' },
    payout: 90,
    monthlySearches: 900,
  },
];

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/campaigns/new']}>
        <Routes>
          <Route path="/campaigns/new" element={<NewCampaignForm />} />
          <Route path="/campaigns/:id" element={<p>campaign page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NewCampaignForm', () => {
  it('shows the field errors inline and sends nothing; then creates and opens the campaign', async () => {
    const { calls } = routeFetch(({ method, path }) => {
      if (path === '/api/saved-opportunities/list') return jsonResponse({ success: true, data: saved });
      if (method === 'POST' && path === '/api/campaigns') {
        return jsonResponse({ success: true, data: { id: 'c1' } }, 201);
      }
      return undefined;
    });
    renderForm();
    await screen.findByText('Roofing in Austin, TX');
    fireEvent.change(screen.getByLabelText('Items a day'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Give the campaign a name')).toBeTruthy();
    expect(screen.getByText('Pick at least one market')).toBeTruthy();
    expect(screen.getByText('A whole number from 1 to 50')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Texas' } });
    fireEvent.change(screen.getByLabelText('Items a day'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText(/Select all/));
    // Two items at one a day: the review shows the day after the start as the end.
    const start = (screen.getByLabelText('Start date') as HTMLInputElement).value;
    const end = new Date(`${start}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    expect(screen.getByText(end.toISOString().slice(0, 10))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('campaign page')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Texas',
      kind: 'markets',
      items: saved.map((s) => s.id),
      perDay: 1,
      budgetUsd: 50,
    });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });
});
