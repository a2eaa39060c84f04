import type { Subscription } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkRefusedAlert } from '@/components/ui/work-refused-alert';
import { ApiError } from '@/lib/api-error';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { proSub, trialSub } from '../test/fixtures';
import { ShellAccessBanner } from './shell-access-banner';
import { TrialIndicator } from './trial-indicator';

// The app shell's trial indicator and access banner, and the Upgrade link on plan refusals.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderShell(sub: Subscription, at = '/dashboard') {
  routeFetch(({ path }) =>
    path === '/api/user/subscription' ? jsonResponse({ success: true, data: sub }) : undefined,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <TrialIndicator />
        <ShellAccessBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('billing in the app shell', () => {
  it('shows the days left of the trial, linking to billing', async () => {
    renderShell(trialSub);
    const link = await screen.findByRole('link', { name: 'Trial: 9 days left' });
    expect(link.getAttribute('href')).toBe('/settings#billing');
  });

  it('hides the indicator for paid plans and when billing is off', async () => {
    for (const sub of [proSub, { ...trialSub, billingEnabled: false }]) {
      const { unmount } = renderShell(sub);
      await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByTestId('trial-indicator')).toBeNull();
      expect(screen.queryByTestId('billing-access-banner')).toBeNull();
      unmount();
    }
  });

  it('shows the paused banner with the way to a plan', async () => {
    renderShell({ ...trialSub, status: 'expired', access: 'paused', trialDaysLeft: null });
    const banner = await screen.findByTestId('billing-access-banner');
    expect(banner.textContent).toContain('New work is paused');
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/settings#billing',
    );
  });
});

describe('work refused by the plan', () => {
  const renderAlert = (error: unknown) =>
    render(
      <MemoryRouter>
        <WorkRefusedAlert title="Could not generate the site" error={error} />
      </MemoryRouter>,
    );

  it.each([
    [403, 'plan_limit', 'Your Trial plan allows 3 live sites; Starter allows 10.'],
    [402, 'billing_paused', 'New work is paused until you choose a plan.'],
  ])('a %i %s shows the message and Upgrade', (status, code, message) => {
    renderAlert(new ApiError({ status, code, message }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/settings#billing');
  });

  it('other refusals show the message only', () => {
    renderAlert(new ApiError({ status: 429, code: 'limit_reached', message: 'The daily limit.' }));
    expect(screen.getByText('The daily limit.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });
});
