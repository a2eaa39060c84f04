import { and, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leads, renters, siteRentals, sites } from '../../db/schema/index';

export type RenterRow = typeof renters.$inferSelect;
export type NewRenter = typeof renters.$inferInsert;

export function listRenters(db: Db, teamId: string) {
  return db.select().from(renters).where(eq(renters.teamId, teamId)).orderBy(renters.createdAt, renters.id);
}

export async function getRenter(db: Db, teamId: string, id: string): Promise<RenterRow | null> {
  const [row] = await db
    .select()
    .from(renters)
    .where(and(eq(renters.teamId, teamId), eq(renters.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertRenter(db: Db, row: NewRenter): Promise<RenterRow> {
  const [created] = await db.insert(renters).values(row).returning();
  return created!;
}

export async function updateRenter(db: Db, teamId: string, id: string, patch: Partial<NewRenter>) {
  const [row] = await db
    .update(renters)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(renters.teamId, teamId), eq(renters.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Spends a renter e-mail confirmation token: the address is confirmed and the token forgotten
 * (single use) when the token is known and was sent less than `ttlMs` ago.
 */
export async function confirmRenterEmail(
  db: Db,
  tokenHash: string,
  ttlMs: number,
): Promise<'confirmed' | 'expired' | 'invalid'> {
  const [row] = await db
    .select({ id: renters.id, sentAt: renters.emailConfirmSentAt })
    .from(renters)
    .where(and(eq(renters.emailConfirmTokenHash, tokenHash), isNull(renters.emailConfirmedAt)))
    .limit(1);
  if (!row) return 'invalid';
  if (!row.sentAt || row.sentAt.getTime() < Date.now() - ttlMs) return 'expired';
  const done = await db
    .update(renters)
    .set({ emailConfirmedAt: new Date(), emailConfirmTokenHash: null, updatedAt: new Date() })
    .where(and(eq(renters.id, row.id), eq(renters.emailConfirmTokenHash, tokenHash)))
    .returning({ id: renters.id });
  return done.length > 0 ? 'confirmed' : 'invalid';
}

/** Site ids per renter (sites.renter_id), archived sites left out. */
export async function siteIdsByRenter(db: Db, teamId: string, renterIds: string[]) {
  const map = new Map<string, string[]>();
  if (renterIds.length === 0) return map;
  const rows = await db
    .select({ id: sites.id, renterId: sites.renterId })
    .from(sites)
    .where(and(eq(sites.teamId, teamId), inArray(sites.renterId, renterIds), ne(sites.status, 'archived')))
    .orderBy(sites.createdAt);
  for (const r of rows) {
    const list = map.get(r.renterId!) ?? [];
    list.push(r.id);
    map.set(r.renterId!, list);
  }
  return map;
}

/** What would be lost with the renter: earning leads and rental periods. */
export async function renterHistory(db: Db, teamId: string, id: string) {
  const [[l], [r]] = await Promise.all([
    db
      .select({ n: count() })
      .from(leads)
      .where(
        and(eq(leads.teamId, teamId), eq(leads.renterId, id), inArray(leads.status, ['accepted', 'billed'])),
      ),
    db
      .select({ n: count() })
      .from(siteRentals)
      .where(and(eq(siteRentals.teamId, teamId), eq(siteRentals.renterId, id))),
  ]);
  return { leads: Number(l!.n), rentals: Number(r!.n) };
}

export async function deleteRenter(db: Db, teamId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(sites)
      .set({ renterId: null, updatedAt: new Date() })
      .where(and(eq(sites.teamId, teamId), eq(sites.renterId, id)));
    const gone = await tx
      .delete(renters)
      .where(and(eq(renters.teamId, teamId), eq(renters.id, id)))
      .returning({ id: renters.id });
    return gone.length > 0;
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The open periods to end and the periods to start so that the team's rentals match its sites. */
async function rentalPlan(q: Db | Tx, teamId: string) {
  const open = await q
    .select()
    .from(siteRentals)
    .where(and(eq(siteRentals.teamId, teamId), isNull(siteRentals.endedAt)));
  const assigned = await q
    .select({ siteId: sites.id, renterId: renters.id, rent: renters.monthlyRent })
    .from(sites)
    .innerJoin(renters, and(eq(renters.id, sites.renterId), eq(renters.teamId, sites.teamId)))
    .where(
      and(
        eq(sites.teamId, teamId),
        isNotNull(sites.renterId),
        ne(sites.status, 'archived'),
        eq(renters.active, true),
      ),
    );
  const wanted = new Map(assigned.filter((a) => a.rent > 0).map((a) => [a.siteId, a]));
  const keep = new Set<string>();
  const end: string[] = [];
  for (const r of open) {
    const w = wanted.get(r.siteId);
    if (w && w.renterId === r.renterId && w.rent === r.monthlyRent && !keep.has(r.siteId)) keep.add(r.siteId);
    else end.push(r.id);
  }
  const start = [...wanted.values()].filter((w) => !keep.has(w.siteId));
  return { end, start };
}

/**
 * Brings the team's rental periods in line with who rents which site now: a site with an active
 * renter charging monthly rent has one open period at that rent; any other open period ends now.
 * Reads call it, so the usual case (nothing to change) takes no lock; a change is planned again and
 * written under a transaction-scoped advisory lock of the team, so two syncs at once (two requests,
 * two processes) never both start the same period.
 */
export async function syncRentals(db: Db, teamId: string, now = new Date()) {
  const first = await rentalPlan(db, teamId);
  if (first.end.length === 0 && first.start.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rentals:${teamId}`}))`);
    const { end, start } = await rentalPlan(tx, teamId);
    if (end.length > 0) {
      await tx.update(siteRentals).set({ endedAt: now }).where(inArray(siteRentals.id, end));
    }
    if (start.length > 0) {
      await tx.insert(siteRentals).values(
        start.map((w) => ({
          teamId,
          siteId: w.siteId,
          renterId: w.renterId,
          monthlyRent: w.rent,
          startedAt: now,
        })),
      );
    }
  });
}
