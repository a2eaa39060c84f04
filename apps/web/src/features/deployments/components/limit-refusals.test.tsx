import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { GoldmineDeployForm } from './goldmine-deploy-form';

// A job refused by a usage limit (docs/limits.md): the form shows the server's message, which names
// the limit, the number and the setting.

vi.mock('@/lib/realtime', () => ({ useRealtimeEvent: () => {} }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const refusals: [number, string, string][] = [
  [
    403,
    'limit_exceeded',
    'This request asks for 50 sites; one deployment job may hold at most 20. Ask for fewer or raise LIMIT_BATCH_SIZE.',
  ],
  [
    429,
    'limit_reached',
    'This team has used 200 site builds and deploys today, the daily limit. Try again after 2026-11-23 00:00 UTC or raise LIMIT_BUILDS_PER_DAY.',
  ],
];

describe('deployment jobs refused by a usage limit', () => {
  it.each(refusals)('shows the %i %s message', async (status, error, message) => {
    routeFetch(({ method, path }) => {
      if (path.startsWith('/api/payout-data')) return jsonResponse({ success: true, data: { total: 80 } });
      if (method === 'POST' && path === '/api/dominator-pipeline/deploy-goldmines')
        return jsonResponse({ success: false, error, message }, status);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <GoldmineDeployForm />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Deploy goldmines' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('deployment jobs refused by the plan', () => {
  it('shows the plan_limit message with an Upgrade link to billing', async () => {
    const message = 'Your Trial plan allows 3 live sites and the team has 3. Starter allows 10.';
    routeFetch(({ method, path }) => {
      if (path.startsWith('/api/payout-data')) return jsonResponse({ success: true, data: { total: 80 } });
      if (method === 'POST' && path === '/api/dominator-pipeline/deploy-goldmines')
        return jsonResponse({ success: false, error: 'plan_limit', message }, 403);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <GoldmineDeployForm />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Deploy goldmines' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/settings#billing');
  });
});
