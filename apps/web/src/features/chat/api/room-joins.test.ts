import { describe, expect, it } from 'vitest';
import type { SocketClient } from '@/lib/realtime';
import { holdChatRoom } from './room-joins';

function fakeClient() {
  const sent: string[] = [];
  const client = {
    subscribe: (event: string, id: string) => sent.push(`${event} ${id}`),
    unsubscribe: (event: string, id: string) => sent.push(`un${event} ${id}`),
  } as unknown as SocketClient;
  return { client, sent };
}

describe('holdChatRoom', () => {
  it('joins once and leaves when the last holder lets go', () => {
    const { client, sent } = fakeClient();
    const header = holdChatRoom(client, 'c1');
    const panel = holdChatRoom(client, 'c1');
    expect(sent).toEqual(['chat:join c1']);
    panel();
    panel(); // a second release of the same hold counts once
    expect(sent).toEqual(['chat:join c1']);
    header();
    expect(sent).toEqual(['chat:join c1', 'unchat:join c1']);
    holdChatRoom(client, 'c1');
    expect(sent.at(-1)).toBe('chat:join c1');
  });

  it('counts each room and each client apart', () => {
    const a = fakeClient();
    const b = fakeClient();
    holdChatRoom(a.client, 'c1');
    holdChatRoom(a.client, 'c2');
    holdChatRoom(b.client, 'c1');
    expect(a.sent).toEqual(['chat:join c1', 'chat:join c2']);
    expect(b.sent).toEqual(['chat:join c1']);
  });
});
