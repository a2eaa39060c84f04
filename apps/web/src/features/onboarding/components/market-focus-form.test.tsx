import type { Vertical } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { toggleVertical } from '../lib/toggle-vertical';
import { MarketFocusForm } from './market-focus-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const verticals = ['Dentist', 'HVAC', 'Plumbing', 'Roofing', 'Solar', 'Tree Service'].map(
  (name) => ({ slug: name.toLowerCase().replace(' ', '-'), name }) as Vertical,
);
const empty = { verticals: [], state: null, updatedAt: null };

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MarketFocusForm focus={empty} verticals={verticals} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MarketFocusForm', () => {
  it('saves the verticals in the order chosen and the state; says where Discovery opens', async () => {
    const { calls } = routeFetch(({ method, body }) =>
      method === 'PUT'
        ? jsonResponse({ success: true, data: { ...(body as object), state: 'TX', updatedAt: 'now' } })
        : undefined,
    );
    renderForm();
    fireEvent.click(screen.getByLabelText('Roofing'));
    fireEvent.click(screen.getByLabelText('Plumbing'));
    fireEvent.change(screen.getByLabelText('Home state'), { target: { value: 'tx' } });
    expect(screen.getByText(/Chosen: Roofing, Plumbing\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save focus' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/onboarding/focus',
      body: { verticals: ['roofing', 'plumbing'], state: 'tx' },
    });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Discovery now opens on Roofing in TX.',
    );
  });

  it('shows the server’s message when the state is refused', async () => {
    routeFetch(() =>
      jsonResponse(
        { success: false, error: 'validation_error', message: "state: 'ZZ' is not a US state code" },
        400,
      ),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Home state'), { target: { value: 'ZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save focus' }));
    expect(await screen.findByText("state: 'ZZ' is not a US state code")).toBeTruthy();
  });

  it('takes at most five verticals; the others wait until one is removed', () => {
    renderForm();
    for (const v of verticals.slice(0, 5)) fireEvent.click(screen.getByLabelText(v.name));
    expect((screen.getByLabelText('Tree Service') as HTMLInputElement).disabled).toBe(true);
    expect(toggleVertical(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(toggleVertical(['a', 'b'], 'a')).toEqual(['b']);
  });
});
