import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoRenter } from '../src/modules/demo/demo.repository';
import { call, createTestApp, get, outbox, sqlRows, type TestApp } from './helpers';
import {
  confirmByLink,
  createRenter,
  insertSite,
  type Owner,
  owner,
  postJsonLead,
  renterConfirmToken,
  until,
} from './leads-fixtures';

// Renter e-mail confirmation and the webhook secret shown once (docs/sites-api.md): a renter's
// address gets leads only after the link mailed to it (fixed text) was opened; the secret is in
// the answers of create and rotate-secret only.

let t: TestApp;
let me: Owner;
let hook: Server;
let hookUrl: string;
const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => hook?.close(r));
});

const post = (o: Owner, url: string, payload?: unknown) =>
  call(t.app, {
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { authorization: `Bearer ${o.token}` },
  });
const confirm = (token: string) => get(t.app, `/api/public/renters/confirm?token=${token}`);
const renterRow = async (id: string) => (await sqlRows(t.app, `select * from renters where id = '${id}'`))[0];

async function postLead(siteId: string, name: string, ip: string) {
  const id = await postJsonLead(t.app, siteId, name, ip);
  await t.app.services.leads.delivery.idle();
  return id;
}
const channels = async (leadId: string) =>
  (
    await sqlRows(
      t.app,
      `select channel, status from lead_deliveries where lead_id = '${leadId}' order by channel`,
    )
  ).map((d) => `${d.channel}:${d.status}`);

describe('renter e-mail confirmation', () => {
  it('mails a fixed-text link; no lead is mailed before it is opened, every lead after', async () => {
    const spam = 'WIN A PRIZE at http://spam.example now';
    const r = await createRenter(t.app, me, {
      name: spam,
      email: 'Owner@Confirm.example',
      webhookUrl: hookUrl,
    });
    const site = await insertSite(t.app, me, { renterId: r.id, name: `${spam} site` });

    const mails = await outbox(t.app, 'owner@confirm.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your address for lead e-mails');
    for (const text of [mails[0]!.text, mails[0]!.html ?? '']) {
      expect(text).not.toContain('spam.example');
      expect(text).not.toContain('PRIZE');
    }
    const token = await renterConfirmToken(t.app, 'owner@confirm.example');
    expect(mails[0]!.text).toContain(`http://localhost:3000/api/public/renters/confirm?token=${token}`);
    // Stored hashed.
    const row = await renterRow(r.id);
    expect(row.email_confirmed_at).toBeNull();
    expect(row.email_confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.email_confirm_token_hash).not.toContain(token);
    const listed = (await get(t.app, '/api/renters', me.token)).body.data.find((x: any) => x.id === r.id);
    expect(listed).toMatchObject({ emailStatus: 'pending', emailConfirmationSentAt: expect.any(String) });

    // Pending: the webhook gets the lead, the address does not.
    const before = await postLead(site.id, 'Early Eve', '10.60.0.1');
    expect(await channels(before)).toEqual(['webhook:sent']);
    expect((await outbox(t.app, 'owner@confirm.example')).some((m) => m.subject.startsWith('New lead'))).toBe(
      false,
    );

    const opened = await confirm(token);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toMatch(/text\/html/);
    expect(opened.body).toContain('Address confirmed');
    expect((await renterRow(r.id)).email_confirm_token_hash).toBeNull();
    expect((await get(t.app, `/api/renters/${r.id}`, me.token)).body.data).toMatchObject({
      emailStatus: 'confirmed',
      emailConfirmationSentAt: null,
    });
    // Single use.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toContain('This link is not valid');

    const after = await postLead(site.id, 'Later Lou', '10.60.0.2');
    await until(async () => (await channels(after)).join() === 'email:queued,webhook:sent');
    const leadMails = (await outbox(t.app, 'owner@confirm.example')).filter((m) =>
      m.subject.startsWith('New lead'),
    );
    expect(leadMails).toHaveLength(1);
    expect(leadMails[0]!.text).toContain('Later Lou');
  });

  it('answers bad, expired and replaced links with a clear page, never 5xx', async () => {
    for (const q of [
      '',
      '?token=',
      '?token=short',
      `?token=${'a'.repeat(5000)}`,
      '?token=a&token=b',
      '?token=%00%ff',
    ]) {
      const res = await get(t.app, `/api/public/renters/confirm${q}`);
      expect(res.status, q.slice(0, 20)).toBe(400);
      expect(res.body).toContain('This link is not valid');
    }
    const r = await createRenter(t.app, me, { name: 'Slow', email: 'slow@confirm.example' });
    const token = await renterConfirmToken(t.app, 'slow@confirm.example');
    await sqlRows(
      t.app,
      `update renters set email_confirm_sent_at = now() - interval '8 days' where id = '${r.id}'`,
    );
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect((await renterRow(r.id)).email_confirmed_at).toBeNull();

    // A resend replaces the link: the old one stops working, the new one confirms.
    expect((await post(me, `/api/renters/${r.id}/resend-confirmation`)).status).toBe(200);
    const fresh = await renterConfirmToken(t.app, 'slow@confirm.example');
    expect(fresh).not.toBe(token);
    await sqlRows(t.app, `update renters set email_confirm_sent_at = now() where id = '${r.id}'`);
    expect((await confirm(token)).status).toBe(400);
    expect((await confirm(fresh)).status).toBe(200);
  });

  it('resends at most once a minute and 5 times a day; 409 when there is nothing to confirm; 404 for others', async () => {
    const o = await owner(t.app);
    const r = await createRenter(t.app, o, { name: 'Resend', email: 'resend@confirm.example' });
    const soon = await post(o, `/api/renters/${r.id}/resend-confirmation`);
    expect(soon.status).toBe(429);
    expect(soon.body.error).toBe('rate_limited');
    expect(JSON.stringify(soon.body)).toMatch(/less than a minute ago/);
    const back = () =>
      sqlRows(
        t.app,
        `update renters set email_confirm_sent_at = now() - interval '2 minutes' where id = '${r.id}'`,
      );
    for (let i = 0; i < 5; i++) {
      await back();
      const ok = await post(o, `/api/renters/${r.id}/resend-confirmation`);
      expect(ok.status, `resend ${i + 1}`).toBe(200);
      expect(ok.body.data.emailStatus).toBe('pending');
    }
    await back();
    const day = await post(o, `/api/renters/${r.id}/resend-confirmation`);
    expect(day.status).toBe(429);
    expect(JSON.stringify(day.body)).toMatch(/5 confirmation e-mails a day/);
    expect(await outbox(t.app, 'resend@confirm.example')).toHaveLength(6);

    const stranger = await owner(t.app);
    expect((await post(stranger, `/api/renters/${r.id}/resend-confirmation`)).status).toBe(404);
    const hookOnly = await createRenter(t.app, o, { name: 'Hook only', webhookUrl: hookUrl });
    expect((await post(o, `/api/renters/${hookOnly.id}/resend-confirmation`)).status).toBe(409);
    const done = await createRenter(t.app, o, { name: 'Done', email: 'done@confirm.example' });
    await confirmByLink(t.app, 'done@confirm.example');
    const already = await post(o, `/api/renters/${done.id}/resend-confirmation`);
    expect(already.status).toBe(409);
  });

  it('a changed address is pending again and is mailed its own link; the same address stays confirmed', async () => {
    const r = await createRenter(t.app, me, { name: 'Mover', email: 'old@confirm.example' });
    await confirmByLink(t.app, 'old@confirm.example');
    const same = await call(t.app, {
      method: 'PATCH',
      url: `/api/renters/${r.id}`,
      payload: { email: 'OLD@confirm.example', name: 'Mover 2' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(same.body.data.emailStatus).toBe('confirmed');
    const moved = await call(t.app, {
      method: 'PATCH',
      url: `/api/renters/${r.id}`,
      payload: { email: 'new@confirm.example' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.emailStatus).toBe('pending');
    expect((await renterRow(r.id)).email_confirmed_at).toBeNull();
    await confirmByLink(t.app, 'new@confirm.example');
    expect((await get(t.app, `/api/renters/${r.id}`, me.token)).body.data.emailStatus).toBe('confirmed');
  });

  it('a team sends at most 20 confirmation mails a day (429), webhook-only renters still work', async () => {
    const o = await owner(t.app);
    for (let i = 0; i < 20; i++)
      await createRenter(t.app, o, { name: `R${i}`, email: `r${i}@quota.example` });
    const over = await post(o, '/api/renters', { name: 'One more', email: 'more@quota.example' });
    expect(over.status).toBe(429);
    expect(JSON.stringify(over.body)).toMatch(/20 renter confirmation e-mails a day/);
    expect(await outbox(t.app, 'more@quota.example')).toHaveLength(0);
    expect((await post(o, '/api/renters', { name: 'Hooked', webhookUrl: hookUrl })).status).toBe(201);
  });

  it('demo renters (.invalid addresses) are created confirmed', async () => {
    const id = await insertDemoRenter(t.app.db, {
      teamId: me.teamId,
      userId: me.userId,
      name: 'Demo Roofing',
      email: 'demo-roofing@renters.invalid',
      pricePerLead: 10,
    });
    expect((await get(t.app, `/api/renters/${id}`, me.token)).body.data.emailStatus).toBe('confirmed');
    expect(await outbox(t.app, 'demo-roofing@renters.invalid')).toHaveLength(0);
  });
});

describe('the webhook secret', () => {
  it('is answered by create and rotate-secret only; after a rotation calls are signed with the new one', async () => {
    const r = await createRenter(t.app, me, { name: 'Rotating', webhookUrl: hookUrl });
    const rotated = await post(me, `/api/renters/${r.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const secret: string = rotated.body.data.webhookSecret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toBe(r.webhookSecret);
    expect(rotated.body.data.webhookSecretHint).toBe(`…${secret.slice(-4)}`);
    for (const url of [`/api/renters/${r.id}`, '/api/renters']) {
      const read = await get(t.app, url, me.token);
      expect(JSON.stringify(read.body)).not.toContain(secret);
      expect(JSON.stringify(read.body)).not.toContain('"webhookSecret"');
    }
    const stranger = await owner(t.app);
    expect((await post(stranger, `/api/renters/${r.id}/rotate-secret`)).status).toBe(404);

    const site = await insertSite(t.app, me, { renterId: r.id });
    received.length = 0;
    await postLead(site.id, 'Rotated Rob', '10.61.0.1');
    await until(async () => received.length > 0);
    const call0 = received[0]!;
    const signed = (key: string) =>
      `sha256=${createHmac('sha256', key).update(`${call0.headers['x-timestamp']}.${call0.body}`).digest('hex')}`;
    expect(call0.headers['x-signature']).toBe(signed(secret));
    expect(call0.headers['x-signature']).not.toBe(signed(r.webhookSecret));
  });
});
