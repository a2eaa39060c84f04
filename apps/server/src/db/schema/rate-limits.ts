import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Rate-limit windows shared by every process on one PostgreSQL database (with PGlite, one process,
 * the limiter keeps them in memory). One row per route and client: hits in the window that started
 * at window_start.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);
