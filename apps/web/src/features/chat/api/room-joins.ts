import type { SocketClient } from '@/lib/realtime';

// Several parts of the screen may want one chat room (the header's badge keeps the team chat joined,
// the open panel joins its chat): the room is left only when the last of them lets go.

const counts = new WeakMap<SocketClient, Map<string, number>>();

/** Joins chat:{id} (re-joined after reconnects by the client) until the returned release is called. */
export function holdChatRoom(client: SocketClient, chatId: string): () => void {
  const held = counts.get(client) ?? new Map<string, number>();
  counts.set(client, held);
  const n = held.get(chatId) ?? 0;
  held.set(chatId, n + 1);
  if (n === 0) client.subscribe('chat:join', chatId);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(chatId) ?? 1) - 1;
    if (left > 0) held.set(chatId, left);
    else {
      held.delete(chatId);
      client.unsubscribe('chat:join', chatId);
    }
  };
}
