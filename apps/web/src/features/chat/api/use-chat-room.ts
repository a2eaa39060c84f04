import type { ChatMessage, ChatMessageEvent } from '@sdp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime, useRealtimeEvent } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { addMessage } from './chats';
import { invalidateChatList } from './keys';
import { holdChatRoom } from './room-joins';

/** A typing flag shows this long after the last "typing" of that member. */
export const TYPING_SHOWN_MS = 5_000;
/** The composer repeats "typing" at most this often while keys are pressed. */
export const TYPING_SEND_EVERY_MS = 2_500;

/** A pushed chat:message as a stored message (the server sends the stored one). */
export function storedMessage(e: ChatMessageEvent): ChatMessage | null {
  if (!e.id || !e.createdAt) return null;
  return {
    id: e.id,
    chatId: e.chatId,
    userId: e.userId,
    authorName: e.authorName ?? 'Someone',
    message: e.message,
    timestamp: e.timestamp,
    createdAt: e.createdAt,
    mentions: e.mentions ?? [],
  };
}

/** Keeps the team chat joined while mounted: unread counts are read again when someone else writes. */
export function useUnreadRefresh(teamChatId: string | undefined) {
  const { client } = useRealtime();
  const { user } = useSession();
  const qc = useQueryClient();
  useEffect(() => (teamChatId ? holdChatRoom(client, teamChatId) : undefined), [client, teamChatId]);
  useRealtimeEvent('chat:message', (e) => {
    const message = storedMessage(e);
    if (message) addMessage(qc, message);
    if (e.userId !== user?.id) void invalidateChatList(qc);
  });
}

/**
 * Joins chat:{id} while mounted (re-joined after a reconnect): pushed messages go into the history,
 * others' typing flags are kept for TYPING_SHOWN_MS, and `typing()` tells the room.
 */
export function useChatRoom(chatId: string) {
  const { client } = useRealtime();
  const { user } = useSession();
  const qc = useQueryClient();
  const [typists, setTypists] = useState<Record<string, number>>({});
  const lastSent = useRef(0);

  useEffect(() => holdChatRoom(client, chatId), [client, chatId]);

  useRealtimeEvent('chat:message', (e) => {
    if (e.chatId !== chatId) return;
    const message = storedMessage(e);
    if (message) addMessage(qc, message);
    setTypists(({ [e.userId]: _, ...rest }) => rest);
  });
  useRealtimeEvent('chat:typing', (e) => {
    if (e.chatId !== chatId || e.userId === user?.id) return;
    setTypists(({ [e.userId]: _, ...rest }) => (e.isTyping ? { ...rest, [e.userId]: Date.now() } : rest));
  });

  // Flags expire without a "stopped typing" (a closed tab never sends one).
  useEffect(() => {
    if (!Object.keys(typists).length) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setTypists((t) => {
        const kept = Object.fromEntries(Object.entries(t).filter(([, at]) => now - at < TYPING_SHOWN_MS));
        return Object.keys(kept).length === Object.keys(t).length ? t : kept;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [typists]);

  const typing = useCallback(
    (on: boolean) => {
      const now = Date.now();
      if (on && now - lastSent.current < TYPING_SEND_EVERY_MS) return;
      lastSent.current = on ? now : 0;
      client.sendTyping(chatId, on);
    },
    [client, chatId],
  );

  return { typistIds: Object.keys(typists), typing };
}
