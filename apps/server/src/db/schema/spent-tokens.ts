import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Single-use tokens already used (a 2FA challenge, say): the token's id is inserted when it is
 * spent, so a second use finds it (first writer wins, on every process). Rows past expires_at are
 * deleted; the token itself would be refused by then anyway.
 */
export const spentTokens = pgTable(
  'spent_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('spent_tokens_expires_idx').on(t.expiresAt)],
);
