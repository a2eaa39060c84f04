import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderInfo, ProviderUsage } from '@/features/providers';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { ProvidersSection } from './providers-section';

const census: ProviderInfo = {
  id: 'census-cbp',
  name: 'Census CBP',
  kind: 'business-counts',
  configured: false,
  costPerCall: 0,
  docsUrl: 'https://www.census.gov/cbp',
  keyHint: 'Census Data API key (40 characters)',
  updatedAt: null,
};
const dataforseo: ProviderInfo = {
  id: 'dataforseo',
  name: 'DataForSEO',
  kind: 'keyword-volume',
  alsoKinds: ['serp'],
  configured: true,
  costPerCall: 0.075,
  docsUrl: 'https://docs.dataforseo.com/',
  keyHint: 'login:password',
  updatedAt: '2025-03-01T10:00:00.000Z',
};
const zeroStats = {
  totalCalls: 0,
  successRate: 0,
  costPerCall: 0,
  monthlySpend: 0,
  dailySpend: 0,
  avgResponseTime: 0,
  lastUsed: null,
};
const noUsage: ProviderUsage = { scraperStats: zeroStats, byProvider: [] };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProvidersSection />
    </QueryClientProvider>,
  );
}

const card = async (id: string) => {
  await screen.findAllByTestId('provider-card');
  const found = screen.getAllByTestId('provider-card').find((el) => el.dataset.providerId === id);
  if (!found) throw new Error(`no card for ${id}`);
  return found;
};

describe('Data providers section', () => {
  it('shows each provider with what it measures, cost, docs link and key state, and the empty meter', async () => {
    routeFetch(({ path }) => {
      if (path === '/api/providers') return jsonResponse({ success: true, data: [census, dataforseo] });
      if (path === '/api/providers/usage') return jsonResponse({ success: true, data: noUsage });
    });
    renderSection();
    expect(screen.getByRole('heading', { name: 'Data providers' })).toBeTruthy();

    const c = within(await card('census-cbp'));
    expect(c.getByText('Business counts')).toBeTruthy();
    expect(c.getByText('Free')).toBeTruthy();
    expect(c.getByText('No key: estimates only')).toBeTruthy();
    const input = c.getByLabelText('API key') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(c.getByText('Census Data API key (40 characters)')).toBeTruthy();
    const docs = c.getByRole('link', { name: /API docs/ });
    expect(docs.getAttribute('href')).toBe('https://www.census.gov/cbp');
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(c.queryByRole('button', { name: 'Remove key' })).toBeNull();

    const d = within(await card('dataforseo'));
    expect(d.getByText('Keyword volume')).toBeTruthy();
    expect(d.getByText('Rank tracking')).toBeTruthy();
    expect(d.getByTestId('provider-rank-tracking').textContent).toMatch(/Google positions/);
    expect(c.queryByText('Rank tracking')).toBeNull();
    expect(d.getByText('$0.075 per call')).toBeTruthy();
    expect(d.getByText('Key saved')).toBeTruthy();
    expect(d.getByRole('button', { name: 'Remove key' })).toBeTruthy();

    expect(
      await screen.findByText(
        'No provider calls yet. With no key, every figure is an estimate from the bundled data.',
      ),
    ).toBeTruthy();
  });

  it('saves a key with PUT, clears the field and re-reads the providers', async () => {
    let configured = false;
    const { calls } = routeFetch(({ method, path }) => {
      if (path === '/api/providers')
        return jsonResponse({ success: true, data: [{ ...census, configured }, dataforseo] });
      if (path === '/api/providers/usage') return jsonResponse({ success: true, data: noUsage });
      if (method === 'PUT' && path === '/api/providers/census-cbp') {
        configured = true;
        return jsonResponse({ success: true, data: { ...census, configured: true } });
      }
    });
    renderSection();
    const c = within(await card('census-cbp'));
    fireEvent.click(c.getByRole('button', { name: 'Save key' }));
    expect(c.getByRole('alert').textContent).toContain('Enter the API key first');
    expect(calls.some((x) => x.method === 'PUT')).toBe(false);

    fireEvent.change(c.getByLabelText('API key'), { target: { value: ' abc123 ' } });
    fireEvent.click(c.getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(c.getByText('Key saved')).toBeTruthy());
    expect(calls.find((x) => x.method === 'PUT')?.body).toEqual({ apiKey: 'abc123' });
    expect((c.getByLabelText('API key') as HTMLInputElement).value).toBe('');
  });

  it('shows the 403 of a plain team member inline', async () => {
    routeFetch(({ method, path }) => {
      if (path === '/api/providers') return jsonResponse({ success: true, data: [census, dataforseo] });
      if (path === '/api/providers/usage') return jsonResponse({ success: true, data: noUsage });
      if (method === 'PUT')
        return jsonResponse(
          { success: false, error: 'forbidden', message: 'Only team owners and admins manage provider keys' },
          403,
        );
    });
    renderSection();
    const c = within(await card('census-cbp'));
    fireEvent.change(c.getByLabelText('API key'), { target: { value: 'abc' } });
    fireEvent.click(c.getByRole('button', { name: 'Save key' }));
    expect((await c.findByRole('alert')).textContent).toBe(
      'Only team owners and admins manage provider keys. Ask a team owner or admin to change this key.',
    );
  });

  it("shows the server's reason for a rejected key without the field prefix", async () => {
    routeFetch(({ method, path }) => {
      if (path === '/api/providers') return jsonResponse({ success: true, data: [census, dataforseo] });
      if (path === '/api/providers/usage') return jsonResponse({ success: true, data: noUsage });
      if (method === 'PUT')
        return jsonResponse(
          {
            success: false,
            error: 'invalid_api_key',
            message: 'apiKey: Give the DataForSEO API login and password as login:password',
          },
          400,
        );
    });
    renderSection();
    const d = within(await card('dataforseo'));
    fireEvent.change(d.getByLabelText('API key'), { target: { value: 'no-colon' } });
    fireEvent.click(d.getByRole('button', { name: 'Save key' }));
    expect((await d.findByRole('alert')).textContent).toBe(
      'Give the DataForSEO API login and password as login:password',
    );
  });

  it('removes a key only after the confirmation', async () => {
    let configured = true;
    const { calls } = routeFetch(({ method, path }) => {
      if (path === '/api/providers')
        return jsonResponse({ success: true, data: [census, { ...dataforseo, configured }] });
      if (path === '/api/providers/usage') return jsonResponse({ success: true, data: noUsage });
      if (method === 'DELETE' && path === '/api/providers/dataforseo') {
        configured = false;
        return jsonResponse({ success: true, message: 'Provider key removed' });
      }
    });
    renderSection();
    const d = within(await card('dataforseo'));
    fireEvent.click(d.getByRole('button', { name: 'Remove key' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remove the DataForSEO key?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((x) => x.method === 'DELETE')).toBe(false);

    fireEvent.click(d.getByRole('button', { name: 'Remove key' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove key' }));
    await waitFor(() => expect(d.getByText('No key: estimates only')).toBeTruthy());
    expect(calls.filter((x) => x.method === 'DELETE').map((x) => x.path)).toEqual([
      '/api/providers/dataforseo',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the meter in total and per provider', async () => {
    const stats = {
      totalCalls: 4,
      successRate: 75,
      costPerCall: 0.05625,
      monthlySpend: 0.225,
      dailySpend: 0.075,
      avgResponseTime: 812,
      lastUsed: '2025-03-02T09:30:00.000Z',
    };
    routeFetch(({ path }) => {
      if (path === '/api/providers') return jsonResponse({ success: true, data: [census, dataforseo] });
      if (path === '/api/providers/usage')
        return jsonResponse({
          success: true,
          data: {
            scraperStats: stats,
            byProvider: [
              {
                ...stats,
                providerId: 'dataforseo',
                name: 'DataForSEO',
                kind: 'keyword-volume',
                successes: 3,
                failures: 1,
                totalSpend: 0.225,
              },
            ],
          },
        });
    });
    renderSection();
    const total = within(await screen.findByTestId('provider-usage-total'));
    expect(total.getByText('All providers')).toBeTruthy();
    expect(total.getByText('4')).toBeTruthy();
    expect(total.getByText('75% (3 of 4)')).toBeTruthy();
    expect(total.getByText('$0.075')).toBeTruthy();
    expect(total.getByText('$0.225')).toBeTruthy();
    expect(total.getByText('812 ms')).toBeTruthy();
    const row = within(screen.getByTestId('provider-usage-row'));
    expect(row.getByText('DataForSEO')).toBeTruthy();
    expect(row.getByText('75% (3 of 4)')).toBeTruthy();
    expect(screen.queryByTestId('provider-usage-empty')).toBeNull();
  });
});
