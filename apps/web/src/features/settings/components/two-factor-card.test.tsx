import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { TwoFactorCard } from './two-factor-card';

const session = vi.hoisted(() => ({
  user: { id: 'u1', email: 'ada@example.test', hasPassword: true, twoFactorEnabled: false } as Record<
    string,
    unknown
  >,
}));
vi.mock('@/lib/session', () => ({ useSession: () => ({ user: session.user, refreshUser: async () => {} }) }));

const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKLM-NPQ${'234567ABCD'[i]}`);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TwoFactorCard />
    </QueryClientProvider>,
  );
}

function twoFactorApi() {
  return routeFetch(({ method, path }) => {
    if (method === 'POST' && path === '/api/auth/two-factor/setup')
      return jsonResponse({
        success: true,
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCodeDataUrl: 'data:image/png;base64,AA',
        },
      });
    if (method === 'POST' && path === '/api/auth/two-factor/enable')
      return jsonResponse({ success: true, message: 'on', data: { backupCodes: CODES } });
    return undefined;
  });
}

describe('two-factor card', () => {
  it('asks for the current password with the first code, and shows the backup codes once', async () => {
    session.user = { ...session.user, hasPassword: true };
    const { calls } = twoFactorApi();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    const submit = screen.getByRole('button', { name: 'Enable two-factor' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true); // no password yet
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'my password' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    const list = await screen.findByTestId('backup-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list.textContent).toContain('ABCD-EFGH-JKLM-NPQ2');
    expect(calls.find((c) => c.path === '/api/auth/two-factor/enable')?.body).toEqual({
      code: '123456',
      password: 'my password',
    });
  });

  it('an account without a password (Google) enables with the code alone', async () => {
    session.user = { ...session.user, hasPassword: false };
    const { calls } = twoFactorApi();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enable two-factor' }));
    await screen.findByTestId('backup-codes');
    expect(calls.find((c) => c.path === '/api/auth/two-factor/enable')?.body).toEqual({ code: '123456' });
  });
});
