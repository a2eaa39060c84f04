import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { ProfileSection } from './profile-section';

const session = vi.hoisted(() => ({
  user: null as Record<string, unknown> | null,
  updateUser: (() => {}) as (u: unknown) => void,
}));
vi.mock('@/lib/session', async (original) => ({
  ...(await original<typeof import('@/lib/session')>()),
  useSession: () => ({ user: session.user, updateUser: session.updateUser }),
}));

const ada = {
  id: 'u1',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  role: 'free',
  profileImageUrl: null,
  emailVerified: true,
};

beforeEach(() => {
  session.user = { ...ada };
  session.updateUser = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ProfileSection />
    </QueryClientProvider>,
  );
}

describe('profile section', () => {
  it('shows a skeleton until the user is known', () => {
    session.user = null;
    routeFetch(() => undefined);
    renderSection();
    expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();
  });

  it('saves the names and company and puts the answer into the session', async () => {
    const saved = { ...ada, firstName: 'Grace', company: 'Navy' };
    const { calls } = routeFetch(({ method, path }) =>
      method === 'PATCH' && path === '/api/user/profile'
        ? jsonResponse({ success: true, data: saved })
        : undefined,
    );
    renderSection();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText('Company (optional)'), { target: { value: 'Navy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(session.updateUser).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ firstName: 'Grace', lastName: 'Lovelace', company: 'Navy' });
    expect(vi.mocked(session.updateUser).mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Grace',
      company: 'Navy',
    });
  });

  it('asks for the names before sending, and says when saving failed', async () => {
    const { calls } = routeFetch(({ method }) =>
      method === 'PATCH'
        ? jsonResponse({ success: false, error: 'validation_error', message: 'lastName: too long' }, 400)
        : undefined,
    );
    renderSection();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update profile');
    expect(session.updateUser).not.toHaveBeenCalled();
  });

  it('refuses a non-image before upload, previews a picture and uploads it', async () => {
    const withAvatar = { ...ada, profileImageUrl: '/api/avatars/u1/0123456789abcdef/256.webp' };
    const { calls } = routeFetch(({ method, path }) =>
      method === 'POST' && path === '/api/user/avatar'
        ? jsonResponse({ success: true, data: withAvatar })
        : undefined,
    );
    renderSection();
    const input = screen.getByLabelText('Profile picture');
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a PNG, JPEG or WebP picture.');
    expect(screen.queryByRole('button', { name: 'Save picture' })).toBeNull();
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(10)], 'me.png', { type: 'image/png' })] },
    });
    expect(((await screen.findByAltText('Preview of the chosen picture')) as HTMLImageElement).src).toBe(
      'blob:preview',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(session.updateUser).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/user/avatar']);
  });

  it('removes a picture of ours', async () => {
    session.user = { ...ada, profileImageUrl: '/api/avatars/u1/0123456789abcdef/256.webp' };
    routeFetch(({ method, path }) =>
      method === 'DELETE' && path === '/api/user/avatar'
        ? jsonResponse({ success: true, data: ada })
        : undefined,
    );
    renderSection();
    expect((screen.getByAltText('Your profile picture') as HTMLImageElement).getAttribute('src')).toBe(
      '/api/avatars/u1/0123456789abcdef/256.webp',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() =>
      expect(session.updateUser).toHaveBeenCalledWith(expect.objectContaining({ profileImageUrl: null })),
    );
  });
});
