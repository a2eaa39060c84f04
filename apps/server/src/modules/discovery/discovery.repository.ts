import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type MeasurementKind,
  marketMeasurements,
  mlTunings,
  payoutOverrides,
  savedOpportunities,
} from '../../db/schema/index';

// Drizzle queries of the discovery module. Every query takes the team it is scoped to.

export type { MeasurementKind };

// --- saved opportunities ---

export async function listSaved(db: Db, teamId: string) {
  return db
    .select({
      opportunityId: savedOpportunities.opportunityId,
      snapshot: savedOpportunities.snapshot,
      createdAt: savedOpportunities.createdAt,
    })
    .from(savedOpportunities)
    .where(eq(savedOpportunities.teamId, teamId))
    .orderBy(desc(savedOpportunities.createdAt), desc(savedOpportunities.id));
}

export async function savedIds(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedOpportunities.opportunityId })
    .from(savedOpportunities)
    .where(eq(savedOpportunities.teamId, teamId));
  return rows.map((r) => r.id);
}

/** Inserts the ones not saved yet; answers how many were new. */
export async function saveMany(
  db: Db,
  teamId: string,
  userId: string,
  items: Array<{ opportunityId: string; snapshot: Record<string, unknown> }>,
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await db
    .insert(savedOpportunities)
    .values(items.map((i) => ({ teamId, userId, opportunityId: i.opportunityId, snapshot: i.snapshot })))
    .onConflictDoNothing({ target: [savedOpportunities.teamId, savedOpportunities.opportunityId] })
    .returning({ id: savedOpportunities.id });
  return rows.length;
}

export async function deleteSaved(db: Db, teamId: string, opportunityId: string): Promise<boolean> {
  const rows = await db
    .delete(savedOpportunities)
    .where(and(eq(savedOpportunities.teamId, teamId), eq(savedOpportunities.opportunityId, opportunityId)))
    .returning({ id: savedOpportunities.id });
  return rows.length > 0;
}

// --- payout overrides ---

/** The team's overrides and the caller's own (other members' user-scope ones stay theirs). */
export async function listOverrides(db: Db, teamId: string, userId: string) {
  return db
    .select({
      verticalSlug: payoutOverrides.verticalSlug,
      payout: payoutOverrides.payout,
      scope: payoutOverrides.scope,
      updatedAt: payoutOverrides.updatedAt,
    })
    .from(payoutOverrides)
    .where(
      and(
        eq(payoutOverrides.teamId, teamId),
        or(
          eq(payoutOverrides.scope, 'team'),
          and(eq(payoutOverrides.scope, 'user'), eq(payoutOverrides.userId, userId)),
        ),
      ),
    )
    .orderBy(payoutOverrides.verticalSlug, payoutOverrides.scope);
}

export async function upsertOverride(
  db: Db,
  o: { teamId: string; userId: string; scope: 'user' | 'team'; verticalSlug: string; payout: number },
) {
  const now = new Date();
  const values = {
    teamId: o.teamId,
    userId: o.scope === 'user' ? o.userId : null,
    scope: o.scope,
    verticalSlug: o.verticalSlug,
    payout: o.payout,
    updatedBy: o.userId,
    updatedAt: now,
  };
  const set = { payout: o.payout, updatedBy: o.userId, updatedAt: now };
  const query = db.insert(payoutOverrides).values(values);
  const [row] = await (o.scope === 'team'
    ? query.onConflictDoUpdate({
        target: [payoutOverrides.teamId, payoutOverrides.verticalSlug],
        targetWhere: sql`${payoutOverrides.scope} = 'team'`,
        set,
      })
    : query.onConflictDoUpdate({
        target: [payoutOverrides.teamId, payoutOverrides.userId, payoutOverrides.verticalSlug],
        targetWhere: sql`${payoutOverrides.scope} = 'user'`,
        set,
      })
  ).returning({
    verticalSlug: payoutOverrides.verticalSlug,
    payout: payoutOverrides.payout,
    scope: payoutOverrides.scope,
    updatedAt: payoutOverrides.updatedAt,
  });
  return row;
}

export async function deleteOverride(
  db: Db,
  o: { teamId: string; userId: string; scope: 'user' | 'team'; verticalSlug: string },
): Promise<boolean> {
  const rows = await db
    .delete(payoutOverrides)
    .where(
      and(
        eq(payoutOverrides.teamId, o.teamId),
        eq(payoutOverrides.verticalSlug, o.verticalSlug),
        eq(payoutOverrides.scope, o.scope),
        o.scope === 'user' ? eq(payoutOverrides.userId, o.userId) : isNull(payoutOverrides.userId),
      ),
    )
    .returning({ id: payoutOverrides.id });
  return rows.length > 0;
}

// --- measurements ---

export async function listMeasurements(db: Db, teamId: string) {
  return db
    .select({
      opportunityId: marketMeasurements.opportunityId,
      kind: marketMeasurements.kind,
      value: marketMeasurements.value,
      source: marketMeasurements.source,
      providerId: marketMeasurements.providerId,
      measuredAt: marketMeasurements.measuredAt,
    })
    .from(marketMeasurements)
    .where(eq(marketMeasurements.teamId, teamId));
}

export async function upsertMeasurements(
  db: Db,
  rows: Array<{
    teamId: string;
    userId: string | null;
    opportunityId: string;
    kind: MeasurementKind;
    value: number;
    source: string;
    providerId: string;
  }>,
) {
  if (rows.length === 0) return;
  const measuredAt = new Date();
  for (const row of rows) {
    await db
      .insert(marketMeasurements)
      .values({ ...row, measuredAt })
      .onConflictDoUpdate({
        target: [marketMeasurements.teamId, marketMeasurements.opportunityId, marketMeasurements.kind],
        set: {
          value: row.value,
          source: row.source,
          providerId: row.providerId,
          userId: row.userId,
          measuredAt,
        },
      });
  }
}

export async function deleteMeasurements(db: Db, teamId: string, opportunityIds: string[]) {
  if (opportunityIds.length === 0) return;
  await db
    .delete(marketMeasurements)
    .where(
      and(eq(marketMeasurements.teamId, teamId), inArray(marketMeasurements.opportunityId, opportunityIds)),
    );
}

/**
 * The team's applied ML tunings (docs/ml-optimization.md), newest first: what they set (tier cut
 * points or score weights). Read here so that the scoring needs no call back into that module.
 */
export async function appliedTunings(db: Db, teamId: string) {
  return db
    .select({ kind: mlTunings.kind, suggested: mlTunings.suggested })
    .from(mlTunings)
    .where(and(eq(mlTunings.teamId, teamId), eq(mlTunings.status, 'applied')))
    .orderBy(desc(mlTunings.decidedAt));
}
