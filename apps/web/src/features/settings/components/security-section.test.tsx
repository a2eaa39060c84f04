import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { DangerZoneCard } from './danger-zone-card';
import { SecuritySection } from './security-section';

const session = vi.hoisted(() => ({
  user: { id: 'u1', email: 'ada@example.test', hasPassword: true, twoFactorEnabled: false } as Record<
    string,
    unknown
  >,
}));
vi.mock('@/lib/session', () => ({ useSession: () => ({ user: session.user }) }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWith(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('security settings', () => {
  it('offers to change the password of an account that has one', () => {
    session.user = { ...session.user, hasPassword: true };
    routeFetch(() => undefined);
    renderWith(<SecuritySection />);
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByText('Set a password')).toBeNull();
  });

  it('a Google account without a password gets a link by e-mail to set one', async () => {
    session.user = { ...session.user, hasPassword: false };
    const { calls } = routeFetch(({ method, path }) =>
      method === 'POST' && path === '/api/auth/password-reset'
        ? jsonResponse({ success: true, message: 'sent' })
        : undefined,
    );
    renderWith(<SecuritySection />);
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    expect(screen.getByText('Set a password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link to set a password' }));
    expect((await screen.findByRole('status')).textContent).toContain('We sent a link to ada@example.test');
    expect(calls.find((c) => c.path === '/api/auth/password-reset')?.body).toEqual({
      email: 'ada@example.test',
    });
  });

  it('the delete dialog of an account without a password says to set one instead of asking for it', async () => {
    session.user = { ...session.user, hasPassword: false };
    routeFetch(() => undefined);
    renderWith(<DangerZoneCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('has no password yet');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete account' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
