import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One round trip to the database (`select 1`): resolves only when it answers. */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
