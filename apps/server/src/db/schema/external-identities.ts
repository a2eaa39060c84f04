import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** A sign-in identity at an outside provider (Google) linked to a user. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: id(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [unique('external_identities_provider_subject').on(t.provider, t.subject)],
);
