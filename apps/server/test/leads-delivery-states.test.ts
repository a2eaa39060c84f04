import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, outbox, sqlRows, type TestApp } from './helpers';
import {
  confirmByLink,
  createRenter,
  insertSite,
  type Owner,
  owner,
  postJsonLead,
  until,
} from './leads-fixtures';
import { type SmtpStandIn, startSmtpStandIn } from './smtp-stand-in';

// Delivery states that say where a lead went (docs/sites-api.md "Delivery"): without a mail server
// a lead's e-mail is `queued` in the outbox and the lead stays new; with one (a stand-in SMTP server
// on loopback) it is `sent`, and a refusal is `retrying` with the server's answer, then `sent` or
// `failed`. The webhook states are in renters-delivery.test.ts.

type Delivery = {
  channel: string;
  status: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
};

async function leadOf(app: TestApp['app'], me: Owner, id: string) {
  const res = await get(app, `/api/leads/${id}`, me.token);
  expect(res.status).toBe(200);
  return res.body.data as { status: string; deliveries: Delivery[] };
}

async function mailRenterSite(app: TestApp['app'], me: Owner, email: string) {
  const r = await createRenter(app, me, { name: `Renter ${email}`, email, pricePerLead: 30 });
  await confirmByLink(app, email);
  return insertSite(app, me, { renterId: r.id, name: 'Mail Site' });
}

describe('no mail server', () => {
  let t: TestApp;
  let me: Owner;
  beforeAll(async () => {
    t = await createTestApp();
    me = await owner(t.app);
  });
  afterAll(async () => t?.close());

  it('says mail is not configured; a lead e-mail is queued in the outbox and the lead stays new', async () => {
    const status = await get(t.app, '/api/leads/mail-status', me.token);
    expect(status.body.data).toEqual({ configured: false });

    const site = await mailRenterSite(t.app, me, 'queued@renter.example');
    const id = await postJsonLead(t.app, site.id, 'Queued Quinn', '10.60.0.1');
    await t.app.services.leads.delivery.idle();
    const lead = await leadOf(t.app, me, id);
    expect(lead.deliveries).toMatchObject([
      { channel: 'email', status: 'queued', attempts: 1, lastError: null, nextAttemptAt: null },
    ]);
    expect(lead.deliveries[0]!.deliveredAt).not.toBeNull();
    // Nobody received it: not "delivered", not auto-accepted.
    expect(lead.status).toBe('new');
    const mails = (await outbox(t.app, 'queued@renter.example')).filter((m) =>
      m.subject.startsWith('New lead'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.sentAt).toBeNull();
    expect(mails[0]!.text).toContain(`Lead id: ${id}`);
  });
});

describe('a mail server (SMTP stand-in)', () => {
  let t: TestApp;
  let me: Owner;
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    // Back-off 0.2 s, then 30 s: a second refusal leaves the delivery retrying for a while.
    t = await createTestApp({ SMTP_URL: smtp.url, LEAD_RETRY_DELAYS: '0.2,30' });
    me = await owner(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('says mail is configured; an accepted mail is sent and the lead is accepted', async () => {
    expect((await get(t.app, '/api/leads/mail-status', me.token)).body.data).toEqual({ configured: true });
    const site = await mailRenterSite(t.app, me, 'sent@renter.example');
    smtp.received.length = 0;
    const id = await postJsonLead(t.app, site.id, 'Sent Sara', '10.61.0.1');
    const lead = await until(async () => {
      const l = await leadOf(t.app, me, id);
      return l.status === 'accepted' ? l : null;
    });
    expect(lead.deliveries).toMatchObject([
      { channel: 'email', status: 'sent', attempts: 1, lastError: null },
    ]);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['<sent@renter.example>']);
    expect(smtp.received[0]!.data).toContain('Sent Sara');
    const [mail] = (await outbox(t.app, 'sent@renter.example')).filter((m) =>
      m.subject.startsWith('New lead'),
    );
    expect(mail!.sentAt).not.toBeNull();
  });

  it('a refused mail is retrying with the server’s answer and the next attempt, then sent', async () => {
    const site = await mailRenterSite(t.app, me, 'flaky@renter.example');
    smtp.refuseNext = 2;
    const id = await postJsonLead(t.app, site.id, 'Refused Rob', '10.62.0.1');
    // Attempt 2 done: while it is in flight the claimed row already says 2 attempts, with its lease
    // (not the back-off) as the next attempt, so wait for the back-off of the finished attempt.
    const retrying = await until(async () => {
      const l = await leadOf(t.app, me, id);
      const d = l.deliveries[0];
      const finished = d?.nextAttemptAt && Date.parse(d.nextAttemptAt) - Date.now() <= 30_000;
      return d?.attempts === 2 && d.status === 'retrying' && finished ? l : null;
    });
    const d = retrying.deliveries[0]!;
    expect(retrying.status).toBe('new');
    expect(d.lastError).toContain('mail server');
    expect(d.lastError).toContain('550');
    expect(d.maxAttempts).toBe(3);
    const next = new Date(d.nextAttemptAt!).getTime() - Date.now();
    expect(next).toBeGreaterThan(20_000);
    expect(next).toBeLessThanOrEqual(30_000);

    // The next attempt comes due (as 30 s later) and the server accepts it.
    await sqlRows(t.app, `update lead_deliveries set next_attempt_at = now() where lead_id = '${id}'`);
    await t.app.services.leads.delivery.runDue();
    const lead = await until(async () => {
      const l = await leadOf(t.app, me, id);
      return l.status === 'accepted' ? l : null;
    });
    expect(lead.deliveries).toMatchObject([
      { status: 'sent', attempts: 3, lastError: null, nextAttemptAt: null },
    ]);
  });

  it('refused on every attempt: failed with the reason, and the lead stays new', async () => {
    const site = await mailRenterSite(t.app, me, 'gone@renter.example');
    smtp.refuseNext = 100;
    try {
      const id = await postJsonLead(t.app, site.id, 'Failed Fay', '10.63.0.1');
      await until(async () => (await leadOf(t.app, me, id)).deliveries[0]?.attempts === 2);
      await sqlRows(t.app, `update lead_deliveries set next_attempt_at = now() where lead_id = '${id}'`);
      await t.app.services.leads.delivery.runDue();
      const lead = await until(async () => {
        const l = await leadOf(t.app, me, id);
        return l.deliveries[0]?.status === 'failed' ? l : null;
      });
      expect(lead.deliveries[0]).toMatchObject({ attempts: 3, nextAttemptAt: null });
      expect(lead.deliveries[0]!.lastError).toContain('550');
      expect(lead.status).toBe('new');
    } finally {
      smtp.refuseNext = 0;
    }
  });

  it('a demo renter’s .invalid address is never sent to: queued, and the demo lead still settles', async () => {
    const site = await mailRenterSite(t.app, me, 'renter-9@demo.invalid');
    await sqlRows(t.app, `update sites set demo = true where id = '${site.id}'`);
    smtp.received.length = 0;
    const id = await postJsonLead(t.app, site.id, 'Demo Dan', '10.64.0.1');
    const lead = await until(async () => {
      const l = await leadOf(t.app, me, id);
      return l.status === 'accepted' ? l : null;
    });
    expect(lead.deliveries).toMatchObject([{ status: 'queued' }]);
    expect(smtp.received).toHaveLength(0);
  });
});
