import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row.id;
}
