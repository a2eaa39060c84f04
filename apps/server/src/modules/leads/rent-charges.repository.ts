import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rentCharges, siteRentals, sites } from '../../db/schema/index';
import { type PlannedCharge, plannedCharges } from './revenue-ledger';

// Rent charges (docs/product/rules.md#revenue-metrics): materialised from site_rentals, one row per
// rental × month, idempotently (unique rental + month). Invoiced charges are never changed.

/**
 * Brings the team's charges in line with its rental periods as of `now`: missing charges are added,
 * changed amounts or periods of charges not invoiced are updated, and charges not invoiced that no
 * period books any more are removed. Writes only what differs.
 */
export async function syncCharges(db: Db, teamId: string, now = new Date()) {
  const [rentals, stored] = await Promise.all([
    db
      .select({
        id: siteRentals.id,
        siteId: siteRentals.siteId,
        monthlyRent: siteRentals.monthlyRent,
        startedAt: siteRentals.startedAt,
        endedAt: siteRentals.endedAt,
      })
      .from(siteRentals)
      .where(eq(siteRentals.teamId, teamId)),
    db
      .select({
        id: rentCharges.id,
        rentalId: rentCharges.rentalId,
        month: rentCharges.month,
        periodStart: rentCharges.periodStart,
        periodEnd: rentCharges.periodEnd,
        amount: rentCharges.amount,
        invoicedAt: rentCharges.invoicedAt,
      })
      .from(rentCharges)
      .where(eq(rentCharges.teamId, teamId)),
  ]);
  const want = new Map<string, PlannedCharge>();
  for (const r of rentals) for (const c of plannedCharges(r, now)) want.set(`${c.rentalId}|${c.month}`, c);
  const have = new Map(stored.map((c) => [`${c.rentalId}|${c.month}`, c]));
  const insert: PlannedCharge[] = [];
  const update: Array<{ id: string; c: PlannedCharge }> = [];
  for (const [k, c] of want) {
    const h = have.get(k);
    if (!h) insert.push(c);
    else if (
      !h.invoicedAt &&
      (h.amount !== c.amount || h.periodStart !== c.periodStart || h.periodEnd !== c.periodEnd)
    )
      update.push({ id: h.id, c });
  }
  const remove = stored
    .filter((h) => !h.invoicedAt && !want.has(`${h.rentalId}|${h.month}`))
    .map((h) => h.id);
  if (insert.length === 0 && update.length === 0 && remove.length === 0) return;
  await db.transaction(async (tx) => {
    if (insert.length > 0) {
      await tx
        .insert(rentCharges)
        .values(insert.map((c) => ({ teamId, ...c })))
        .onConflictDoNothing({ target: [rentCharges.rentalId, rentCharges.month] });
    }
    for (const { id, c } of update) {
      await tx
        .update(rentCharges)
        .set({ amount: c.amount, periodStart: c.periodStart, periodEnd: c.periodEnd })
        .where(and(eq(rentCharges.id, id), isNull(rentCharges.invoicedAt)));
    }
    if (remove.length > 0) {
      await tx
        .delete(rentCharges)
        .where(and(inArray(rentCharges.id, remove), isNull(rentCharges.invoicedAt)));
    }
  });
}

export interface ChargeQuery {
  /** One charge. */
  id?: string;
  siteIds?: string[];
  /** Charges of this renter's rental periods only. */
  renterId?: string;
  includeDemo?: boolean;
}

/** The team's charges booked up to `today` (YYYY-MM-DD), newest first, with the site's name. */
export function listCharges(db: Db, teamId: string, today: string, q: ChargeQuery = {}) {
  return db
    .select({
      id: rentCharges.id,
      siteId: rentCharges.siteId,
      siteName: sites.name,
      demo: sites.demo,
      rentalId: rentCharges.rentalId,
      month: rentCharges.month,
      periodStart: rentCharges.periodStart,
      periodEnd: rentCharges.periodEnd,
      amount: rentCharges.amount,
      invoicedAt: rentCharges.invoicedAt,
    })
    .from(rentCharges)
    .innerJoin(sites, eq(sites.id, rentCharges.siteId))
    .where(
      and(
        eq(rentCharges.teamId, teamId),
        q.id ? eq(rentCharges.id, q.id) : undefined,
        sql`${rentCharges.periodStart} <= ${today}::date`,
        q.siteIds ? inArray(rentCharges.siteId, q.siteIds) : undefined,
        q.renterId
          ? inArray(
              rentCharges.rentalId,
              db
                .select({ id: siteRentals.id })
                .from(siteRentals)
                .where(and(eq(siteRentals.teamId, teamId), eq(siteRentals.renterId, q.renterId))),
            )
          : undefined,
        q.includeDemo ? undefined : eq(sites.demo, false),
      ),
    )
    .orderBy(desc(rentCharges.periodStart), asc(sites.name), asc(rentCharges.id));
}

/** Marks a charge of the team invoiced (once; an invoiced charge keeps its first date). */
export async function markInvoiced(db: Db, teamId: string, id: string, at = new Date()) {
  await db
    .update(rentCharges)
    .set({ invoicedAt: at })
    .where(and(eq(rentCharges.teamId, teamId), eq(rentCharges.id, id), isNull(rentCharges.invoicedAt)));
}
