import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { GoogleSignIn } from './google-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderWith = (google: boolean) => {
  const { calls } = routeFetch(({ path }) =>
    path === '/api/auth/providers' ? jsonResponse({ success: true, data: { google } }) : undefined,
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GoogleSignIn />
    </QueryClientProvider>,
  );
  return calls;
};

describe('GoogleSignIn', () => {
  it('offers Google sign-in when the server has it configured', async () => {
    renderWith(true);
    const link = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(link.getAttribute('href')).toBe('/api/login');
    expect(screen.getByText('Or continue with')).toBeTruthy();
  });

  it('shows nothing when Google sign-in is not configured', async () => {
    const calls = renderWith(false);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.queryByText('Or continue with')).toBeNull();
  });
});
