import type { ApiKey } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { ApiKeysSection } from './api-keys-section';

const SECRET = `sdp_AbCd1234_${'x'.repeat(43)}`;
const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Reporting script',
  prefix: 'sdp_Old00000',
  scope: 'read',
  teamId: 't1',
  teamName: 'Ada’s team',
  currentTeam: true,
  memberOfTeam: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: null,
  lastUsedIp: null,
  expiresAt: null,
  expired: false,
  ...over,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApiKeysSection />
    </QueryClientProvider>,
  );
}

describe('API keys section', () => {
  it('shows a skeleton, then each key with prefix, scope, team, dates and an expired badge', async () => {
    let answer: (r: Response) => void = () => {};
    routeFetch(({ path }) =>
      path === '/api/user/api-keys' ? new Promise<Response>((r) => (answer = r)) : undefined,
    );
    renderSection();
    expect(screen.getByRole('heading', { name: 'API keys' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading API keys');
    answer(
      jsonResponse({
        success: true,
        data: [
          key(),
          key({
            id: '22222222-2222-4222-8222-222222222222',
            name: 'Old writer',
            prefix: 'sdp_Wr1t3r00',
            scope: 'read-write',
            teamName: 'Agency',
            currentTeam: false,
            lastUsedAt: '2026-03-02T12:00:00.000Z',
            lastUsedIp: '203.0.113.7',
            expiresAt: '2026-03-03T00:00:00.000Z',
            expired: true,
          }),
        ],
      }),
    );
    const rows = await screen.findAllByTestId('api-key-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('sdp_Old00000…')).toBeTruthy();
    expect(first.getByText('Read only')).toBeTruthy();
    expect(first.getByText('Ada’s team')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Last usedNever');
    expect(rows[0]!.textContent).toContain('ExpiresNever');
    const second = within(rows[1]!);
    expect(second.getByText('Read and write')).toBeTruthy();
    expect(second.getByText('Expired')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Agency (not your current team)');
    expect(rows[1]!.textContent).toContain('from 203.0.113.7');
    expect(second.queryByText(/you left its team/)).toBeNull();
  });

  it('marks a key of a team the user has left as not working', async () => {
    routeFetch(({ path }) =>
      path === '/api/user/api-keys'
        ? jsonResponse({
            success: true,
            data: [key({ currentTeam: false, memberOfTeam: false, teamName: 'Gone' })],
          })
        : undefined,
    );
    renderSection();
    const row = within(await screen.findByTestId('api-key-row'));
    expect(row.getByText('Not working: you left its team')).toBeTruthy();
    expect(row.queryByText(/not your current team/)).toBeNull();
  });

  it('says when there are no keys, and creates one (Enter submits): the secret shown once with copy', async () => {
    let list: ApiKey[] = [];
    const { calls } = routeFetch(({ method, path, body }) => {
      if (path !== '/api/user/api-keys') return undefined;
      if (method === 'GET') return jsonResponse({ success: true, data: list });
      const made = key({
        id: '33333333-3333-4333-8333-333333333333',
        name: (body as { name: string }).name,
        prefix: SECRET.slice(0, 12),
      });
      list = [made];
      return jsonResponse({ success: true, data: { ...made, secret: SECRET } }, 201);
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderSection();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No API keys yet');

    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByTestId('create-api-key-dialog'));
    // An empty name is refused in place, without a request.
    await user.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(dialog.getByText('Give the key a name')).toBeTruthy();
    await user.type(dialog.getByLabelText('Name'), 'CI deploys');
    await user.selectOptions(dialog.getByLabelText('Access'), 'read-write');
    await user.selectOptions(dialog.getByLabelText('Expires after'), '365');
    // Enter in the name field submits the form.
    await user.click(dialog.getByLabelText('Name'));
    await user.keyboard('{Enter}');

    const shown = within(await screen.findByTestId('api-key-secret-dialog'));
    expect(shown.getByTestId('api-key-secret').textContent).toBe(SECRET);
    expect(shown.getByText(/you will not see it again/)).toBeTruthy();
    await user.click(shown.getByRole('button', { name: 'Copy API key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(shown.getByText('Copied')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'CI deploys',
      scope: 'read-write',
      expiresInDays: 365,
    });

    await user.click(shown.getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret-dialog')).toBeNull());
    // The list shows the new key by its prefix only; the secret is gone from the page.
    expect(await screen.findByText(`${SECRET.slice(0, 12)}…`)).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('shows the server’s refusal in the create dialog', async () => {
    routeFetch(({ method, path }) => {
      if (path !== '/api/user/api-keys') return undefined;
      if (method === 'GET') return jsonResponse({ success: true, data: [key()] });
      return jsonResponse(
        {
          success: false,
          error: 'api_key_limit',
          message: 'You already have 25 API keys, the most allowed.',
        },
        409,
      );
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByTestId('create-api-key-dialog'));
    await user.type(dialog.getByLabelText('Name'), 'One more');
    await user.click(dialog.getByRole('button', { name: 'Create key' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('You already have 25 API keys');
    expect(screen.queryByTestId('api-key-secret-dialog')).toBeNull();
  });

  it('deletes a key after confirming', async () => {
    let list = [key()];
    const { calls } = routeFetch(({ method, path }) => {
      if (path === '/api/user/api-keys' && method === 'GET')
        return jsonResponse({ success: true, data: list });
      if (method === 'DELETE' && path === `/api/user/api-keys/${key().id}`) {
        list = [];
        return jsonResponse({ success: true, message: 'API key deleted' });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete API key Reporting script' }));
    expect(await screen.findByText('Delete the API key “Reporting script”?')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-delete-api-key'));
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No API keys yet');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the failed read with a retry', async () => {
    let fail = true;
    const { calls } = routeFetch(({ path }) => {
      if (path !== '/api/user/api-keys') return undefined;
      return fail
        ? jsonResponse({ success: false, error: 'internal_error', message: 'The database is away' }, 503)
        : jsonResponse({ success: true, data: [] });
    });
    const user = userEvent.setup();
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load API keys: The database is away');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
