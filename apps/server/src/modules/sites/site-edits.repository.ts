import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SiteEditRow, siteEdits } from '../../db/schema/index';

export type { SiteEditRow };

// Drizzle queries of the platform's site edits (modules/sites/README.md#site-edits): every one
// scoped to the team and the site.

/** Every edit of a site (staged and applied) in the order they were made: each build applies them all. */
export async function editsOfSite(db: Db, teamId: string, siteId: string): Promise<SiteEditRow[]> {
  return db
    .select()
    .from(siteEdits)
    .where(and(eq(siteEdits.teamId, teamId), eq(siteEdits.siteId, siteId)))
    .orderBy(asc(siteEdits.createdAt), asc(siteEdits.id));
}

/** The site's edits, newest first, for the site screen. */
export async function listEdits(db: Db, teamId: string, siteId: string, limit = 200): Promise<SiteEditRow[]> {
  return db
    .select()
    .from(siteEdits)
    .where(and(eq(siteEdits.teamId, teamId), eq(siteEdits.siteId, siteId)))
    .orderBy(desc(siteEdits.createdAt), desc(siteEdits.id))
    .limit(limit);
}

export async function insertEdit(
  db: Db,
  row: {
    teamId: string;
    siteId: string;
    batchId: string;
    userId: string | null;
    kind: string;
    path: string;
    edit: Record<string, unknown>;
  },
): Promise<SiteEditRow> {
  // The clock of the database orders edits with the operator's page saves (updated_at).
  const [out] = await db.insert(siteEdits).values(row).returning();
  return out;
}

/** A batch's edits not yet in a live version. */
const stagedOfBatch = (teamId: string, siteId: string, batchId: string) =>
  and(
    eq(siteEdits.teamId, teamId),
    eq(siteEdits.siteId, siteId),
    eq(siteEdits.batchId, batchId),
    eq(siteEdits.status, 'staged'),
  );

export async function markApplied(db: Db, teamId: string, siteId: string, batchId: string): Promise<number> {
  const rows = await db
    .update(siteEdits)
    .set({ status: 'applied', appliedAt: sql`now()` })
    .where(stagedOfBatch(teamId, siteId, batchId))
    .returning({ id: siteEdits.id });
  return rows.length;
}

/** Deletes a batch's staged rows (applied ones are live and stay). */
export async function discardStaged(
  db: Db,
  teamId: string,
  siteId: string,
  batchId: string,
): Promise<number> {
  const rows = await db
    .delete(siteEdits)
    .where(stagedOfBatch(teamId, siteId, batchId))
    .returning({ id: siteEdits.id });
  return rows.length;
}
