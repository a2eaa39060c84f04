import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL (same on PGlite and PostgreSQL) and answers its rows, typed by the caller. */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
