import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mlTunings, savedOpportunities, siteEventDays, sites } from '../../db/schema/index';

// The ML optimization's reads and its tunings (docs/ml-optimization.md); every query filters on the team.

export type { MlTuningRow } from '../../db/schema/index';

/** The team's deployed, not archived sites (demo ones flagged). */
export async function deployedSites(db: Db, teamId: string) {
  return db
    .select({
      id: sites.id,
      name: sites.name,
      verticalSlug: sites.verticalSlug,
      opportunityId: sites.opportunityId,
      deployedAt: sites.deployedAt,
      demo: sites.demo,
    })
    .from(sites)
    .where(and(eq(sites.teamId, teamId), ne(sites.status, 'archived'), isNotNull(sites.deployedAt)))
    .orderBy(sites.createdAt, sites.id);
}

/** Visitors summed per site, and each site's first day with a visit (the rollups). */
export async function visitsBySite(db: Db, teamId: string, siteIds: string[]) {
  if (!siteIds.length) return new Map<string, { visits: number; firstDay: string | null }>();
  const rows = await db
    .select({
      siteId: siteEventDays.siteId,
      visits: sql<string>`coalesce(sum(${siteEventDays.visitors}), 0)`,
      firstDay: sql<string | null>`min(${siteEventDays.day})`,
    })
    .from(siteEventDays)
    .where(and(eq(siteEventDays.teamId, teamId), inArray(siteEventDays.siteId, siteIds)))
    .groupBy(siteEventDays.siteId);
  return new Map(
    rows.map((r) => [
      r.siteId,
      { visits: Number(r.visits), firstDay: r.firstDay ? String(r.firstDay).slice(0, 10) : null },
    ]),
  );
}

/** The figures the team saved for these markets (the scoring when saved). */
export async function savedSnapshots(db: Db, teamId: string, opportunityIds: string[]) {
  if (!opportunityIds.length) return new Map<string, Record<string, unknown>>();
  const rows = await db
    .select({ opportunityId: savedOpportunities.opportunityId, snapshot: savedOpportunities.snapshot })
    .from(savedOpportunities)
    .where(
      and(eq(savedOpportunities.teamId, teamId), inArray(savedOpportunities.opportunityId, opportunityIds)),
    );
  return new Map(rows.map((r) => [r.opportunityId, r.snapshot as Record<string, unknown>]));
}

export async function listTunings(db: Db, teamId: string, limit = 50) {
  return db
    .select()
    .from(mlTunings)
    .where(eq(mlTunings.teamId, teamId))
    .orderBy(desc(mlTunings.createdAt), desc(mlTunings.id))
    .limit(limit);
}

export async function getTuning(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(mlTunings)
    .where(and(eq(mlTunings.teamId, teamId), eq(mlTunings.id, id)));
  return row ?? null;
}

export async function insertTunings(
  db: Db,
  rows: Array<{
    teamId: string;
    kind: string;
    current: Record<string, unknown>;
    suggested: Record<string, unknown>;
    evaluation: Record<string, unknown>;
  }>,
) {
  if (!rows.length) return [];
  return db.insert(mlTunings).values(rows).returning();
}

/**
 * Moves a tuning from one status to another (null when it is not in `from`). Applying also marks the
 * team's other applied tuning of the kind reverted, in the same transaction.
 */
export async function decide(db: Db, teamId: string, id: string, from: string, to: string, userId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mlTunings)
      .set({ status: to, decidedAt: new Date(), decidedBy: userId })
      .where(and(eq(mlTunings.teamId, teamId), eq(mlTunings.id, id), eq(mlTunings.status, from)))
      .returning();
    if (!row) return null;
    if (to === 'applied') {
      await tx
        .update(mlTunings)
        .set({ status: 'reverted', decidedAt: new Date(), decidedBy: userId })
        .where(
          and(
            eq(mlTunings.teamId, teamId),
            eq(mlTunings.kind, row.kind),
            eq(mlTunings.status, 'applied'),
            ne(mlTunings.id, row.id),
          ),
        );
    }
    return row;
  });
}
