import type { TeamDetail } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { TeamSection } from './team-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TEAM = '11111111-1111-4111-8111-111111111111';
const ME = '22222222-2222-4222-8222-222222222222';
const BO = '33333333-3333-4333-8333-333333333333';

const summary = (role: 'owner' | 'admin' | 'member') => ({
  id: TEAM,
  name: 'Austin Partners',
  personal: false,
  role,
  memberCount: 2,
  current: true,
  createdAt: '2026-11-01T00:00:00Z',
});

function detail(role: 'owner' | 'admin' | 'member'): TeamDetail {
  const manager = role !== 'member';
  return {
    team: summary(role),
    members: [
      {
        userId: ME,
        email: 'me@x.test',
        name: 'Me Myself',
        profileImageUrl: null,
        role,
        joinedAt: '2026-11-01T00:00:00Z',
        you: true,
      },
      {
        userId: BO,
        email: 'bo@x.test',
        name: 'Bo Partner',
        profileImageUrl: null,
        role: 'member',
        joinedAt: '2026-11-02T00:00:00Z',
        you: false,
      },
    ],
    invitations: manager
      ? [
          {
            id: '44444444-4444-4444-8444-444444444444',
            email: 'cy@x.test',
            role: 'member',
            invitedBy: 'Me Myself',
            createdAt: '2026-11-03T00:00:00Z',
            expiresAt: '2026-11-10T00:00:00Z',
          },
        ]
      : [],
    permissions: {
      manageMembers: manager,
      manageOwners: role === 'owner',
      manageProviders: manager,
      manageRenters: manager,
      manageBilling: role === 'owner',
      deleteTeam: role === 'owner',
    },
  };
}

function serve(role: 'owner' | 'admin' | 'member') {
  return routeFetch((c) => {
    if (c.method === 'GET' && c.path === '/api/user/teams')
      return jsonResponse({ success: true, data: { teams: [summary(role)], currentTeamId: TEAM } });
    if (c.method === 'GET' && c.path === `/api/user/teams/${TEAM}`)
      return jsonResponse({ success: true, data: detail(role) });
    if (c.method === 'POST' && c.path === `/api/user/teams/${TEAM}/invite`)
      return jsonResponse(
        {
          success: true,
          data: {
            id: '5',
            email: 'dee@x.test',
            role: 'admin',
            invitedBy: 'Me Myself',
            createdAt: '2026-11-04T00:00:00Z',
            expiresAt: '2026-11-11T00:00:00Z',
          },
        },
        201,
      );
  });
}

const wrap = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TeamSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('TeamSection', () => {
  it('lets an owner invite (with the role chosen), see pending invitations and change roles', async () => {
    const { calls } = serve('owner');
    wrap();
    expect(await screen.findByTestId('current-team-name')).toHaveProperty('textContent', 'Austin Partners');
    expect(screen.getByText('cy@x.test')).toBeTruthy();
    expect(screen.getByLabelText('Role of Bo Partner')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Invite by e-mail'), { target: { value: 'dee@x.test' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByTestId('invite-sent');
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ email: 'dee@x.test', role: 'admin' });
    expect(screen.getByRole('button', { name: 'Delete team' })).toBeTruthy();
  });

  it('shows a member the team without the managers’ controls, and lets them leave', async () => {
    serve('member');
    wrap();
    await screen.findByTestId('team-members');
    expect(screen.queryByTestId('invite-form')).toBeNull();
    expect(screen.queryByLabelText('Role of Bo Partner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete team' })).toBeNull();
    expect(screen.queryByLabelText('Team name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeTruthy();
  });

  it('offers a retry when the team cannot be loaded', async () => {
    routeFetch(() => jsonResponse({ success: false, error: 'internal_error', message: 'Down' }, 500));
    wrap();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^Could not load your team: Down/),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
