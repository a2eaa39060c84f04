import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SitePageOverrideRow, sitePageOverrides, siteVersions } from '../../db/schema/index';

export type { SitePageOverrideRow };

// Drizzle queries of page edits (docs/product/rules.md#page-edits): every one scoped to the team.

/** Every edited page of a site (applied by each build). */
export async function listOverrides(db: Db, teamId: string, siteId: string): Promise<SitePageOverrideRow[]> {
  return db
    .select()
    .from(sitePageOverrides)
    .where(and(eq(sitePageOverrides.teamId, teamId), eq(sitePageOverrides.siteId, siteId)));
}

export async function getOverride(
  db: Db,
  teamId: string,
  siteId: string,
  path: string,
): Promise<SitePageOverrideRow | undefined> {
  const [row] = await db
    .select()
    .from(sitePageOverrides)
    .where(
      and(
        eq(sitePageOverrides.teamId, teamId),
        eq(sitePageOverrides.siteId, siteId),
        eq(sitePageOverrides.path, path),
      ),
    )
    .limit(1);
  return row;
}

/** Saves a page's edit: one row per site and path, replaced on the next save. */
export async function upsertOverride(
  db: Db,
  row: {
    teamId: string;
    siteId: string;
    userId: string | null;
    path: string;
    content: Record<string, unknown>;
  },
): Promise<void> {
  const now = new Date();
  await db
    .insert(sitePageOverrides)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [sitePageOverrides.siteId, sitePageOverrides.path],
      set: { content: row.content, userId: row.userId, updatedAt: now },
      // A site belongs to one team: the conflict row is the same team's.
      setWhere: eq(sitePageOverrides.teamId, row.teamId),
    });
}

/** Puts back a row as it was (a save or reset whose build failed). */
export async function restoreOverride(
  db: Db,
  teamId: string,
  siteId: string,
  path: string,
  prev?: SitePageOverrideRow,
) {
  if (!prev) return deleteOverride(db, teamId, siteId, path);
  await db
    .insert(sitePageOverrides)
    .values(prev)
    .onConflictDoUpdate({
      target: [sitePageOverrides.siteId, sitePageOverrides.path],
      set: { content: prev.content, userId: prev.userId, updatedAt: prev.updatedAt },
      setWhere: eq(sitePageOverrides.teamId, teamId),
    });
}

export async function deleteOverride(db: Db, teamId: string, siteId: string, path: string): Promise<boolean> {
  const rows = await db
    .delete(sitePageOverrides)
    .where(
      and(
        eq(sitePageOverrides.teamId, teamId),
        eq(sitePageOverrides.siteId, siteId),
        eq(sitePageOverrides.path, path),
      ),
    )
    .returning({ id: sitePageOverrides.id });
  return rows.length > 0;
}

/** The latest version's id, pages, threshold and stored page contents (null when built before them). */
export async function latestVersionContents(db: Db, teamId: string, siteId: string) {
  const [row] = await db
    .select({
      id: siteVersions.id,
      number: siteVersions.number,
      template: siteVersions.template,
      seed: siteVersions.seed,
      pages: siteVersions.pages,
      similarity: siteVersions.similarity,
      pageContents: siteVersions.pageContents,
    })
    .from(siteVersions)
    .where(and(eq(siteVersions.teamId, teamId), eq(siteVersions.siteId, siteId)))
    .orderBy(desc(siteVersions.number))
    .limit(1);
  return row;
}
