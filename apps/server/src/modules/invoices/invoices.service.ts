import type { AdminInvoice, Invoice, InvoiceStatus, PlanId } from '@sdp/shared';
import type { Actor } from '../../lib/actor';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { authorize } from '../../policies/index';
import { renderInvoicePdf } from './invoices.pdf';
import {
  buyerSources,
  closeInvoice,
  type InvoiceRow,
  insertNumbered,
  invoiceById,
  invoiceByPaymentRef,
  listAllInvoices,
  listTeamInvoices,
  storeMissingPdf,
  teamInvoice,
  teamName,
} from './invoices.repository';

export type InvoicesService = ReturnType<typeof createInvoicesService>;

export interface IssueInput {
  teamId: string;
  planId: PlanId | null;
  lines: { description: string; quantity: number; unitCents: number }[];
  periodStart?: Date | null;
  periodEnd?: Date | null;
  provider: 'manual' | 'stripe';
  status?: 'open' | 'paid';
  paymentRef?: string | null;
  dueAt?: Date | null;
}

/** `${issuer}-${year}-${number padded to 6}`, e.g. SDP-2026-000042. */
export const invoiceLabel = (issuer: string, year: number, n: number) =>
  `${issuer}-${year}-${String(n).padStart(6, '0')}`;

/** Tax in cents on a subtotal at a rate in basis points, rounded half-up (away from zero) once per invoice. */
export function taxOf(subtotalCents: number, rateBp: number): number {
  const sign = subtotalCents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(subtotalCents) * rateBp + 5000) / 10000);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The contract's view of a row. */
export function toInvoice(r: InvoiceRow): Invoice {
  return {
    id: r.id,
    number: r.label,
    status: r.status,
    currency: r.currency,
    subtotalCents: r.subtotalCents,
    taxCents: r.taxCents,
    taxRateBp: r.taxRateBp,
    totalCents: r.totalCents,
    provider: r.provider,
    issuedAt: r.issuedAt.toISOString(),
    dueAt: iso(r.dueAt),
    paidAt: iso(r.paidAt),
    periodStart: iso(r.periodStart),
    periodEnd: iso(r.periodEnd),
    lines: r.lines,
  };
}

const toAdminInvoice = (r: InvoiceRow & { teamName: string }): AdminInvoice => ({
  ...toInvoice(r),
  teamId: r.teamId,
  teamName: r.teamName,
  buyerName: r.buyer.name ?? null,
  buyerEmail: r.buyer.email ?? null,
  paymentRef: r.paymentRef,
});

function checkLines(lines: IssueInput['lines']) {
  if (lines.length === 0) throw new ValidationError('An invoice needs at least one line');
  for (const l of lines) {
    if (!l.description.trim()) throw new ValidationError('Every invoice line needs a description');
    if (!Number.isFinite(l.quantity) || l.quantity <= 0)
      throw new ValidationError('Line quantity must be positive');
    if (!Number.isSafeInteger(l.unitCents)) throw new ValidationError('Line unit price must be whole cents');
  }
}

/**
 * Invoices (docs/invoices.md): issued with gapless numbers per issuer, immutable afterwards except
 * for being paid or voided, each with its PDF. The billing module issues them and marks them paid.
 */
export function createInvoicesService({
  db,
  config,
  events,
  log,
}: Pick<ServiceDeps, 'db' | 'config' | 'events' | 'log'>) {
  const seller = (): Record<string, string | null> => ({
    name: config.INVOICE_SELLER_NAME,
    address: config.INVOICE_SELLER_ADDRESS ?? null,
    email: config.INVOICE_SELLER_EMAIL ?? null,
    taxId: config.INVOICE_SELLER_TAX_ID ?? null,
  });

  async function buyer(teamId: string): Promise<Record<string, string | null>> {
    const { details, owner } = await buyerSources(db, teamId);
    if (!owner) throw new NotFoundError('Team not found');
    const ownerName = [owner.firstName, owner.lastName].filter(Boolean).join(' ').trim();
    return {
      name: details?.name || ownerName || owner.teamName,
      email: details?.email || owner.email,
      addressLine1: details?.addressLine1 ?? null,
      addressLine2: details?.addressLine2 ?? null,
      city: details?.city ?? null,
      state: details?.state ?? null,
      postalCode: details?.postalCode ?? null,
      country: details?.country ?? null,
      taxId: details?.taxId ?? null,
    };
  }

  /** The stored PDF, or one rendered now (and stored) for a row without it. */
  async function pdfOf(row: InvoiceRow): Promise<Buffer> {
    if (row.pdf) return row.pdf;
    const pdf = await renderInvoicePdf(row);
    await storeMissingPdf(db, row.id, pdf);
    return pdf;
  }

  async function close(
    invoiceId: string,
    change: {
      status: 'paid' | 'void';
      paidAt: Date | null;
      paidBy: string | null;
      paymentRef?: string | null;
    },
  ): Promise<InvoiceRow> {
    const current = await invoiceById(db, invoiceId);
    if (!current) throw new NotFoundError('Invoice not found');
    if (current.status === change.status) return current;
    if (current.status !== 'open') throw new ConflictError(`Invoice ${current.label} is ${current.status}`);
    const updated = await closeInvoice(
      db,
      invoiceId,
      { ...change, paymentRef: change.paymentRef ?? current.paymentRef },
      (next) => renderInvoicePdf(next),
    );
    if (updated) return updated;
    // Someone else closed it between the read and the lock: answer as above.
    return close(invoiceId, change);
  }

  return {
    async issue(input: IssueInput): Promise<Invoice> {
      checkLines(input.lines);
      const lines = input.lines.map((l) => ({
        description: l.description.trim(),
        quantity: l.quantity,
        unitCents: l.unitCents,
        amountCents: Math.round(l.quantity * l.unitCents),
      }));
      const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);
      const taxRateBp = Math.round(config.INVOICE_TAX_RATE_PERCENT * 100);
      const taxCents = taxOf(subtotalCents, taxRateBp);
      const status = input.status ?? 'open';
      const values = {
        teamId: input.teamId,
        provider: input.provider,
        currency: 'usd',
        subtotalCents,
        taxRateBp,
        taxCents,
        totalCents: subtotalCents + taxCents,
        seller: seller(),
        buyer: await buyer(input.teamId),
        lines,
        planId: input.planId,
        periodStart: input.periodStart ?? null,
        periodEnd: input.periodEnd ?? null,
        dueAt: input.dueAt ?? null,
        status,
        paidAt: status === 'paid' ? new Date() : null,
        paidBy: null,
        paymentRef: input.paymentRef ?? null,
      };
      const issuer = config.INVOICE_ISSUER;
      const row = await insertNumbered(db, issuer, values, async (number, issuedAt) => {
        const label = invoiceLabel(issuer, issuedAt.getUTCFullYear(), number);
        const paidAt = values.paidAt ? issuedAt : null;
        return { label, pdf: await renderInvoicePdf({ ...values, label, issuedAt, paidAt }) };
      });
      log.info({ invoiceId: row.id, number: row.label, teamId: row.teamId }, 'invoice issued');
      return toInvoice(row);
    },

    async findByPaymentRef(teamId: string, ref: string): Promise<Invoice | undefined> {
      const row = await invoiceByPaymentRef(db, teamId, ref);
      return row ? toInvoice(row) : undefined;
    },

    /** open -> paid (already paid: unchanged; void: 409). Does not emit: the caller tells `invoice.paid`. */
    async markPaid(invoiceId: string, by: { userId: string | null; ref?: string | null }): Promise<Invoice> {
      return toInvoice(
        await close(invoiceId, { status: 'paid', paidAt: new Date(), paidBy: by.userId, paymentRef: by.ref }),
      );
    },

    /** open -> void (a superseded invoice; already void: unchanged; paid: 409). */
    async void(invoiceId: string): Promise<Invoice> {
      return toInvoice(await close(invoiceId, { status: 'void', paidAt: null, paidBy: null }));
    },

    /** The team's invoices, newest first (any member). */
    async list(actor: Actor): Promise<Invoice[]> {
      authorize(actor, 'read', { type: 'team', teamId: actor.teamId });
      return (await listTeamInvoices(db, actor.teamId)).map(toInvoice);
    },

    /** The team's invoice as a PDF file; another team's id is 404. */
    async pdf(actor: Actor, id: string): Promise<{ fileName: string; file: Buffer }> {
      authorize(actor, 'read', { type: 'team', teamId: actor.teamId });
      const row = await teamInvoice(db, actor.teamId, id);
      if (!row) throw new NotFoundError('Invoice not found');
      return { fileName: `${row.label}.pdf`, file: await pdfOf(row) };
    },

    /** Every team's invoices (platform admins), optionally of one status. */
    async adminList(actor: Actor, status?: InvoiceStatus): Promise<AdminInvoice[]> {
      authorize(actor, 'manage-invoices', { type: 'system' }, 'Only platform admins may see all invoices');
      return (await listAllInvoices(db, status)).map(toAdminInvoice);
    },

    /** A platform admin records a payment received by hand: tells `invoice.paid` and `admin.act`. */
    async adminMarkPaid(actor: Actor, id: string, reference: string | undefined, ctx: RequestContext) {
      authorize(actor, 'manage-invoices', { type: 'system' }, 'Only platform admins may mark invoices paid');
      const before = await invoiceById(db, id);
      if (!before) throw new NotFoundError('Invoice not found');
      if (before.status !== 'open')
        throw new ConflictError(`Invoice ${before.label} is already ${before.status}`);
      const row = await close(id, {
        status: 'paid',
        paidAt: new Date(),
        paidBy: actor.userId,
        paymentRef: reference || null,
      });
      const tell = (p: Promise<void>, what: string) =>
        p.catch((err: unknown) => log.error({ err, invoiceId: id }, `invoices: ${what} listener failed`));
      void tell(
        events.emit('invoice.paid', {
          teamId: row.teamId,
          invoiceId: row.id,
          planId: row.planId,
          periodStart: row.periodStart,
          periodEnd: row.periodEnd,
          provider: 'manual',
        }),
        'invoice.paid',
      );
      void tell(
        events.emit('admin.act', {
          actorId: actor.userId,
          action: 'invoice.mark-paid',
          targetType: 'invoice',
          targetId: row.id,
          details: {
            teamId: row.teamId,
            number: row.label,
            totalCents: row.totalCents,
            reference: reference || null,
          },
          ip: ctx.ip,
        }),
        'admin.act',
      );
      return toAdminInvoice({ ...row, teamName: await teamName(db, row.teamId) });
    },
  };
}
