import { USER_ROLES } from '@sdp/shared';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(), // stored lower-cased
  passwordHash: text('password_hash'), // null for accounts created through Google
  firstName: text('first_name'),
  lastName: text('last_name'),
  company: text('company'),
  role: text('role', { enum: USER_ROLES }).notNull().default('free'),
  profileImageUrl: text('profile_image_url'),
  emailVerifiedAt: at('email_verified_at'),
  lockedUntil: at('locked_until'),
  /** Set by a platform admin: sign-in refused and every session ended (docs/admin.md). */
  disabledAt: at('disabled_at'),
  /**
   * The team the user acts for (the team switcher); null or a team they left: their personal team,
   * else their oldest membership (modules/teams). Not a foreign key: teams reference users.
   */
  currentTeamId: uuid('current_team_id'),
  createdAt: createdAt(),
  updatedAt: at('updated_at')
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
});

export type UserRow = typeof users.$inferSelect;
