import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').defaultNow().notNull(),
});
