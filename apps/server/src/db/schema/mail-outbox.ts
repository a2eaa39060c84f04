import { pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /**
   * The mail's link (verify, reset, confirm) sealed with the sealing key: the stored text and html
   * carry the link without its token, so a copy of the database opens no account.
   */
  linkSealed: text('link_sealed'),
  createdAt: createdAt(),
  sentAt: at('sent_at'),
  error: text('error'),
});

export type MailRow = typeof mailOutbox.$inferSelect;
