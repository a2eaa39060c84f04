import type { SeoOpportunityStatus } from '@sdp/shared';
import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type OpportunityImplementationRow,
  opportunityImplementations,
  opportunitySteps,
  seoOpportunities,
  sites,
} from '../../db/schema/index';

export type { OpportunityImplementationRow };

// Implementations of SEO opportunities (docs/seo-opportunities.md#implementation): the newest row
// of an opportunity is its current one. A worker claims a running implementation by its heartbeat,
// so a duplicate queue message never runs the steps twice, and a crashed worker's run is resumed.

export async function currentOf(
  db: Db,
  teamId: string,
  opportunityId: string,
): Promise<OpportunityImplementationRow | undefined> {
  const [row] = await db
    .select()
    .from(opportunityImplementations)
    .where(
      and(
        eq(opportunityImplementations.teamId, teamId),
        eq(opportunityImplementations.opportunityId, opportunityId),
      ),
    )
    .orderBy(desc(opportunityImplementations.startedAt), desc(opportunityImplementations.id))
    .limit(1);
  return row;
}

/** Opportunities of the team with a running or paused implementation (the kill switch stops them). */
export async function activeOpportunityIds(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: opportunityImplementations.opportunityId })
    .from(opportunityImplementations)
    .where(
      and(
        eq(opportunityImplementations.teamId, teamId),
        inArray(opportunityImplementations.status, ['running', 'paused']),
      ),
    );
  return rows.map((r) => r.id);
}

export async function byId(db: Db, id: string): Promise<OpportunityImplementationRow | undefined> {
  const [row] = await db
    .select()
    .from(opportunityImplementations)
    .where(eq(opportunityImplementations.id, id));
  return row;
}

/** The live version of a site (the implementation's base). */
export async function liveVersionOf(db: Db, teamId: string, siteId: string): Promise<string | null> {
  const [row] = await db
    .select({ v: sites.liveVersionId })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.teamId, teamId)));
  return row?.v ?? null;
}

/**
 * Starts an implementation: the opportunity (in one of `from`) becomes implementing, its steps go
 * back to pending, and a new running row is made. undefined when the status changed meanwhile.
 */
export async function start(
  db: Db,
  input: { teamId: string; opportunityId: string; userId: string; baseVersionId: string | null },
  from: SeoOpportunityStatus[],
): Promise<OpportunityImplementationRow | undefined> {
  return db.transaction(async (tx) => {
    const [opp] = await tx
      .update(seoOpportunities)
      .set({ status: 'implementing', updatedAt: new Date() })
      .where(
        and(
          eq(seoOpportunities.id, input.opportunityId),
          eq(seoOpportunities.teamId, input.teamId),
          inArray(seoOpportunities.status, from),
        ),
      )
      .returning({ id: seoOpportunities.id });
    if (!opp) return undefined;
    await tx
      .update(opportunitySteps)
      .set({ status: 'pending', reason: null, result: null, startedAt: null, finishedAt: null })
      .where(eq(opportunitySteps.opportunityId, input.opportunityId));
    const [first] = await tx
      .select({ id: opportunitySteps.id })
      .from(opportunitySteps)
      .where(eq(opportunitySteps.opportunityId, input.opportunityId))
      .orderBy(asc(opportunitySteps.position))
      .limit(1);
    const [row] = await tx
      .insert(opportunityImplementations)
      .values({
        teamId: input.teamId,
        opportunityId: input.opportunityId,
        userId: input.userId,
        baseVersionId: input.baseVersionId,
        currentStepId: first?.id ?? null,
      })
      .returning();
    return row;
  });
}

/** Claims a running implementation for this worker unless another one beat within `staleBefore`. */
export async function claim(db: Db, id: string, staleBefore: Date) {
  const [row] = await db
    .update(opportunityImplementations)
    .set({ heartbeatAt: new Date() })
    .where(
      and(
        eq(opportunityImplementations.id, id),
        eq(opportunityImplementations.status, 'running'),
        or(
          isNull(opportunityImplementations.heartbeatAt),
          lt(opportunityImplementations.heartbeatAt, staleBefore),
        ),
      ),
    )
    .returning();
  return row;
}

export async function beat(db: Db, id: string) {
  await db
    .update(opportunityImplementations)
    .set({ heartbeatAt: new Date() })
    .where(eq(opportunityImplementations.id, id));
}

/** The worker let go (done, waiting for a person, paused): another may claim it at once. */
export async function release(db: Db, id: string) {
  await db
    .update(opportunityImplementations)
    .set({ heartbeatAt: null })
    .where(eq(opportunityImplementations.id, id));
}

export type ImplementationPatch = Partial<
  Pick<
    OpportunityImplementationRow,
    'status' | 'progress' | 'currentStepId' | 'newVersionId' | 'error' | 'finishedAt' | 'heartbeatAt'
  >
>;

/** Updates an implementation; `onlyIn`: only while its status is one of these. */
export async function update(
  db: Db,
  id: string,
  patch: ImplementationPatch,
  onlyIn?: OpportunityImplementationRow['status'][],
) {
  const [row] = await db
    .update(opportunityImplementations)
    .set(patch)
    .where(
      and(
        eq(opportunityImplementations.id, id),
        onlyIn ? inArray(opportunityImplementations.status, onlyIn) : undefined,
      ),
    )
    .returning();
  return row;
}

export type StepPatch = Partial<
  Pick<typeof opportunitySteps.$inferSelect, 'status' | 'reason' | 'result' | 'startedAt' | 'finishedAt'>
>;

export async function updateStep(db: Db, teamId: string, stepId: string, patch: StepPatch) {
  const [row] = await db
    .update(opportunitySteps)
    .set(patch)
    .where(and(eq(opportunitySteps.id, stepId), eq(opportunitySteps.teamId, teamId)))
    .returning();
  return row;
}

/** Running implementations whose worker stopped beating before `staleBefore` (or never claimed). */
export async function stale(db: Db, staleBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ id: opportunityImplementations.id })
    .from(opportunityImplementations)
    .where(
      and(
        eq(opportunityImplementations.status, 'running'),
        or(
          isNull(opportunityImplementations.heartbeatAt),
          lt(opportunityImplementations.heartbeatAt, staleBefore),
        ),
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}
