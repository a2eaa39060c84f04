import type { Vertical } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { discoverySearch, OnboardingWizard, type OnboardingWizardProps } from './onboarding-wizard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vertical = (slug: string, name: string, payout: number) =>
  ({
    slug,
    name,
    effectivePayout: payout,
    payout: { low: payout / 2, typical: payout, high: payout * 2, source: 's' },
  }) as Vertical;
const verticals = [vertical('roofing', 'Roofing', 300), vertical('plumbing', 'Plumbing', 200)];
const empty = { verticals: [], state: null, updatedAt: null };

function renderWizard(over: Partial<OnboardingWizardProps> = {}) {
  const props: OnboardingWizardProps = {
    focus: empty,
    verticals,
    onSetPayout: vi.fn(async () => undefined),
    providers: <p>Provider keys here</p>,
    onFinish: vi.fn(),
    onSkip: vi.fn(),
    ...over,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OnboardingWizard {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return props;
}

const progress = () => screen.getByTestId('onboarding-progress').textContent;

describe('OnboardingWizard', () => {
  it('walks the four steps: markets, payouts of the chosen verticals, provider, finish on the focus', async () => {
    routeFetch(({ method, body }) =>
      method === 'PUT' && body
        ? jsonResponse({ success: true, data: { ...(body as object), state: 'TX', updatedAt: 'now' } })
        : undefined,
    );
    const props = renderWizard();
    expect(progress()).toBe('Step 1 of 4');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    fireEvent.click(screen.getByLabelText('Roofing'));
    fireEvent.change(screen.getByLabelText('Home state'), { target: { value: 'tx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    // Step 2: only the chosen vertical, starting at its payout; a changed value is saved.
    await waitFor(() => expect(progress()).toBe('Step 2 of 4'));
    expect(document.activeElement?.textContent).toBe('Payouts');
    const input = screen.getByLabelText('Roofing payout ($)') as HTMLInputElement;
    expect(input.value).toBe('300');
    expect(screen.queryByLabelText('Plumbing payout ($)')).toBeNull();
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payouts and continue' }));
    expect(await screen.findByText('Roofing: give a payout in dollars, 0 or more.')).toBeTruthy();
    expect(props.onSetPayout).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payouts and continue' }));
    await waitFor(() => expect(progress()).toBe('Step 3 of 4'));
    expect(props.onSetPayout).toHaveBeenCalledExactlyOnceWith('roofing', 450);

    // Step 3: the providers, skippable.
    expect(screen.getByText('Provider keys here')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(progress()).toBe('Step 4 of 4');
    expect(screen.getByTestId('onboarding-summary').textContent).toContain(
      'Discovery opens on Roofing in TX.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open Discovery' }));
    expect(props.onFinish).toHaveBeenCalledWith(
      expect.objectContaining({ verticals: ['roofing'], state: 'TX' }),
    );
    expect(props.onSkip).not.toHaveBeenCalled();
  });

  it('skips steps, goes back, and skips the whole setup from any step', () => {
    const props = renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(progress()).toBe('Step 2 of 4');
    expect(screen.getByTestId('payout-step-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(progress()).toBe('Step 1 of 4');
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Skip setup' }));
    expect(props.onSkip).toHaveBeenCalledOnce();
    expect(props.onFinish).not.toHaveBeenCalled();
  });

  it('opens Discovery on the first vertical and the state', () => {
    expect(discoverySearch({ verticals: ['roofing', 'hvac'], state: 'TX' }).toString()).toBe(
      'vertical=roofing&location=TX',
    );
    expect(discoverySearch({ verticals: [], state: null }).toString()).toBe('');
  });
});
