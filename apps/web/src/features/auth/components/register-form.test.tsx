import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { RegisterForm } from './register-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  vi.stubGlobal('fetch', vi.fn());
  const router = createMemoryRouter([{ path: '/register', element: <RegisterForm /> }], {
    initialEntries: ['/register'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('register form', () => {
  it('reports mismatched passwords before their length, and clears the error on edit', async () => {
    renderForm();
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'short');
    fill('Confirm password', 'shorter');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Password must be at least 8 characters long')).toBeNull();

    fill('Confirm password', 'short');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    // Only the login screen's provider check went out; nothing was submitted.
    const urls = vi.mocked(globalThis.fetch).mock.calls.map(([u]) => String(u));
    expect(urls.filter((u) => !u.endsWith('/api/auth/providers'))).toEqual([]);
  });

  it('has a show/hide toggle on each password field and the legal links', () => {
    renderForm();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });
});
