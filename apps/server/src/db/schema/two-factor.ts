import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './users';

/** TOTP secret of a user; enabled once a first code has been confirmed. */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  enabledAt: at('enabled_at'),
  /** The newest 30-second TOTP step accepted: a code is good once (RFC 6238 §5.2). */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

export const twoFactorBackupCodes = pgTable(
  'two_factor_backup_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('two_factor_backup_codes_user_idx').on(t.userId)],
);
