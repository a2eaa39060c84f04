import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

// What platform administrators did (docs/admin.md): every admin act, kept.
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. user.disable, user.role, user.sign-out, job.retry, invoice.mark-paid */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt)],
);
export type AdminAuditRow = typeof adminAudit.$inferSelect;
