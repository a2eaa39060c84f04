import type { SeoOpportunityStatus } from '@sdp/shared';
import { and, asc, count, desc, eq, inArray, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type OpportunityStepRow,
  opportunitySteps,
  projects,
  type SeoOpportunityRow,
  seoOpportunities,
  sites,
} from '../../db/schema/index';

export type { OpportunityStepRow, SeoOpportunityRow };

// SEO opportunities and their steps (docs/seo-opportunities.md). Writes `seo_opportunities` and
// `opportunity_steps`; reads `projects` (the website an opportunity belongs to).

export interface ProjectBrief {
  id: string;
  teamId: string;
  name: string;
  url: string;
  siteId: string | null;
  userId: string | null;
  demo: boolean;
}

const projectCols = {
  id: projects.id,
  teamId: projects.teamId,
  name: projects.name,
  url: projects.url,
  siteId: projects.siteId,
  userId: projects.userId,
  demo: projects.demo,
};

export async function projectOf(
  db: Db,
  teamId: string,
  projectId: string,
): Promise<ProjectBrief | undefined> {
  const [row] = await db
    .select(projectCols)
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.teamId, teamId)));
  return row;
}

/** Whether the site is one of the team's. */
export async function isTeamSite(db: Db, teamId: string, siteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.teamId, teamId)));
  return !!row;
}

/** The project of one of the team's hosted sites (the projects module makes one per site). */
export async function projectOfSite(
  db: Db,
  teamId: string,
  siteId: string,
): Promise<ProjectBrief | undefined> {
  const [row] = await db
    .select(projectCols)
    .from(projects)
    .where(and(eq(projects.siteId, siteId), eq(projects.teamId, teamId)));
  return row;
}

export interface StepInput {
  title: string;
  detail: string;
  action: string;
  params?: Record<string, unknown>;
  automated: boolean;
}

export type OpportunityInput = Omit<
  typeof seoOpportunities.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'status' | 'resolvedAt' | 'implementedAt'
>;

export interface ListFilter {
  projectId?: string;
  siteId?: string;
  category?: string;
  difficulty?: string;
  status?: SeoOpportunityStatus;
  quickWins?: boolean;
  automated?: boolean;
  sort: 'score' | 'updatedAt' | 'createdAt' | 'difficulty' | 'title';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const SORT = {
  score: seoOpportunities.score,
  updatedAt: seoOpportunities.updatedAt,
  createdAt: seoOpportunities.createdAt,
  title: seoOpportunities.title,
  difficulty: sql`case ${seoOpportunities.difficulty} when 'easy' then 0 when 'medium' then 1 else 2 end`,
} as const;

/**
 * One page of the team's opportunities and the total. Without an explicit `status`, opportunities a
 * generator no longer finds (resolved_at set) are left out (docs/seo-opportunities.md#statuses).
 */
export async function listOpportunities(db: Db, teamId: string, f: ListFilter) {
  const t = seoOpportunities;
  const where = and(
    eq(t.teamId, teamId),
    f.projectId ? eq(t.projectId, f.projectId) : undefined,
    f.siteId ? eq(t.siteId, f.siteId) : undefined,
    f.category ? eq(t.category, f.category as SeoOpportunityRow['category']) : undefined,
    f.difficulty ? eq(t.difficulty, f.difficulty as SeoOpportunityRow['difficulty']) : undefined,
    f.status ? eq(t.status, f.status) : isNull(t.resolvedAt),
    f.quickWins === undefined ? undefined : eq(t.quickWin, f.quickWins),
    f.automated === undefined ? undefined : eq(t.automated, f.automated),
  );
  const dir = f.order === 'asc' ? asc : desc;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(dir(SORT[f.sort]), desc(t.updatedAt), asc(t.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Every opportunity of one project (export), best first. */
export async function allOfProject(db: Db, teamId: string, projectId: string) {
  return db
    .select()
    .from(seoOpportunities)
    .where(and(eq(seoOpportunities.teamId, teamId), eq(seoOpportunities.projectId, projectId)))
    .orderBy(desc(seoOpportunities.score), asc(seoOpportunities.id))
    .limit(5000);
}

export async function getOpportunity(
  db: Db,
  teamId: string,
  id: string,
): Promise<SeoOpportunityRow | undefined> {
  const [row] = await db
    .select()
    .from(seoOpportunities)
    .where(and(eq(seoOpportunities.id, id), eq(seoOpportunities.teamId, teamId)));
  return row;
}

/** The steps of these opportunities, in order. */
export async function stepsOf(db: Db, teamId: string, ids: string[]): Promise<OpportunityStepRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(opportunitySteps)
    .where(and(eq(opportunitySteps.teamId, teamId), inArray(opportunitySteps.opportunityId, ids)))
    .orderBy(asc(opportunitySteps.opportunityId), asc(opportunitySteps.position));
}

function stepRows(teamId: string, opportunityId: string, steps: StepInput[]) {
  return steps.map((s, i) => ({
    teamId,
    opportunityId,
    position: i + 1,
    title: s.title,
    detail: s.detail,
    action: s.action,
    params: s.params ?? {},
    automated: s.automated,
  }));
}

/** Inserts one with its steps; undefined when its key exists already (a concurrent generator run). */
export async function insertOpportunity(db: Db, values: OpportunityInput, steps: StepInput[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(seoOpportunities).values(values).onConflictDoNothing().returning();
    if (!row) return undefined;
    if (steps.length) await tx.insert(opportunitySteps).values(stepRows(values.teamId, row.id, steps));
    return row;
  });
}

export type OpportunityPatch = Partial<
  Pick<
    SeoOpportunityRow,
    | 'title'
    | 'description'
    | 'category'
    | 'difficulty'
    | 'notes'
    | 'status'
    | 'implementedAt'
    | 'score'
    | 'quickWin'
    | 'automated'
    | 'expectedEffect'
    | 'affectedUrls'
    | 'evidence'
    | 'resolvedAt'
    | 'siteId'
  >
>;

/** Updates one opportunity; `onlyIn`: only while its status is one of these (else undefined). */
export async function updateOpportunity(
  db: Db,
  teamId: string,
  id: string,
  patch: OpportunityPatch,
  onlyIn?: SeoOpportunityStatus[],
): Promise<SeoOpportunityRow | undefined> {
  const [row] = await db
    .update(seoOpportunities)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(seoOpportunities.id, id),
        eq(seoOpportunities.teamId, teamId),
        onlyIn ? inArray(seoOpportunities.status, onlyIn) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Deletes one unless it is being implemented: 'deleted', 'busy' or 'missing'. */
export async function deleteOpportunity(db: Db, teamId: string, id: string) {
  const [gone] = await db
    .delete(seoOpportunities)
    .where(
      and(
        eq(seoOpportunities.id, id),
        eq(seoOpportunities.teamId, teamId),
        notInArray(seoOpportunities.status, ['implementing']),
      ),
    )
    .returning({ id: seoOpportunities.id });
  if (gone) return 'deleted' as const;
  return (await getOpportunity(db, teamId, id)) ? ('busy' as const) : ('missing' as const);
}

/**
 * All or nothing: every id must be the team's (else 'missing' with the first unknown id) and none
 * may be implementing for a status change (else 'busy').
 */
export async function bulkUpdate(
  db: Db,
  teamId: string,
  updates: { id: string; status?: 'open' | 'dismissed'; notes?: string | null }[],
) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(updates.map((u) => u.id))];
    const found = await tx
      .select({ id: seoOpportunities.id, status: seoOpportunities.status })
      .from(seoOpportunities)
      .where(and(eq(seoOpportunities.teamId, teamId), inArray(seoOpportunities.id, ids)))
      .for('update');
    const byId = new Map(found.map((r) => [r.id, r.status]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing) return { kind: 'missing' as const, id: missing };
    const busy = updates.find((u) => u.status && !['open', 'dismissed'].includes(byId.get(u.id)!));
    if (busy) return { kind: 'busy' as const, id: busy.id, status: byId.get(busy.id)! };
    const now = new Date();
    for (const u of updates) {
      const set: OpportunityPatch & { updatedAt: Date } = { updatedAt: now };
      if (u.status) set.status = u.status;
      if (u.notes !== undefined) set.notes = u.notes;
      await tx
        .update(seoOpportunities)
        .set(set)
        .where(and(eq(seoOpportunities.id, u.id), eq(seoOpportunities.teamId, teamId)));
    }
    const rows = await tx
      .select()
      .from(seoOpportunities)
      .where(and(eq(seoOpportunities.teamId, teamId), inArray(seoOpportunities.id, ids)));
    return { kind: 'ok' as const, rows };
  });
}

/** The project's opportunities whose key starts with `prefix` ('audit:'), by key. */
export async function byKeyPrefix(db: Db, teamId: string, projectId: string, prefix: string) {
  return db
    .select()
    .from(seoOpportunities)
    .where(
      and(
        eq(seoOpportunities.teamId, teamId),
        eq(seoOpportunities.projectId, projectId),
        like(seoOpportunities.sourceKey, `${prefix}%`),
      ),
    );
}

/**
 * Replaces the steps of an opportunity nobody is implementing (a generator re-run). Two generator
 * runs for one project can overlap (a crawl finishing while a rank check re-scores): the
 * opportunity's row lock makes the second replacement wait and then see the first one's steps.
 */
export async function replaceSteps(db: Db, teamId: string, opportunityId: string, steps: StepInput[]) {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: seoOpportunities.id })
      .from(seoOpportunities)
      .where(and(eq(seoOpportunities.teamId, teamId), eq(seoOpportunities.id, opportunityId)))
      .for('update');
    await tx
      .delete(opportunitySteps)
      .where(and(eq(opportunitySteps.teamId, teamId), eq(opportunitySteps.opportunityId, opportunityId)));
    if (steps.length) await tx.insert(opportunitySteps).values(stepRows(teamId, opportunityId, steps));
  });
}

/** Marks the found-no-more ones resolved (status unchanged), once. Answers their ids. */
export async function markResolved(db: Db, teamId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(seoOpportunities)
    .set({ resolvedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(seoOpportunities.teamId, teamId),
        inArray(seoOpportunities.id, ids),
        isNull(seoOpportunities.resolvedAt),
      ),
    )
    .returning({ id: seoOpportunities.id });
  return rows.map((r) => r.id);
}
