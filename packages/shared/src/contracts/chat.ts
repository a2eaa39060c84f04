import { z } from 'zod';
import { apiSuccess, noBodySchema } from './api';
import { endpoint } from './endpoint';
import { CHAT_MESSAGE_MAX_LENGTH } from './realtime';

// Team chat (docs/chat.md): one chat per team and one per site, messages stored and broadcast to
// the chat's Socket.IO room (chat:{id}), unread counts per member, @mentions notify the member.

export const CHAT_KINDS = ['team', 'site'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** One page of history at most (GET /api/chats/:id/messages?limit=). */
export const CHAT_PAGE_MAX = 100;
export const CHAT_PAGE_DEFAULT = 30;
/** Messages one user may post per minute, over REST and the socket together. */
export const CHAT_POSTS_PER_MINUTE = 30;

export const chatIdParamsSchema = z.object({ id: z.uuid('Chat not found') });
export const chatSiteParamsSchema = z.object({ siteId: z.uuid('siteId: not a site id') });

export const chatHistoryQuerySchema = z.object({
  /** The id of the oldest message already shown: the page holds the messages before it. */
  before: z.uuid('before: not a message id').optional(),
  limit: z.coerce
    .number('limit: must be a number')
    .int('limit: must be a whole number')
    .min(1, 'limit: at least 1')
    .max(CHAT_PAGE_MAX, `limit: at most ${CHAT_PAGE_MAX}`)
    .default(CHAT_PAGE_DEFAULT),
});
export type ChatHistoryQuery = z.input<typeof chatHistoryQuerySchema>;

export const postChatMessageSchema = z.object({
  message: z
    .string('message: must be text')
    .trim()
    .min(1, 'message: write something')
    .max(CHAT_MESSAGE_MAX_LENGTH, `message: at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  /** The sender's clock (ISO); the server's time orders the messages. */
  timestamp: z.iso.datetime({ offset: true, message: 'timestamp: an ISO date-time' }).optional(),
});
export type PostChatMessage = z.input<typeof postChatMessageSchema>;

/** A stored message, as REST answers it and the chat:message broadcast carries it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  /** null when the author's account was deleted. */
  userId: z.string().nullable(),
  authorName: z.string(),
  message: z.string(),
  /** The sender's clock as sent (ISO), else the server's. */
  timestamp: z.string(),
  createdAt: z.string(),
  /** Ids of the team members it mentions. */
  mentions: z.array(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CHAT_KINDS),
  siteId: z.string().nullable(),
  /** 'Team chat' or the site's name. */
  title: z.string(),
  unread: z.number().int(),
  lastMessage: chatMessageSchema.nullable(),
  createdAt: z.string(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatHistorySchema = z.object({
  messages: z.array(chatMessageSchema),
  /** Pass as `before` for the page of older messages; null when there are none. */
  nextBefore: z.string().nullable(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** A team member the composer may @mention. */
export const chatMemberSchema = z.object({ userId: z.string(), name: z.string(), handle: z.string() });
export type ChatMember = z.infer<typeof chatMemberSchema>;

export const chatApi = {
  list: endpoint({ method: 'GET', path: '/api/chats', response: apiSuccess(z.array(chatSummarySchema)) }),
  team: endpoint({ method: 'GET', path: '/api/chats/team', response: apiSuccess(chatSummarySchema) }),
  site: endpoint({
    method: 'GET',
    path: '/api/chats/site/:siteId',
    params: chatSiteParamsSchema,
    response: apiSuccess(chatSummarySchema),
  }),
  members: endpoint({
    method: 'GET',
    path: '/api/chats/members',
    response: apiSuccess(z.array(chatMemberSchema)),
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/chats/:id/messages',
    params: chatIdParamsSchema,
    query: chatHistoryQuerySchema,
    response: apiSuccess(chatHistorySchema),
  }),
  post: endpoint({
    method: 'POST',
    path: '/api/chats/:id/messages',
    params: chatIdParamsSchema,
    body: postChatMessageSchema,
    response: apiSuccess(chatMessageSchema),
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/chats/:id/read',
    params: chatIdParamsSchema,
    body: noBodySchema,
    response: apiSuccess(z.object({ unread: z.literal(0) })),
  }),
};
