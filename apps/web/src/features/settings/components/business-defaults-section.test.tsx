import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { dismissToast, getToasts } from '@/lib/toast-store';
import { BusinessDefaultsSection } from './business-defaults-section';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (defaultPhone: string | null, canEdit = true) =>
  jsonResponse({ success: true, data: { defaultPhone, canEdit, updatedAt: null } });

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BusinessDefaultsSection />
    </QueryClientProvider>,
  );
}

describe('BusinessDefaultsSection', () => {
  it('saves the default phone, checking it first, and removes it', async () => {
    let stored: string | null = null;
    const { calls } = routeFetch((c) => {
      if (c.path !== '/api/sites/defaults') return undefined;
      if (c.method === 'PATCH') stored = (c.body as { defaultPhone: string | null }).defaultPhone;
      return answer(stored);
    });
    const user = userEvent.setup();
    renderSection();
    expect(screen.getByRole('region', { name: 'Business defaults' })).toBeTruthy();
    const input = (await screen.findByLabelText('Default phone')) as HTMLInputElement;
    expect(screen.getByText(/Sites without a phone of their own .* get call buttons/)).toBeTruthy();
    await user.type(input, '555-0142');
    await user.click(screen.getByRole('button', { name: 'Save default phone' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a US phone number with 10 digits, like (307) 555-0142')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '307.555.0142');
    expect(screen.getByText(/Shown on the sites as \(307\) 555-0142/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save default phone' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Default phone saved'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ defaultPhone: '307.555.0142' });

    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1].body).toEqual({ defaultPhone: null });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('is read-only for members, and shows a load failure with Try again', async () => {
    let fail = true;
    routeFetch(() =>
      fail
        ? jsonResponse({ success: false, error: 'internal_error', message: 'Internal server error' }, 500)
        : answer('(208) 555-0100', false),
    );
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(/Could not load the business defaults/)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const input = (await screen.findByLabelText('Default phone')) as HTMLInputElement;
    expect(input.value).toBe('(208) 555-0100');
    expect(input.disabled).toBe(true);
    expect(screen.getByText('Only team owners and admins can change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save default phone' })).toBeNull();
  });
});
