import type { InvoiceStatus } from '@sdp/shared';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { InvoiceRow } from '../../db/schema/billing';
import { billingDetails, invoiceCounters, invoices, teams, users } from '../../db/schema/index';

export type { InvoiceRow };

// Invoices and their gapless numbers (docs/invoices.md). An invoice is immutable once issued: the
// only update here is a status change (open -> paid or open -> void) with its paid fields and the
// PDF re-rendered with the new status stamp; nothing else of a row is ever written again.

export type NewInvoice = Omit<
  typeof invoices.$inferInsert,
  'id' | 'issuer' | 'number' | 'label' | 'status' | 'issuedAt' | 'createdAt' | 'pdf' | 'paidAt' | 'paidBy'
> & { status: 'open' | 'paid'; paidAt: Date | null; paidBy: string | null };

/**
 * Takes the issuer's next number and inserts the invoice in one transaction: the counter row is
 * created on first use and incremented in the same statement (its row lock serialises concurrent
 * issues); a failure anywhere (the PDF, the insert) rolls the number back too, so there is no gap.
 */
export async function insertNumbered(
  db: Db,
  issuer: string,
  values: NewInvoice,
  finish: (number: number, issuedAt: Date) => Promise<{ label: string; pdf: Buffer }>,
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ issuer, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.issuer,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    const issuedAt = new Date();
    const { label, pdf } = await finish(counter.lastNumber, issuedAt);
    const [row] = await tx
      .insert(invoices)
      .values({ ...values, issuer, number: counter.lastNumber, label, issuedAt, pdf })
      .returning();
    return row;
  });
}

/** The team's invoices, newest first, without the PDF bytes. */
export async function listTeamInvoices(db: Db, teamId: string): Promise<InvoiceRow[]> {
  const rows = await db
    .select({ ...columnsWithoutPdf })
    .from(invoices)
    .where(eq(invoices.teamId, teamId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
  return rows.map((r) => ({ ...r, pdf: null }));
}

const { pdf: _pdf, ...columnsWithoutPdf } = getTableColumns(invoices);

/** One invoice of the team (with its PDF), or undefined: another team's id is unknown here. */
export async function teamInvoice(db: Db, teamId: string, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.teamId, teamId), eq(invoices.id, id)));
  return row;
}

/** One invoice by id, whatever its team (platform admins, the billing module's own references). */
export async function invoiceById(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function invoiceByPaymentRef(
  db: Db,
  teamId: string,
  ref: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.teamId, teamId), eq(invoices.paymentRef, ref)))
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  return row;
}

/** All teams' invoices (optionally of one status), newest first, with the team's name; no PDF bytes. */
export async function listAllInvoices(db: Db, status: InvoiceStatus | undefined, limit = 500) {
  const rows = await db
    .select({ ...columnsWithoutPdf, teamName: teams.name })
    .from(invoices)
    .innerJoin(teams, eq(teams.id, invoices.teamId))
    .where(status ? eq(invoices.status, status) : undefined)
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit);
  return rows.map((r) => ({ ...r, pdf: null }));
}

export async function teamName(db: Db, teamId: string): Promise<string> {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? '';
}

/**
 * The only write after issue: open -> paid or open -> void, with the re-rendered PDF. Answers the
 * updated row, or undefined when the invoice was no longer open (a concurrent change won).
 */
export async function closeInvoice(
  db: Db,
  id: string,
  change: { status: 'paid' | 'void'; paidAt: Date | null; paidBy: string | null; paymentRef: string | null },
  render: (row: InvoiceRow) => Promise<Buffer>,
): Promise<InvoiceRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.status, 'open')))
      .for('update');
    if (!row) return undefined;
    const next = { ...row, ...change };
    const pdf = await render(next);
    const [updated] = await tx
      .update(invoices)
      .set({ ...change, pdf })
      .where(and(eq(invoices.id, id), eq(invoices.status, 'open')))
      .returning();
    return updated;
  });
}

/** Stores a PDF rendered for a row that had none (made before rendering existed, or cleared). */
export async function storeMissingPdf(db: Db, id: string, pdf: Buffer): Promise<void> {
  await db
    .update(invoices)
    .set({ pdf })
    .where(and(eq(invoices.id, id), sql`${invoices.pdf} is null`));
}

/** The buyer as the team's billing details say, with the owner's name and e-mail as the fallback. */
export async function buyerSources(db: Db, teamId: string) {
  const [details] = await db.select().from(billingDetails).where(eq(billingDetails.teamId, teamId));
  const [owner] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      teamName: teams.name,
    })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teams.id, teamId));
  return { details, owner };
}
