import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, placeSite, saveTwilioKey, setNumber } from './calls-fixtures';
import { call, createTestApp, registerVerified, sqlRows, type TestApp } from './helpers';
import { insertSite, type Owner, owner } from './leads-fixtures';
import { createGoldmine, deploy, fetchPage } from './sites-fixtures';
import { startTwilioStandin, type TwilioStandin } from './twilio-standin';

// Settings -> Call tracking (docs/calls.md): the Twilio key, buying, assigning and releasing
// tracking numbers through a loopback stand-in of Twilio, the meter's rows, and the built pages
// showing the tracking number.

let t: TestApp;
let twilio: TwilioStandin;
let me: Owner;

beforeAll(async () => {
  twilio = await startTwilioStandin();
  t = await createTestApp({ TWILIO_API_BASE: twilio.url });
  me = await owner(t.app);
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

const api = (method: 'GET' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object, who = me) =>
  call(t.app, { method, url, headers: as(who), ...(payload ? { payload } : {}) });

describe('the Twilio key', () => {
  it('refuses a malformed key, naming the field, and is needed before any number call', async () => {
    const bad = await api('PUT', '/api/calls/key', { accountSid: 'AC123', authToken: twilio.authToken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/accountSid/);
    const site = await insertSite(t.app, me);
    const search = await api('GET', `/api/calls/available-numbers?siteId=${site.id}&areaCode=512`);
    expect(search.status).toBe(400);
    expect(search.body.error).toBe('twilio_not_configured');
  });

  it('is stored sealed and answered only as a hint', async () => {
    const saved = await saveTwilioKey(t.app, me, twilio);
    expect(saved.key).toMatchObject({
      configured: true,
      accountSidHint: `AC…${twilio.accountSid.slice(-4)}`,
    });
    expect(JSON.stringify(saved)).not.toContain(twilio.authToken);
    const [row] = await sqlRows(
      t.app,
      `select key_ciphertext from provider_credentials where team_id = '${me.teamId}' and provider_id = 'twilio'`,
    );
    expect(row.key_ciphertext).not.toContain(twilio.authToken);
    expect(saved.consent.states).toContain('CA');
    expect(saved.prices.numberPerMonth).toBeGreaterThan(0);
  });

  it('members cannot change it or buy numbers', async () => {
    const m = await registerVerified(t.app);
    await sqlRows(t.app, `delete from team_members where user_id = '${m.user.id}'`);
    await sqlRows(
      t.app,
      `insert into team_members (team_id, user_id, role) values ('${me.teamId}', '${m.user.id}', 'member')`,
    );
    t.app.services.actors.forget(m.user.id);
    const member = { token: m.tokens.accessToken, userId: m.user.id, teamId: me.teamId };
    const key = { accountSid: twilio.accountSid, authToken: twilio.authToken };
    expect((await api('PUT', '/api/calls/key', key, member)).status).toBe(403);
    const site = await insertSite(t.app, me);
    const buy = await api(
      'PUT',
      `/api/calls/sites/${site.id}/number`,
      { phoneNumber: '+15125550114', mode: 'buy' },
      member,
    );
    expect(buy.status).toBe(403);
    expect(buy.body.message).toMatch(/owners and admins/);
    expect((await api('GET', '/api/calls/tracking', undefined, member)).status).toBe(200);
  });
});

describe('tracking numbers', () => {
  it("searches near the site, buys a number pointed at the app's webhooks, meters it, and releases it", async () => {
    const site = await insertSite(t.app, me);
    await placeSite(t.app, site.id, 'Austin', 'TX');
    const found = await api('GET', `/api/calls/available-numbers?siteId=${site.id}`);
    expect(found.status).toBe(200);
    expect(found.body.data.searchedBy).toBe('state TX');
    const pick = found.body.data.numbers[0];
    expect(pick.phoneNumber).toMatch(/^\+1512/);
    expect(pick.display).toMatch(/^\(512\) /);

    const bought = await setNumber(t.app, me, site.id, pick.phoneNumber, 'buy');
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({
      phoneNumber: pick.phoneNumber,
      bought: true,
      recording: false,
      state: 'TX',
    });
    const inTwilio = twilio.numbers.find((n) => n.phone_number === pick.phoneNumber)!;
    expect(inTwilio.voice_url).toBe('http://localhost:3000/api/calls/twilio/voice');
    expect(inTwilio.status_callback).toBe('http://localhost:3000/api/calls/twilio/status');

    const again = await setNumber(t.app, me, site.id, '+15125550111', 'buy');
    expect(again.status).toBe(409);

    const meter = await sqlRows(
      t.app,
      `select operation, cost_usd::float8 as cost, success, site_id from provider_calls where team_id = '${me.teamId}' and provider_id = 'twilio' order by created_at`,
    );
    const buy = meter.find((r) => String(r.operation).startsWith('numbers:buy'));
    expect(buy).toMatchObject({ cost: 1.15, success: true, site_id: site.id });
    expect(meter.some((r) => String(r.operation).startsWith('numbers:search'))).toBe(true);

    const removed = await api('DELETE', `/api/calls/sites/${site.id}/number`);
    expect(removed.status).toBe(200);
    expect(twilio.numbers.some((n) => n.phone_number === pick.phoneNumber)).toBe(false);
    expect((await api('GET', `/api/calls/sites/${site.id}`)).body.data.trackingNumber).toBeNull();
  });

  it('assigns a number the account already has, and unassigning keeps it in the account', async () => {
    const site = await insertSite(t.app, me);
    const own = twilio.addNumber('+12065550177');
    const list = await api('GET', '/api/calls/account-numbers');
    expect(list.body.data.find((n: { sid: string }) => n.sid === own.sid)).toMatchObject({ siteId: null });

    const notOurs = await setNumber(t.app, me, site.id, '+12065550199', 'assign');
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.message).toMatch(/not a number of this Twilio account/);

    const assigned = await setNumber(t.app, me, site.id, own.phone_number, 'assign');
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.bought).toBe(false);
    expect(own.voice_url).toBe('http://localhost:3000/api/calls/twilio/voice');
    const listed = await api('GET', '/api/calls/account-numbers');
    expect(listed.body.data.find((n: { sid: string }) => n.sid === own.sid).siteId).toBe(site.id);

    const second = await insertSite(t.app, me);
    expect((await setNumber(t.app, me, second.id, own.phone_number, 'assign')).status).toBe(409);

    expect((await api('DELETE', `/api/calls/sites/${site.id}/number`)).status).toBe(200);
    expect(twilio.numbers.some((n) => n.sid === own.sid)).toBe(true);
  });

  it("answers 502 with Twilio's reason when Twilio fails, and meters the failure", async () => {
    const site = await insertSite(t.app, me);
    twilio.failWith(500);
    try {
      const res = await setNumber(t.app, me, site.id, '+15125550112', 'buy');
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(/Twilio answered 500/);
      expect(res.body.message).not.toContain(twilio.authToken);
    } finally {
      twilio.failWith(null);
    }
    const [failed] = await sqlRows(
      t.app,
      `select count(*)::int as n from provider_calls where team_id = '${me.teamId}' and provider_id = 'twilio' and not success`,
    );
    expect(failed.n).toBeGreaterThan(0);
  });

  it('switches recording per site and says when the state needs every party to consent', async () => {
    const site = await insertSite(t.app, me);
    await placeSite(t.app, site.id, 'Los Angeles', 'CA');
    expect((await setNumber(t.app, me, site.id, '+14155550110', 'buy')).status).toBe(200);
    const on = await api('PATCH', `/api/calls/sites/${site.id}`, { recording: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ recording: true, state: 'CA', allPartyConsent: true });
    const noNumber = await insertSite(t.app, me);
    expect((await api('PATCH', `/api/calls/sites/${noNumber.id}`, { recording: true })).status).toBe(404);
  });

  it('refuses to remove the key while sites hold numbers', async () => {
    const res = await api('DELETE', '/api/calls/key');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('numbers_assigned');
  });
});

describe('the built pages', () => {
  it('show the tracking number instead of the business phone once rebuilt', async () => {
    const site = await createGoldmine(t.app, me.token, {
      business: { name: 'Lone Star Roofing', phone: '512-555-0100' },
    });
    const siteId = site.id ?? site.site.id;
    const live = await deploy(t.app, me.token, siteId);
    const slug = live.slug ?? live.site?.slug;
    const before = await fetchPage(t.app, `/s/${slug}/`);
    expect(before.body).toContain('(512) 555-0100');

    expect((await setNumber(t.app, me, siteId, '+15125550113', 'buy')).status).toBe(200);
    const built = await call(t.app, {
      method: 'POST',
      url: `/api/sites/${siteId}/generate`,
      payload: {},
      headers: as(me),
    });
    expect(built.status).toBeLessThan(300);
    await deploy(t.app, me.token, siteId);
    const after = await fetchPage(t.app, `/s/${slug}/`);
    expect(after.body).toContain('(512) 555-0113');
    expect(after.body).toContain('tel:5125550113');
    expect(after.body).not.toContain('(512) 555-0100');
  });
});
