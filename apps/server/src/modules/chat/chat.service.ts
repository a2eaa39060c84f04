import type {
  ChatHistory,
  ChatMessage,
  ChatMessageEvent,
  ChatMessagePayload,
  ChatSummary,
  PostChatMessage,
} from '@sdp/shared';
import type { Actor, TeamActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { RealtimeHub } from '../realtime/index';
import * as repo from './chat.repository';
import { createPostLimiter } from './chat-rate';
import { handleOf, parseMentions } from './mentions';

// Team chat (docs/chat.md): the rules between the routes/socket and the tables. A chat id of
// another team answers the same 404 as an unknown one.

export type ChatService = ReturnType<typeof createChatService>;

const CHAT_NOT_FOUND = 'Chat';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Chat ids are uuids; anything else (a room id of another shape) names no chat. */
const teamOfChat = (db: ServiceDeps['db'], chatId: string) =>
  UUID.test(chatId) ? repo.teamOfChat(db, chatId) : Promise.resolve(null);
const PREVIEW_CHARS = 140;

export function authorName(row: Pick<repo.MessageRow, 'email' | 'firstName' | 'lastName'>): string {
  const full = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  if (full) return full;
  if (row.email) return handleOf({ email: row.email });
  return 'Former member';
}

export function presentMessage(row: repo.MessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    userId: row.userId,
    authorName: authorName(row),
    message: row.body,
    timestamp: (row.clientTimestamp ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
    mentions: row.mentions ?? [],
  };
}

function summary(
  chat: repo.ChatRow,
  siteName: string | null,
  unread: number,
  last: repo.MessageRow | undefined,
): ChatSummary {
  return {
    id: chat.id,
    kind: chat.kind,
    siteId: chat.siteId,
    title: chat.kind === 'team' ? 'Team chat' : (siteName ?? 'Site chat'),
    unread,
    lastMessage: last ? presentMessage(last) : null,
    createdAt: chat.createdAt.toISOString(),
  };
}

export function createChatService(deps: Pick<ServiceDeps, 'db' | 'log'>, ports: { realtime: RealtimeHub }) {
  const { db, log } = deps;
  const limiter = createPostLimiter();

  async function ownChat(teamId: string, chatId: string) {
    const found = await repo.chatOfTeam(db, teamId, chatId);
    if (!found) throw new NotFoundError(CHAT_NOT_FOUND);
    return found;
  }

  async function summaryOf(actor: TeamActor, chat: repo.ChatRow, siteName: string | null) {
    const [unread, last] = await Promise.all([
      repo.unreadCounts(db, actor.teamId, actor.userId),
      repo.lastMessages(db, actor.teamId),
    ]);
    return summary(chat, siteName, unread.get(chat.id) ?? 0, last.get(chat.id));
  }

  /** Tells each mentioned member (not the author) through a pushed notification linking to the chat. */
  function notifyMentions(message: ChatMessage, chatTitle: string) {
    const preview =
      message.message.length > PREVIEW_CHARS
        ? `${message.message.slice(0, PREVIEW_CHARS - 1)}…`
        : message.message;
    for (const userId of message.mentions) {
      if (userId === message.userId) continue;
      ports.realtime.toUserAlways(userId, 'user:notification', {
        type: 'info',
        title: `${message.authorName} mentioned you in ${chatTitle}`,
        message: preview,
        kind: 'chat.mention',
        link: `/dashboard?chat=${message.chatId}`,
      });
    }
  }

  /** Stores a message of a member in one of their team's chats, notifies mentions; not broadcast. */
  async function store(actor: TeamActor, chatId: string, input: PostChatMessage): Promise<ChatMessage> {
    const { chat, siteName } = await ownChat(actor.teamId, chatId);
    limiter.take(actor.userId);
    const body = input.message.trim();
    if (!body) throw new ValidationError('message: write something');
    const mentions = parseMentions(body, await repo.members(db, actor.teamId));
    const row = await repo.insertMessage(db, {
      chatId: chat.id,
      teamId: actor.teamId,
      userId: actor.userId,
      body,
      clientTimestamp: input.timestamp ? new Date(input.timestamp) : null,
      mentions,
    });
    const message = presentMessage(row);
    notifyMentions(message, chat.kind === 'team' ? 'the team chat' : `the chat of ${siteName ?? 'a site'}`);
    log.debug({ chatId, messageId: message.id }, 'chat message stored');
    return message;
  }

  return {
    /** The realtime room resolver: the team that owns a chat id, or null. */
    teamOfChat: (chatId: string) => teamOfChat(db, chatId),

    /** The team chat (made if need be) and the team's site chats, with unread counts and last messages. */
    async list(actor: Actor): Promise<ChatSummary[]> {
      await repo.teamChat(db, actor.teamId);
      const [rows, unread, last] = await Promise.all([
        repo.chatsOfTeam(db, actor.teamId),
        repo.unreadCounts(db, actor.teamId, actor.userId),
        repo.lastMessages(db, actor.teamId),
      ]);
      return rows.map((r) => summary(r.chat, r.siteName, unread.get(r.chat.id) ?? 0, last.get(r.chat.id)));
    },

    async team(actor: Actor): Promise<ChatSummary> {
      return summaryOf(actor, await repo.teamChat(db, actor.teamId), null);
    },

    async site(actor: Actor, siteId: string): Promise<ChatSummary> {
      const site = await repo.teamSite(db, actor.teamId, siteId);
      if (!site) throw new NotFoundError('Site');
      return summaryOf(actor, await repo.siteChat(db, actor.teamId, site.id), site.name);
    },

    async members(actor: Actor) {
      const rows = await repo.members(db, actor.teamId);
      return rows.map((m) => ({
        userId: m.userId,
        name: authorName(m),
        handle: handleOf(m),
      }));
    },

    async history(actor: Actor, chatId: string, q: { before?: string; limit: number }): Promise<ChatHistory> {
      await ownChat(actor.teamId, chatId);
      if (q.before && !(await repo.messageInChat(db, actor.teamId, chatId, q.before)))
        throw new ValidationError('before: not a message of this chat');
      const rows = await repo.history(db, actor.teamId, chatId, q.before, q.limit);
      const page = rows.slice(0, q.limit);
      return {
        messages: page.map(presentMessage),
        nextBefore: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /** POST /api/chats/:id/messages: stored, then broadcast to the chat's room like a socket message. */
    async post(actor: Actor, chatId: string, input: PostChatMessage): Promise<ChatMessage> {
      const message = await store(actor, chatId, input);
      ports.realtime.toChat({ ...message, userId: actor.userId });
      return message;
    },

    /** The socket's chat:message (the realtime module broadcasts what this answers). */
    async fromSocket(
      user: { id: string },
      chatId: string,
      payload: ChatMessagePayload,
    ): Promise<ChatMessageEvent> {
      const teamId = await teamOfChat(db, chatId);
      if (!teamId || !(await repo.isMember(db, user.id, teamId))) throw new NotFoundError(CHAT_NOT_FOUND);
      const message = await store({ userId: user.id, teamId }, chatId, payload);
      return { ...message, userId: user.id };
    },

    async read(actor: Actor, chatId: string): Promise<{ unread: 0 }> {
      await ownChat(actor.teamId, chatId);
      await repo.markRead(db, chatId, actor.userId);
      return { unread: 0 };
    },
  };
}
