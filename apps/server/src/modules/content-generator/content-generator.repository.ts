import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ContentDraftRow, contentDrafts } from '../../db/schema/index';

export type { ContentDraftRow };

// The content generator's own table, content_drafts: every query filters on the team.

export type NewDraft = Omit<typeof contentDrafts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertDraft(db: Db, row: NewDraft): Promise<ContentDraftRow> {
  const [inserted] = await db.insert(contentDrafts).values(row).returning();
  return inserted;
}

export async function getDraft(db: Db, teamId: string, id: string): Promise<ContentDraftRow | undefined> {
  const [row] = await db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.teamId, teamId), eq(contentDrafts.id, id)));
  return row;
}

export async function listDrafts(db: Db, teamId: string, limit: number): Promise<ContentDraftRow[]> {
  return db
    .select()
    .from(contentDrafts)
    .where(eq(contentDrafts.teamId, teamId))
    .orderBy(desc(contentDrafts.updatedAt), desc(contentDrafts.id))
    .limit(limit);
}

export async function updateDraft(
  db: Db,
  teamId: string,
  id: string,
  patch: Partial<NewDraft>,
): Promise<ContentDraftRow | undefined> {
  const [row] = await db
    .update(contentDrafts)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(contentDrafts.teamId, teamId), eq(contentDrafts.id, id)))
    .returning();
  return row;
}

export async function deleteDraft(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(contentDrafts)
    .where(and(eq(contentDrafts.teamId, teamId), eq(contentDrafts.id, id)))
    .returning({ id: contentDrafts.id });
  return rows.length > 0;
}
