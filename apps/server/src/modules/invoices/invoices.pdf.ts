import PDFDocument from 'pdfkit';

// The invoice as a PDF (docs/invoices.md#the-pdf): A4, the built-in Helvetica (nothing downloaded),
// seller and buyer as stored on the row, number, dates, period, the lines, subtotal, tax, total and
// the status stamp (OPEN, PAID with its date, VOID).

export interface PrintableInvoice {
  label: string;
  status: 'open' | 'paid' | 'void';
  currency: string;
  subtotalCents: number;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
  seller: Record<string, string | null>;
  buyer: Record<string, string | null>;
  lines: { description: string; quantity: number; unitCents: number; amountCents: number }[];
  periodStart: Date | null;
  periodEnd: Date | null;
  issuedAt: Date;
  dueAt: Date | null;
  paidAt: Date | null;
  paymentRef: string | null;
}

/** Cents in the invoice's currency, e.g. "$1,234.50" (an unknown code: "1234.50 XYZ"). */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
      cents / 100,
    );
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** A day as printed, in UTC: "November 27, 2026". */
export const formatDay = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A rate in basis points as printed: 2000 -> "20%", 825 -> "8.25%". */
export const formatRate = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

/** The status stamp: OPEN, PAID on <day>, VOID. */
export function statusText(inv: Pick<PrintableInvoice, 'status' | 'paidAt'>): string {
  if (inv.status === 'paid') return inv.paidAt ? `PAID on ${formatDay(inv.paidAt)}` : 'PAID';
  return inv.status === 'void' ? 'VOID' : 'OPEN';
}

/** Seller's address lines are written in one setting, separated by semicolons or new lines. */
const splitLines = (s: string | null | undefined) =>
  (s ?? '')
    .split(/;|\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The printed lines of a party (seller or buyer), skipping what is not known. */
export function partyLines(p: Record<string, string | null>): string[] {
  const cityLine = [p.city, p.state, p.postalCode].filter(Boolean).join(', ');
  return [
    p.name,
    ...splitLines(p.address),
    p.addressLine1,
    p.addressLine2,
    cityLine || null,
    p.country,
    p.email,
    p.taxId ? `Tax ID: ${p.taxId}` : null,
  ].filter((l): l is string => typeof l === 'string' && l.trim() !== '');
}

const quantityText = (q: number) => (Number.isInteger(q) ? String(q) : q.toFixed(2));

export function renderInvoicePdf(inv: PrintableInvoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${inv.label}`, Author: inv.seller.name ?? undefined, Subject: 'Invoice' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (c: number) => formatMoney(c, inv.currency);
  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;

  doc.font('Helvetica-Bold').fontSize(22).text('INVOICE', left, 50);
  const stamp = statusText(inv);
  doc
    .fontSize(14)
    .fillColor(inv.status === 'paid' ? '#15803d' : inv.status === 'void' ? '#b91c1c' : '#1d4ed8')
    .text(stamp, left, 56, { width, align: 'right' })
    .fillColor('black');

  doc.font('Helvetica').fontSize(10).moveDown(1.2);
  const facts: [string, string][] = [
    ['Invoice number', inv.label],
    ['Issue date', formatDay(inv.issuedAt)],
    ['Due date', inv.dueAt ? formatDay(inv.dueAt) : 'On receipt'],
  ];
  if (inv.periodStart && inv.periodEnd) {
    facts.push(['Period', `${formatDay(inv.periodStart)} - ${formatDay(inv.periodEnd)}`]);
  }
  let y = 95;
  for (const [k, v] of facts) {
    doc.font('Helvetica-Bold').text(`${k}:`, left, y, { width: 110 });
    doc.font('Helvetica').text(v, left + 110, y, { width: width - 110 });
    y += 15;
  }

  y += 15;
  const half = width / 2 - 10;
  doc.font('Helvetica-Bold').text('From', left, y, { width: half });
  doc.text('Bill to', left + width / 2 + 10, y, { width: half });
  doc.font('Helvetica');
  const sellerLines = partyLines(inv.seller);
  const buyerLines = partyLines(inv.buyer);
  let ys = y + 15;
  for (const l of sellerLines) {
    doc.text(l, left, ys, { width: half });
    ys += doc.heightOfString(l, { width: half }) + 2;
  }
  let yb = y + 15;
  for (const l of buyerLines) {
    doc.text(l, left + width / 2 + 10, yb, { width: half });
    yb += doc.heightOfString(l, { width: half }) + 2;
  }
  y = Math.max(ys, yb) + 25;

  // The lines table: description, quantity, unit price, amount.
  const cols = {
    desc: left,
    qty: left + width * 0.55,
    unit: left + width * 0.67,
    amount: left + width * 0.84,
  };
  const descWidth = cols.qty - cols.desc - 10;
  const numWidth = (from: number, to: number) => to - from - 5;
  doc.font('Helvetica-Bold');
  doc.text('Description', cols.desc, y, { width: descWidth });
  doc.text('Quantity', cols.qty, y, { width: numWidth(cols.qty, cols.unit), align: 'right' });
  doc.text('Unit price', cols.unit, y, { width: numWidth(cols.unit, cols.amount), align: 'right' });
  doc.text('Amount', cols.amount, y, { width: right - cols.amount, align: 'right' });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#999999').stroke();
  y += 6;
  doc.font('Helvetica');
  for (const line of inv.lines) {
    const h = Math.max(14, doc.heightOfString(line.description, { width: descWidth }));
    if (y + h > doc.page.height - 150) {
      doc.addPage();
      y = 50;
    }
    doc.text(line.description, cols.desc, y, { width: descWidth });
    doc.text(quantityText(line.quantity), cols.qty, y, {
      width: numWidth(cols.qty, cols.unit),
      align: 'right',
    });
    doc.text(money(line.unitCents), cols.unit, y, {
      width: numWidth(cols.unit, cols.amount),
      align: 'right',
    });
    doc.text(money(line.amountCents), cols.amount, y, { width: right - cols.amount, align: 'right' });
    y += h + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#999999').stroke();
  y += 10;

  const totals: [string, string, boolean][] = [
    ['Subtotal', money(inv.subtotalCents), false],
    [`Tax (${formatRate(inv.taxRateBp)})`, money(inv.taxCents), false],
    [`Total (${inv.currency.toUpperCase()})`, money(inv.totalCents), true],
  ];
  for (const [k, v, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(k, cols.unit - 60, y, { width: cols.amount - cols.unit + 55, align: 'right' });
    doc.text(v, cols.amount, y, { width: right - cols.amount, align: 'right' });
    y += 16;
  }

  y += 20;
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  if (inv.status === 'paid' && inv.paymentRef)
    doc.text(`Payment reference: ${inv.paymentRef}`, left, y, { width });
  else if (inv.status === 'open') {
    doc.text(`Please pay ${money(inv.totalCents)} by the due date, quoting ${inv.label}.`, left, y, {
      width,
    });
  } else if (inv.status === 'void')
    doc.text('This invoice was voided and is not payable.', left, y, { width });
  doc.end();
  return done;
}
