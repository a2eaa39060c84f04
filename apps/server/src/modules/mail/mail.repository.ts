import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export async function insertMail(db: Db, mail: OutgoingMail) {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row.id;
}

export async function markMail(db: Db, id: string, result: { sentAt?: Date; error?: string }) {
  await db.update(mailOutbox).set(result).where(eq(mailOutbox.id, id));
}

/** The outbox, newest first (admin view, tests). */
export function readOutbox(db: Db, to?: string) {
  const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(200);
  return to ? query.where(eq(mailOutbox.to, to.toLowerCase())) : query;
}
