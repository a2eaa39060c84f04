import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { site } from '../test/fixtures';
import { GenerateForm } from './generate-form';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GenerateForm business facts', () => {
  it('checks the facts inline, then sends them with the create request', async () => {
    const { calls } = routeFetch((c) => {
      if (c.path === '/api/sites/defaults')
        return jsonResponse({ success: true, data: { defaultPhone: null, canEdit: true, updatedAt: null } });
      if (c.method === 'POST' && c.path === '/api/sites')
        return jsonResponse({ success: true, data: site() }, 201);
    });
    const onGenerated = vi.fn();
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <GenerateForm opportunityId="roofing~1608000" onGenerated={onGenerated} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Empty: no call buttons, the site leads with its form/)).toBeTruthy();
    expect(screen.getByText('Photos can be added once the site is generated.')).toBeTruthy();
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: /Generate site/ }));
    expect(screen.getByRole('alert').textContent).toMatch(/need attention/);
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '(208) 555-0101');
    await user.type(screen.getByLabelText('License number'), 'ID-RCE-1');
    await user.click(screen.getByLabelText('Insured'));
    await user.click(within(screen.getByTestId('weekly-hours')).getByLabelText('Saturday'));
    await user.click(screen.getByRole('button', { name: /Generate site/ }));
    await waitFor(() => expect(onGenerated).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'goldmine',
      opportunityId: 'roofing~1608000',
      template: 'classic',
      business: {
        phone: '(208) 555-0101',
        licenseNumber: 'ID-RCE-1',
        insured: true,
        hours: [{ day: 'sat', opens: '08:00', closes: '17:00' }],
      },
    });
  });
});
