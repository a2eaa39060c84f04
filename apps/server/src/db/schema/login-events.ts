import { LOGIN_METHODS, LOGIN_OUTCOMES } from '@sdp/shared';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** Sign-in history: every attempt on a known account, and unknown-email attempts with user_id null. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    outcome: text('outcome', { enum: LOGIN_OUTCOMES }).notNull(),
    method: text('method', { enum: LOGIN_METHODS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_events_user_idx').on(t.userId, t.createdAt),
    index('login_events_user_ip_idx').on(t.userId, t.ip, t.createdAt),
  ],
);

export type LoginOutcome = (typeof loginEvents.$inferInsert)['outcome'];
export type LoginMethod = (typeof loginEvents.$inferInsert)['method'];
