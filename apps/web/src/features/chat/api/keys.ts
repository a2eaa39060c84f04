import type { QueryClient } from '@tanstack/react-query';

/** Query keys of team chat (docs/chat.md). */
export const chatKeys = {
  all: ['chat'] as const,
  /** GET /api/chats: the team's chats with unread counts. */
  list: () => ['chat', 'list'] as const,
  /** GET /api/chats/team and /api/chats/site/:siteId. */
  team: () => ['chat', 'team'] as const,
  site: (siteId: string) => ['chat', 'site', siteId] as const,
  members: () => ['chat', 'members'] as const,
  /** GET /api/chats/:id/messages, paged. */
  history: (chatId: string) => ['chat', 'history', chatId] as const,
};

/** After a team switch or a membership change: everything of the chat. */
export const invalidateChatQueries = (qc: QueryClient) => qc.invalidateQueries({ queryKey: chatKeys.all });

/** Unread counts changed (a message came in, or a chat was read). */
export const invalidateChatList = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: chatKeys.list() }),
    qc.invalidateQueries({ queryKey: chatKeys.team() }),
  ]);
