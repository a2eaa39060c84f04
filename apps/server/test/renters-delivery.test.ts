import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, outbox, sqlRows, type TestApp } from './helpers';
import {
  assignRenter,
  confirmByLink,
  createRenter,
  insertSite,
  type Owner,
  owner,
  postJsonLead,
  until,
} from './leads-fixtures';

// Lead delivery to renters (docs/sites-api.md "Delivery"): e-mail through the outbox, signed webhooks
// with retries from the row's next_attempt_at (back-off shortened to 0.2 s here). Renters CRUD is in
// renters-crud.test.ts.

interface Hook {
  headers: IncomingMessage['headers'];
  body: string;
}

let t: TestApp;
let me: Owner;
let server: Server;
let hookUrl: string;
const received: Hook[] = [];
/** How many of the next webhook calls answer 500. */
let failNext = 0;

beforeAll(async () => {
  t = await createTestApp({ LEAD_RETRY_DELAYS: '0.2,0.2,0.2' });
  me = await owner(t.app);
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (failNext > 0) {
        failNext--;
        res.writeHead(500).end('nope');
      } else res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server?.close(r));
});

const postLead = (siteId: string, name: string, ip: string) => postJsonLead(t.app, siteId, name, ip);

function capture() {
  const pushed: Array<{ event: string; payload: any }> = [];
  const hub = t.app.realtime;
  const original = hub.toTeam.bind(hub);
  hub.toTeam = ((teamId: string, event: string, payload: unknown) => {
    pushed.push({ event, payload });
    return original(teamId as never, event as never, payload as never);
  }) as typeof hub.toTeam;
  return { pushed, restore: () => (hub.toTeam = original) };
}

describe('lead delivery', () => {
  it('delivers by e-mail (to the outbox) and a signed webhook, then accepts the lead (autoAccept)', async () => {
    const r = await createRenter(t.app, me, {
      name: 'Hooked Roofing',
      email: 'inbox@hooked.example',
      webhookUrl: hookUrl,
      pricePerLead: 75,
    });
    // Leads are mailed to a confirmed address only (renters-confirm.test.ts covers the link).
    await confirmByLink(t.app, 'inbox@hooked.example');
    const site = await insertSite(t.app, me, { renterId: r.id, name: 'Hooked Site' });
    const { pushed, restore } = capture();
    received.length = 0;
    let leadId: string;
    try {
      leadId = await postLead(site.id, 'Signed Sam', '10.40.0.1');
      await until(async () => {
        const [l] = await sqlRows(t.app, `select status from leads where id = '${leadId}'`);
        return l.status === 'accepted';
      });
    } finally {
      restore();
    }
    const [lead] = await sqlRows(t.app, `select * from leads where id = '${leadId}'`);
    expect(lead.renter_id).toBe(r.id);
    expect(Number(lead.value)).toBe(75);

    expect(received).toHaveLength(1);
    const hook = received[0]!;
    // The renter's check (docs/sites-api.md): HMAC over "{X-Timestamp}.{raw body}", timestamp recent.
    const stamp = hook.headers['x-timestamp'] as string;
    expect(Math.abs(Number(stamp) - Date.now() / 1000)).toBeLessThan(300);
    const expected = `sha256=${createHmac('sha256', r.webhookSecret).update(`${stamp}.${hook.body}`).digest('hex')}`;
    expect(hook.headers['x-signature']).toBe(expected);
    expect(hook.headers['x-signature']).not.toBe(
      `sha256=${createHmac('sha256', r.webhookSecret).update(hook.body).digest('hex')}`,
    );
    expect(hook.headers['content-type']).toBe('application/json');
    const body = JSON.parse(hook.body);
    expect(body).toMatchObject({
      event: 'lead.created',
      lead: {
        id: leadId,
        kind: 'form',
        name: 'Signed Sam',
        phone: '(555) 123-4567',
        email: 'jane@example.com',
        value: 75,
      },
      site: { id: site.id, name: 'Hooked Site', url: `http://localhost:3000/s/${site.slug}/` },
    });
    const deliveries = await sqlRows(
      t.app,
      `select * from lead_deliveries where lead_id = '${leadId}' order by channel`,
    );
    // No mail server in tests: the e-mail stays in the outbox (queued); the webhook reached the renter.
    expect(deliveries.map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ['email', 'queued', 1],
      ['webhook', 'sent', 1],
    ]);
    expect(hook.headers['x-delivery-id']).toBe(deliveries[1].id);

    const mails = (await outbox(t.app, 'inbox@hooked.example')).filter((m) =>
      m.subject.startsWith('New lead'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New lead from Hooked Site: Signed Sam');
    for (const text of [
      'Name: Signed Sam',
      'Phone: (555) 123-4567',
      'ZIP code: 78701',
      'Leaking roof',
      '/roof-repair/',
    ]) {
      expect(mails[0]!.text).toContain(text);
    }

    const updates = pushed.filter((p) => p.event === 'lead:updated').map((p) => p.payload);
    expect(
      updates
        .filter((u) => u.delivery)
        .map((u) => [u.delivery.channel, u.delivery.status])
        .sort(),
    ).toEqual([
      ['email', 'queued'],
      ['webhook', 'sent'],
    ]);
    expect(updates.at(-1)).toMatchObject({ leadId, status: 'accepted', value: 75 });

    const api = await get(t.app, `/api/leads/${leadId}`, me.token);
    expect(api.body.data.status).toBe('accepted');
    expect(
      api.body.data.deliveries
        .map((d: { channel: string; status: string }) => `${d.channel}:${d.status}`)
        .sort(),
    ).toEqual(['email:queued', 'webhook:sent']);
  });

  it('retries a failing webhook with back-off until it is sent; without autoAccept the lead is "delivered"', async () => {
    const r = await createRenter(t.app, me, {
      name: 'Flaky',
      webhookUrl: hookUrl,
      pricePerLead: 20,
      autoAccept: false,
    });
    const site = await insertSite(t.app, me, { renterId: r.id });
    received.length = 0;
    failNext = 2;
    const { pushed, restore } = capture();
    let leadId: string;
    try {
      leadId = await postLead(site.id, 'Retry Rita', '10.41.0.1');
      await until(async () => {
        const [l] = await sqlRows(t.app, `select status from leads where id = '${leadId}'`);
        return l.status === 'delivered';
      });
    } finally {
      restore();
    }
    expect(received).toHaveLength(3);
    const [d] = await sqlRows(t.app, `select * from lead_deliveries where lead_id = '${leadId}'`);
    expect(d).toMatchObject({
      channel: 'webhook',
      status: 'sent',
      attempts: 3,
      response_status: 200,
      last_error: null,
    });
    const attempts = pushed
      .filter((p) => p.event === 'lead:updated' && p.payload.delivery)
      .map((p) => [p.payload.delivery.status, p.payload.delivery.attempts]);
    expect(attempts).toEqual([
      ['retrying', 1],
      ['retrying', 2],
      ['sent', 3],
    ]);
    expect(pushed.at(-1)!.payload).toMatchObject({ leadId, status: 'delivered' });
  });

  it('gives up after the last attempt: the delivery is failed and the lead stays new', async () => {
    const r = await createRenter(t.app, me, { name: 'Down', webhookUrl: hookUrl, pricePerLead: 10 });
    const site = await insertSite(t.app, me, { renterId: r.id });
    failNext = 100;
    try {
      const leadId = await postLead(site.id, 'Lost Lou', '10.42.0.1');
      const d = await until(async () => {
        const [row] = await sqlRows(t.app, `select * from lead_deliveries where lead_id = '${leadId}'`);
        return row?.status === 'failed' ? row : null;
      });
      expect(d.attempts).toBe(4); // 3 delays + 1
      expect(d.last_error).toBe('webhook answered HTTP 500');
      expect(d.next_attempt_at).toBeNull();
      const [l] = await sqlRows(t.app, `select status from leads where id = '${leadId}'`);
      expect(l.status).toBe('new');
    } finally {
      failNext = 0;
    }
  });

  it('a due retry left in the table (as after a restart) is picked up by the poller', async () => {
    const r = await createRenter(t.app, me, { name: 'Later', webhookUrl: hookUrl, pricePerLead: 5 });
    const site = await insertSite(t.app, me, { renterId: r.id });
    received.length = 0;
    // A lead and a pending delivery written as a previous process would have left them.
    const [lead] = await sqlRows(
      t.app,
      `insert into leads (team_id, site_id, renter_id, page, name, value) values ('${me.teamId}', '${site.id}', '${r.id}', '/', 'Restart Ray', 5) returning id`,
    );
    await sqlRows(
      t.app,
      `insert into lead_deliveries (team_id, lead_id, renter_id, channel, attempts, next_attempt_at)
       values ('${me.teamId}', '${lead.id}', '${r.id}', 'webhook', 1, now() - interval '1 second')`,
    );
    await until(async () => {
      const [l] = await sqlRows(t.app, `select status from leads where id = '${lead.id}'`);
      return l.status === 'accepted';
    });
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body).lead.name).toBe('Restart Ray');
  });

  it('a lead without a renter stays new with value 0 and no deliveries', async () => {
    const site = await insertSite(t.app, me);
    const leadId = await postLead(site.id, 'Nobody', '10.43.0.1');
    await t.app.services.leads.delivery.idle();
    const [l] = await sqlRows(t.app, `select status, value from leads where id = '${leadId}'`);
    expect(l.status).toBe('new');
    expect(Number(l.value)).toBe(0);
    expect(await sqlRows(t.app, `select id from lead_deliveries where lead_id = '${leadId}'`)).toHaveLength(
      0,
    );
  });

  it('syncs rentals at once from many requests and starts the period once', async () => {
    const r = await createRenter(t.app, me, { name: 'Racing', email: 'race@x.example', monthlyRent: 450 });
    const site = await insertSite(t.app, me);
    await assignRenter(t.app, site.id, r.id);
    await Promise.all(Array.from({ length: 6 }, () => t.app.services.leads.syncRentals(me.teamId)));
    // One period in all: none started twice and ended again by the next sync.
    const periods = await sqlRows(
      t.app,
      `select monthly_rent, ended_at from site_rentals where site_id = '${site.id}'`,
    );
    expect(periods).toHaveLength(1);
    expect(periods[0].ended_at).toBeNull();
    expect(Number(periods[0].monthly_rent)).toBe(450);
  });
});
