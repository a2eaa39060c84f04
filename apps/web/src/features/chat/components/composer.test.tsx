import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { Composer } from './composer';

const CHAT = '22222222-2222-4222-8222-222222222222';
const members = [
  { userId: 'u2', name: 'Grace Hopper', handle: 'grace' },
  { userId: 'u3', name: 'Alan Turing', handle: 'alan' },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderComposer(onTyping = vi.fn()) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <Composer chatId={CHAT} members={members} onTyping={onTyping} />
    </QueryClientProvider>,
  );
  return { input: screen.getByTestId('chat-input') as HTMLTextAreaElement, onTyping };
}

const type = (input: HTMLTextAreaElement, value: string) =>
  fireEvent.change(input, { target: { value, selectionStart: value.length } });

describe('Composer', () => {
  it('Enter sends the trimmed message, Shift+Enter does not; the box empties after', async () => {
    const { calls } = routeFetch(({ method, path, body }) =>
      method === 'POST' && path === `/api/chats/${CHAT}/messages`
        ? jsonResponse({ success: true, data: { id: 'm1', chatId: CHAT, ...(body as object) } }, 201)
        : undefined,
    );
    const { input, onTyping } = renderComposer();
    type(input, '  two\nlines  ');
    expect(onTyping).toHaveBeenLastCalledWith(true);
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ message: 'two\nlines' });
    await waitFor(() => expect(input.value).toBe(''));
    expect(onTyping).toHaveBeenLastCalledWith(false);
  });

  it('counts characters and refuses to send over 2000', () => {
    const { calls } = routeFetch(() => undefined);
    const { input } = renderComposer();
    type(input, 'x'.repeat(2001));
    expect(screen.getByTestId('chat-counter').textContent).toContain('2001 / 2000');
    expect(screen.getByTestId('chat-send')).toHaveProperty('disabled', true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(calls).toEqual([]);
  });

  it('suggests members after @ and Enter picks one instead of sending', () => {
    const { calls } = routeFetch(() => undefined);
    const { input } = renderComposer();
    type(input, 'hi @gr');
    expect(screen.getByRole('listbox', { name: 'Mention a team member' }).textContent).toContain(
      'Grace Hopper',
    );
    expect(screen.queryByText('Alan Turing')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('hi @grace ');
    expect(calls).toEqual([]);
  });

  it('shows the server refusal', async () => {
    routeFetch(() =>
      jsonResponse(
        { success: false, error: 'rate_limited', message: 'You are sending messages too fast' },
        429,
      ),
    );
    const { input } = renderComposer();
    type(input, 'again');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toContain('too fast');
  });
});
