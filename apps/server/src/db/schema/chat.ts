import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { sites } from './sites';
import { teams } from './teams';
import { users } from './users';

/**
 * Team chat (docs/chat.md): one chat per team (kind 'team') and one per site (kind 'site'), each
 * made the first time it is opened. Deleting the team or the site deletes its chats and messages.
 */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['team', 'site'] }).notNull(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chats_team_kind_uq').on(t.teamId).where(sql`${t.kind} = 'team'`),
    uniqueIndex('chats_site_uq').on(t.siteId).where(sql`${t.siteId} is not null`),
  ],
);

/** One message: the server's time orders them; the client's timestamp is kept as sent. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    clientTimestamp: at('client_timestamp'),
    /** The team members the message mentions (user ids). */
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_page_idx').on(t.chatId, t.createdAt.desc(), t.id.desc())],
);

/** How far each member has read a chat (unread counts). */
export const chatReads = pgTable(
  'chat_reads',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: at('last_read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] })],
);
