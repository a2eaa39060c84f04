import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, get, sqlRows, type TestApp } from './helpers';
import { assignRenter, createRenter, insertSite, type Owner, owner } from './leads-fixtures';

// Renters CRUD (docs/sites-api.md "Signed-in routes"); lead delivery to them is in
// renters-delivery.test.ts.

let t: TestApp;
let me: Owner;

beforeAll(async () => {
  t = await createTestApp({ LEAD_RETRY_DELAYS: '0.2,0.2,0.2' });
  me = await owner(t.app);
});
afterAll(async () => {
  await t?.close();
});

const auth = (o: Owner) => ({ authorization: `Bearer ${o.token}` });

describe('renters CRUD', () => {
  it('creates, lists with site ids, updates and deletes; the secret (32 random bytes) is shown on create only', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/renters',
      payload: { name: 'Ace Roofing', email: 'Leads@Ace.example', pricePerLead: 45.5, monthlyRent: 0 },
      headers: auth(me),
    });
    expect(created.status).toBe(201);
    const r = created.body.data;
    expect(r).toMatchObject({
      name: 'Ace Roofing',
      email: 'leads@ace.example',
      webhookUrl: null,
      pricePerLead: 45.5,
      monthlyRent: 0,
      autoAccept: true,
      active: true,
      siteIds: [],
      emailStatus: 'pending',
      webhookSecretHint: `…${r.webhookSecret.slice(-4)}`,
    });
    expect(r.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    // Reads show that a secret is set (its last 4 characters), never the secret.
    const read = await get(t.app, `/api/renters/${r.id}`, me.token);
    expect(read.body.data.webhookSecret).toBeUndefined();
    expect(read.body.data.webhookSecretHint).toBe(`…${r.webhookSecret.slice(-4)}`);
    expect(JSON.stringify(read.body)).not.toContain(r.webhookSecret);

    const site = await insertSite(t.app, me);
    await assignRenter(t.app, site.id, r.id);
    const list = await get(t.app, '/api/renters', me.token);
    expect(list.body.data.find((x: { id: string }) => x.id === r.id).siteIds).toEqual([site.id]);
    expect(JSON.stringify(list.body)).not.toContain(r.webhookSecret);

    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/renters/${r.id}`,
      payload: { pricePerLead: 60, autoAccept: false, webhookUrl: 'https://hooks.ace.example/leads' },
      headers: auth(me),
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      pricePerLead: 60,
      autoAccept: false,
      webhookUrl: 'https://hooks.ace.example/leads',
    });
    expect(patched.body.data.webhookSecret).toBeUndefined();
    expect(patched.body.data.webhookSecretHint).toBe(`…${r.webhookSecret.slice(-4)}`);

    // Removing both channels is refused.
    const noChannel = await call(t.app, {
      method: 'PATCH',
      url: `/api/renters/${r.id}`,
      payload: { email: null, webhookUrl: null },
      headers: auth(me),
    });
    expect(noChannel.status).toBe(400);

    const del = await call(t.app, { method: 'DELETE', url: `/api/renters/${r.id}`, headers: auth(me) });
    expect(del.status).toBe(200);
    expect((await get(t.app, `/api/renters/${r.id}`, me.token)).status).toBe(404);
    const [row] = await sqlRows(t.app, `select renter_id from sites where id = '${site.id}'`);
    expect(row.renter_id).toBeNull();
  });

  it('validates input with messages naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ email: 'a@b.example' }, /name/],
      [{ name: 'X' }, /email or a webhookUrl/],
      [{ name: 'X', email: 'nope' }, /email/],
      [{ name: 'X', webhookUrl: 'ftp://x.example/hook' }, /webhookUrl/],
      [{ name: 'X', email: 'a@b.example', pricePerLead: -1 }, /pricePerLead/],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t.app, { method: 'POST', url: '/api/renters', payload, headers: auth(me) });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/renters',
          payload: { name: 'X', email: 'a@b.example' },
        })
      ).status,
    ).toBe(401);
  });

  it('another team’s renter is 404 for read, update and delete', async () => {
    const r = await createRenter(t.app, me, { name: 'Private', email: 'p@x.example' });
    const stranger = await owner(t.app);
    expect((await get(t.app, `/api/renters/${r.id}`, stranger.token)).status).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'PATCH',
          url: `/api/renters/${r.id}`,
          payload: { name: 'Mine' },
          headers: auth(stranger),
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/renters/${r.id}`, headers: auth(stranger) })).status,
    ).toBe(404);
    expect((await get(t.app, '/api/renters', stranger.token)).body.data).toEqual([]);
    expect((await get(t.app, `/api/renters/${r.id}`, me.token)).body.data.name).toBe('Private');
  });

  it('refuses to delete a renter with revenue history (409), deactivating works', async () => {
    const r = await createRenter(t.app, me, { name: 'Renting', email: 'rent@x.example', monthlyRent: 300 });
    const site = await insertSite(t.app, me);
    await assignRenter(t.app, site.id, r.id);
    await t.app.services.leads.syncRentals(me.teamId);
    const del = await call(t.app, { method: 'DELETE', url: `/api/renters/${r.id}`, headers: auth(me) });
    expect(del.status).toBe(409);
    expect(del.body.message).toMatch(/active: false/);
    const off = await call(t.app, {
      method: 'PATCH',
      url: `/api/renters/${r.id}`,
      payload: { active: false },
      headers: auth(me),
    });
    expect(off.status).toBe(200);
    const rentals = await sqlRows(t.app, `select ended_at from site_rentals where site_id = '${site.id}'`);
    expect(rentals).toHaveLength(1);
    expect(rentals[0].ended_at).not.toBeNull();
  });
});
