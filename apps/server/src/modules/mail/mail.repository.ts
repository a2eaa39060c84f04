import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MailRow, mailOutbox } from '../../db/schema/index';

export type { MailRow };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A row as stored: its link's token replaced, the link itself sealed (mail-links.ts). */
export type StoredMail = OutgoingMail & { id: string; linkSealed: string | null };

export async function insertMail(db: Db, mail: StoredMail) {
  await db.insert(mailOutbox).values(mail);
}

export async function markMail(db: Db, id: string, result: { sentAt?: Date; error?: string }) {
  await db.update(mailOutbox).set(result).where(eq(mailOutbox.id, id));
}

/** The outbox, newest first (admin view, tests). */
export function readOutbox(db: Db, to?: string, limit = 200) {
  const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return to ? query.where(eq(mailOutbox.to, to.toLowerCase())) : query;
}
