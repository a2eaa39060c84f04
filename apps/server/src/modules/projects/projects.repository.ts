import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CrawlRow, crawls, type ProjectRow, projects } from '../../db/schema/index';

export type { CrawlRow, ProjectRow };

// The projects rows (docs/projects.md): every read and write is scoped to the team.

export type NewProject = typeof projects.$inferInsert;

export async function insertProject(db: Db, values: NewProject): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

/** The team's project of a hosted site, made unless it exists (one per site and team). */
export async function ensureSiteProject(
  db: Db,
  values: NewProject,
): Promise<{ row: ProjectRow; created: boolean }> {
  const [made] = await db.insert(projects).values(values).onConflictDoNothing().returning();
  if (made) return { row: made, created: true };
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.teamId, values.teamId), eq(projects.siteId, values.siteId!)));
  return { row: row!, created: false };
}

export async function projectOf(db: Db, teamId: string, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.teamId, teamId)));
  return row;
}

export async function projectBySite(db: Db, teamId: string, siteId: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.teamId, teamId), eq(projects.siteId, siteId)));
  return row;
}

/** The team owning a project id (realtime room access); undefined when unknown. */
export async function teamOfProject(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ teamId: projects.teamId }).from(projects).where(eq(projects.id, id));
  return row?.teamId;
}

export async function listProjects(db: Db, teamId: string, limit = 500): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.teamId, teamId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit);
}

export async function updateProject(
  db: Db,
  teamId: string,
  id: string,
  values: Partial<NewProject>,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.teamId, teamId)))
    .returning();
  return row;
}

export async function deleteProject(db: Db, teamId: string, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.teamId, teamId)))
    .returning();
  return row;
}

/** Queued or running crawls of these projects (the list's "running" state). */
export async function activeCrawls(db: Db, teamId: string, projectIds: string[]): Promise<CrawlRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(crawls)
    .where(
      and(
        eq(crawls.teamId, teamId),
        inArray(crawls.projectId, projectIds),
        inArray(crawls.status, ['queued', 'running']),
      ),
    );
}
