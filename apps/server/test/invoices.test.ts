import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DomainEvents, EventBus } from '../src/lib/events';
import { createInvoicesService, taxOf } from '../src/modules/invoices/invoices.service';
import { call, createTestApp, get, post, registerVerified, sqlRows, type TestApp } from './helpers';

// Invoices (docs/invoices.md): gapless numbers under concurrency, immutable rows with the buyer as
// it was, tax rounded half-up, the PDF read back, team scoping, and the platform admins' routes.

let t: TestApp;
let admin: { token: string; userId: string };
let bea: { token: string; userId: string; teamId: string; email: string };
let carl: { token: string; teamId: string };
const year = new Date().getUTCFullYear();

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ');
}

const download = (id: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/invoices/${id}/download`,
    headers: { authorization: `Bearer ${token}` },
  });

async function member(first: string, last: string) {
  const r = await registerVerified(t.app, { firstName: first, lastName: last });
  const [row] = await sqlRows(t.app, `select team_id from team_members where user_id = '${r.user.id}'`);
  return {
    token: r.tokens.accessToken,
    userId: r.user.id as string,
    teamId: row.team_id as string,
    email: r.email,
  };
}

beforeAll(async () => {
  t = await createTestApp({
    INVOICE_ISSUER: 'TST',
    INVOICE_SELLER_NAME: 'Seller Ltd',
    INVOICE_SELLER_ADDRESS: '1 Main St; Austin, TX 78701',
    INVOICE_SELLER_EMAIL: 'billing@seller.example',
    INVOICE_SELLER_TAX_ID: 'US-99-1234567',
    INVOICE_TAX_RATE_PERCENT: 8.25,
  });
  admin = await member('Ada', 'Admin'); // the first verified account is the platform admin
  bea = await member('Bea', 'Buyer');
  carl = await member('Carl', 'Other');
});

afterAll(async () => {
  await t?.close();
});

describe('invoices', () => {
  it('numbers 20 concurrent issues 1..20 with no gap, and a failed issue takes no number', async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.services.invoices.issue({
          teamId: bea.teamId,
          planId: 'starter',
          lines: [{ description: `Starter plan, month ${i}`, quantity: 1, unitCents: 2900 }],
          provider: 'manual',
        }),
      ),
    );
    const numbers = made.map((m) => Number(m.number.split('-')[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(made.map((m) => m.number)).toContain(`TST-${year}-000020`);

    // Too large for the total's column: the insert fails inside the transaction, the number too.
    await expect(
      t.app.services.invoices.issue({
        teamId: bea.teamId,
        planId: null,
        lines: [{ description: 'Overflow', quantity: 1, unitCents: 2_000_000_000 }],
        provider: 'manual',
      }),
    ).rejects.toThrow();
    const next = await t.app.services.invoices.issue({
      teamId: bea.teamId,
      planId: null,
      lines: [{ description: 'After the failure', quantity: 1, unitCents: 100 }],
      provider: 'manual',
    });
    expect(next.number).toBe(`TST-${year}-000021`);
    const [counter] = await sqlRows(t.app, `select last_number from invoice_counters where issuer = 'TST'`);
    expect(counter.last_number).toBe(21);
  });

  it('refuses an invoice without lines or with a bad quantity', async () => {
    const base = { teamId: bea.teamId, planId: null, provider: 'manual' as const };
    await expect(t.app.services.invoices.issue({ ...base, lines: [] })).rejects.toThrow(/at least one line/);
    await expect(
      t.app.services.invoices.issue({ ...base, lines: [{ description: 'x', quantity: 0, unitCents: 1 }] }),
    ).rejects.toThrow(/quantity/);
  });

  it('rounds tax half-up per invoice, in basis points', async () => {
    expect(taxOf(200, 825)).toBe(17); // 16.5 -> 17
    expect(taxOf(199, 825)).toBe(16); // 16.4175
    expect(taxOf(-200, 825)).toBe(-17);
    const inv = await t.app.services.invoices.issue({
      teamId: bea.teamId,
      planId: null,
      lines: [{ description: 'Two dollars', quantity: 2, unitCents: 100 }],
      provider: 'manual',
    });
    expect(inv).toMatchObject({ subtotalCents: 200, taxRateBp: 825, taxCents: 17, totalCents: 217 });
  });

  it('prints seller, buyer, lines, totals and status in a real PDF, and keeps the buyer as issued', async () => {
    const first = await t.app.services.invoices.issue({
      teamId: bea.teamId,
      planId: 'pro',
      lines: [
        { description: 'Pro plan', quantity: 1, unitCents: 7900 },
        { description: 'Extra seats', quantity: 3, unitCents: 1250 },
      ],
      periodStart: new Date('2026-03-01T00:00:00Z'),
      periodEnd: new Date('2026-04-01T00:00:00Z'),
      dueAt: new Date('2026-03-15T00:00:00Z'),
      provider: 'manual',
    });
    // 7900 + 3750 = 11650; tax 8.25 % = 961.125 -> 961; total 12611.
    expect(first).toMatchObject({ subtotalCents: 11650, taxCents: 961, totalCents: 12611, status: 'open' });
    await sqlRows(
      t.app,
      `insert into billing_details (team_id, name, email, address_line1, city, state, postal_code, country, tax_id)
       values ('${bea.teamId}', 'Bea Roofing LLC', 'ap@bea.example', '9 Elm Rd', 'Dallas', 'TX', '75201', 'US', 'EIN-42')`,
    );
    const second = await t.app.services.invoices.issue({
      teamId: bea.teamId,
      planId: 'pro',
      lines: [{ description: 'Pro plan', quantity: 1, unitCents: 7900 }],
      provider: 'stripe',
      status: 'paid',
      paymentRef: 'in_test_123',
    });

    const res = await download(first.id, bea.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${first.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      first.number,
      'Seller Ltd',
      '1 Main St',
      'billing@seller.example',
      'US-99-1234567',
      'Bea Buyer', // the owner: no billing details when it was issued
      bea.email,
      'Pro plan',
      'Extra seats',
      '$12.50',
      '$37.50',
      '$116.50',
      'Tax (8.25%)',
      '$9.61',
      '$126.11',
      'OPEN',
      'March 15, 2026',
      'March 1, 2026 - April 1, 2026',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('Bea Roofing LLC');

    const paidText = await pdfText((await download(second.id, bea.token)).rawPayload);
    for (const s of [
      'Bea Roofing LLC',
      'ap@bea.example',
      '9 Elm Rd',
      'Dallas, TX, 75201',
      'Tax ID: EIN-42',
      'PAID on',
    ]) {
      expect(paidText).toContain(s);
    }
    expect(paidText).toContain('$85.52'); // 7900 + 652 (651.75 rounded up)

    // A row without its PDF (made before rendering, or cleared) is rendered on download and stored.
    await sqlRows(t.app, `update invoices set pdf = null where id = '${first.id}'`);
    expect(await pdfText((await download(first.id, bea.token)).rawPayload)).toContain(first.number);
    const [stored] = await sqlRows(
      t.app,
      `select pdf is not null as has from invoices where id = '${first.id}'`,
    );
    expect(stored.has).toBe(true);
  });

  it("lists the team's invoices newest first; another team sees none and gets 404 for the file", async () => {
    const mine = await get(t.app, '/api/user/invoices', bea.token);
    expect(mine.status).toBe(200);
    const list = mine.body.data.invoices as { number: string; issuedAt: string }[];
    expect(list.length).toBe(24);
    const keys = list.map((i) => `${i.issuedAt}|${i.number}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(list[0]).not.toHaveProperty('pdf');

    expect((await get(t.app, '/api/user/invoices', carl.token)).body.data.invoices).toEqual([]);
    const [theirs] = await sqlRows(t.app, `select id from invoices where team_id = '${bea.teamId}' limit 1`);
    const res = await download(theirs.id, carl.token);
    expect(res.statusCode).toBe(404);
    expect((await download('not-a-uuid', bea.token)).statusCode).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/user/invoices' })).status).toBe(401);
  });

  it('lets platform admins list every team and mark an open invoice paid, once', async () => {
    expect((await get(t.app, '/api/admin/invoices', bea.token)).status).toBe(403);
    const all = await get(t.app, '/api/admin/invoices?status=open', admin.token);
    expect(all.status).toBe(200);
    const open = all.body.data.invoices as { id: string; status: string; teamName: string; teamId: string }[];
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((i) => i.status === 'open' && i.teamId === bea.teamId && i.teamName)).toBe(true);
    expect((await get(t.app, '/api/admin/invoices?status=bogus', admin.token)).status).toBe(400);

    const target = open[0].id;
    expect((await post(t.app, `/api/admin/invoices/${target}/mark-paid`, {}, bea.token)).status).toBe(403);
    const tooLong = await post(
      t.app,
      `/api/admin/invoices/${target}/mark-paid`,
      { reference: 'x'.repeat(201) },
      admin.token,
    );
    expect(tooLong.status).toBe(400);
    const paid = await post(
      t.app,
      `/api/admin/invoices/${target}/mark-paid`,
      { reference: 'Wire 7781' },
      admin.token,
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ id: target, status: 'paid', paymentRef: 'Wire 7781' });
    expect(paid.body.data.paidAt).toBeTruthy();
    const [row] = await sqlRows(t.app, `select paid_by, payment_ref from invoices where id = '${target}'`);
    expect(row).toEqual({ paid_by: admin.userId, payment_ref: 'Wire 7781' });
    expect(await pdfText((await download(target, bea.token)).rawPayload)).toContain(
      'Payment reference: Wire 7781',
    );

    expect((await post(t.app, `/api/admin/invoices/${target}/mark-paid`, {}, admin.token)).status).toBe(409);
    const unknown = await post(
      t.app,
      '/api/admin/invoices/00000000-0000-4000-8000-000000000000/mark-paid',
      {},
      admin.token,
    );
    expect(unknown.status).toBe(404);
    const paidList = (await get(t.app, '/api/admin/invoices?status=paid', admin.token)).body.data.invoices;
    expect(paidList.map((i: { id: string }) => i.id)).toContain(target);
  });

  it('tells invoice.paid and admin.act when an admin marks an invoice paid; voids only open ones', async () => {
    const events = new EventBus();
    const seen: { name: string; payload: unknown }[] = [];
    for (const name of ['invoice.paid', 'admin.act'] as (keyof DomainEvents)[]) {
      events.on(name, (payload) => {
        seen.push({ name, payload });
      });
    }
    const service = createInvoicesService({ db: t.app.db, config: t.app.config, events, log: t.app.log });
    const inv = await service.issue({
      teamId: carl.teamId,
      planId: 'agency',
      lines: [{ description: 'Agency plan', quantity: 1, unitCents: 19900 }],
      periodStart: new Date('2026-05-01T00:00:00Z'),
      periodEnd: new Date('2026-06-01T00:00:00Z'),
      provider: 'manual',
    });
    const me = (await get(t.app, '/api/auth/me', admin.token)).body.data;
    const actor = {
      userId: admin.userId,
      teamId: me.currentTeamId ?? carl.teamId,
      role: 'owner' as const,
      platformRole: 'admin' as const,
    };
    await service.adminMarkPaid(actor, inv.id, undefined, { ip: '203.0.113.9', userAgent: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([
      {
        name: 'invoice.paid',
        payload: {
          teamId: carl.teamId,
          invoiceId: inv.id,
          planId: 'agency',
          periodStart: new Date('2026-05-01T00:00:00Z'),
          periodEnd: new Date('2026-06-01T00:00:00Z'),
          provider: 'manual',
        },
      },
      {
        name: 'admin.act',
        payload: expect.objectContaining({
          actorId: admin.userId,
          action: 'invoice.mark-paid',
          targetType: 'invoice',
          targetId: inv.id,
          ip: '203.0.113.9',
        }),
      },
    ]);
    // markPaid (the billing module's call) is idempotent on a paid invoice and tells nothing.
    expect((await service.markPaid(inv.id, { userId: null, ref: 'in_x' })).status).toBe('paid');
    expect(seen).toHaveLength(2);
    await expect(service.void(inv.id)).rejects.toThrow(/is paid/);
    const other = await service.issue({
      teamId: carl.teamId,
      planId: null,
      lines: [{ description: 'x', quantity: 1, unitCents: 1 }],
      provider: 'manual',
    });
    expect((await service.void(other.id)).status).toBe('void');
    await expect(service.markPaid(other.id, { userId: null })).rejects.toThrow(/is void/);
    expect(await service.findByPaymentRef(carl.teamId, 'in_x')).toBeUndefined();
  });
});
