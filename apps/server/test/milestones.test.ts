import { achievementSchema, milestoneSchema, type UserAchievementEvent } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import {
  confirmByLink,
  createRenter,
  formFields,
  type Owner,
  owner,
  postForm,
  until,
} from './leads-fixtures';
import { listenOnLoopback, SocketClients } from './realtime-fixtures';
import { createGoldmine, deploy, patch } from './sites-fixtures';

// Milestones and achievements from real events (docs/product/rules.md#milestones-and-achievements): a site
// created and deployed through the sites routes, visits through the beacon, leads through the public form,
// pushed once to the owner's socket and never to another user.

let t: TestApp;
let base: string;
let me: Owner;
let stranger: Owner;
let siteId: string;
const sockets = new SocketClients();
const mine: UserAchievementEvent[] = [];
const theirs: UserAchievementEvent[] = [];

const socketOf = (token: string, sink: UserAchievementEvent[]) =>
  sockets.connect(base, token, (s) => s.on('user:achievement', (e) => sink.push(e)));

const settle = async () => {
  await t.app.services.leads.flushEvents();
  await t.app.services.performance.idle();
  await new Promise((r) => setTimeout(r, 100)); // socket frames in flight
};
const titles = (list: UserAchievementEvent[]) => list.map((e) => e.title).sort();
const milestones = async (token = me.token, query = `?websiteId=${siteId}`) => {
  const res = await get(t.app, `/api/performance/milestones${query}`, token);
  expect(res.status).toBe(200);
  return res.body.data as Array<{
    id: string;
    kind: string;
    status: string;
    progress: number;
    achievedAt: string | null;
  }>;
};
const kind = async (k: string) => (await milestones()).find((m) => m.kind === k)!;

function beacon(event: string, ip: string, path = '/') {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/events',
    payload: JSON.stringify({ siteId, path, referrer: 'https://www.google.com/', event }),
    remoteAddress: ip,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 Test' },
  });
}

beforeAll(async () => {
  t = await createTestApp({ LEAD_RETRY_DELAYS: '0.05' });
  base = await listenOnLoopback(t.app);
  me = await owner(t.app);
  stranger = await owner(t.app);
  await socketOf(me.token, mine);
  await socketOf(stranger.token, theirs);
  const created = await createGoldmine(t.app, me.token);
  siteId = created.id;
  const live = await deploy(t.app, me.token, siteId);
  expect(live.status).toBe('live');
  await settle();
}, 60_000);

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

describe('milestones from real events', () => {
  it('a live site gets the seven milestones, pending, with targets; going live earned "Launched"', async () => {
    const list = await milestones();
    expect(list.map((m) => milestoneSchema.parse(m))).toHaveLength(7);
    expect(
      Object.fromEntries(list.map((m) => [m.kind, [m.status, (m as { target?: number }).target]])),
    ).toEqual({
      first_visitor: ['pending', 1],
      first_lead: ['pending', 1],
      ten_leads: ['pending', 10],
      first_100: ['pending', 100],
      first_1000_month: ['pending', 1000],
      top_10: ['pending', 10],
      top_3: ['pending', 3],
    });
    expect(titles(mine)).toEqual(['Launched']);
  });

  it('the first beacon visit achieves first_visitor at the time of the visit, pushed once', async () => {
    const before = Date.now();
    expect((await beacon('pageview', '10.9.0.1')).statusCode).toBe(204);
    await settle();
    const m = await kind('first_visitor');
    expect(m).toMatchObject({ status: 'achieved', progress: 1 });
    expect(new Date(m.achievedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(m.achievedAt!).getTime()).toBeLessThanOrEqual(Date.now());
    await beacon('pageview', '10.9.0.2');
    await settle();
    expect(titles(mine).filter((x) => x === 'Milestone: First visitor')).toHaveLength(1);
  });

  it('leads through the public form with a $60 renter achieve first_lead and first_100', async () => {
    const renter = await createRenter(t.app, me, {
      name: 'Buyer',
      email: 'buyer@example.com',
      pricePerLead: 60,
    });
    // Leads are mailed only once the address is confirmed.
    await confirmByLink(t.app, 'buyer@example.com');
    expect((await patch(t.app, `/api/sites/${siteId}`, { renterId: renter.id }, me.token)).status).toBe(200);
    for (const [i, name] of ['Ann One', 'Bob Two'].entries()) {
      const res = await postForm(t.app, formFields(siteId, { name }), { ip: `10.9.1.${i + 1}` });
      expect(res.statusCode).toBe(303);
    }
    // Without a mail server the mails wait in the outbox and nobody auto-accepts: the team does.
    const rows = await until(async () => {
      const r = await sqlRows(
        t.app,
        `select d.status, l.id from leads l join lead_deliveries d on d.lead_id = l.id where l.site_id = '${siteId}'`,
      );
      return r.length === 2 && r.every((x) => x.status === 'queued') ? r : null;
    });
    const bulk = await post(
      t.app,
      '/api/leads/bulk',
      { ids: rows.map((r) => r.id), status: 'accepted' },
      me.token,
    );
    expect(bulk.status).toBe(200);
    await settle();
    const list = await milestones();
    const by = Object.fromEntries(list.map((m) => [m.kind, m]));
    expect(by.first_lead).toMatchObject({ status: 'achieved', progress: 2 }); // current count
    expect(by.ten_leads).toMatchObject({ status: 'pending', progress: 2 });
    expect(by.first_100).toMatchObject({ status: 'achieved', progress: 120 });
    expect(by.first_1000_month).toMatchObject({ status: 'pending', progress: 120 });
    // first_100 is dated by the lead that crossed $100 (the second one).
    const [second] = await sqlRows(
      t.app,
      `select created_at from leads where site_id = '${siteId}' order by created_at desc limit 1`,
    );
    expect(new Date(by.first_100!.achievedAt!).getTime()).toBe(new Date(second.created_at).getTime());
  });

  it('a top-10 position achieves top_10 (not top_3) and the Page one achievement', async () => {
    const [k] = await sqlRows(
      t.app,
      `insert into site_keywords (team_id, site_id, keyword) values ('${me.teamId}', '${siteId}', 'roofing austin') returning id`,
    );
    await sqlRows(
      t.app,
      `insert into rank_positions (team_id, site_id, keyword_id, position, source, day)
       values ('${me.teamId}', '${siteId}', '${k.id}', 5, 'manual', current_date)`,
    );
    await t.app.services.performance.evaluate(me.teamId, siteId);
    await settle();
    expect(await kind('top_10')).toMatchObject({ status: 'achieved', progress: 5 });
    expect(await kind('top_3')).toMatchObject({ status: 'pending', progress: 5 });
  });

  it('each achievement and milestone was pushed once to the owner, none to another user', async () => {
    await t.app.services.performance.evaluate(me.teamId);
    await settle();
    expect(titles(mine)).toEqual(
      [
        'Launched',
        'Milestone: First visitor',
        'First lead',
        'Milestone: First lead',
        'First renter',
        'First $100',
        'Milestone: First $100',
        'Page one',
        'Milestone: Top-10 ranking',
      ].sort(),
    );
    expect(mine.find((e) => e.title === 'Milestone: First lead')).toMatchObject({ badge: 'inbox' });
    expect(theirs).toEqual([]);
  });
});

describe('GET /api/performance/achievements', () => {
  it('lists my achievements; another user id is 403; the stranger has none', async () => {
    const res = await get(t.app, '/api/performance/achievements', me.token);
    expect(res.status).toBe(200);
    const kinds = res.body.data.map((a: unknown) => achievementSchema.parse(a).kind).sort();
    expect(kinds).toEqual([
      'first_100_revenue',
      'first_lead',
      'first_renter',
      'first_site_live',
      'first_top10',
    ]);
    const own = await get(t.app, `/api/performance/achievements?userId=${me.userId}`, me.token);
    expect(own.body.data).toHaveLength(5);
    const forbidden = await get(t.app, `/api/performance/achievements?userId=${me.userId}`, stranger.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toMatch(/^userId: you can only read your own achievements/);
    expect((await get(t.app, '/api/performance/achievements?userId=x', me.token)).status).toBe(400);
    expect((await get(t.app, '/api/performance/achievements', stranger.token)).body.data).toEqual([]);
    expect((await get(t.app, '/api/performance/achievements')).status).toBe(401);
  });
});

describe('PATCH /api/performance/milestones/:id', () => {
  const patchM = (id: string, body: unknown, token = me.token) =>
    call(t.app, {
      method: 'PATCH',
      url: `/api/performance/milestones/${id}`,
      payload: body as object,
      headers: bearer(token),
    });

  it('acknowledges, notes, dismisses and undismisses pending ones; achieved ones stay achieved', async () => {
    const first = await kind('first_lead');
    const ack = await patchM(first.id, { acknowledged: true, note: 'Called the renter' });
    expect(ack.status).toBe(200);
    expect(ack.body.data).toMatchObject({
      acknowledged: true,
      note: 'Called the renter',
      status: 'achieved',
    });
    const refused = await patchM(first.id, { status: 'dismissed' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^status: an achieved milestone stays achieved/);

    const ten = await kind('ten_leads');
    expect((await patchM(ten.id, { status: 'dismissed' })).body.data.status).toBe('dismissed');
    expect((await milestones()).find((m) => m.kind === 'ten_leads')!.status).toBe('dismissed');
    const back = await patchM(ten.id, { status: 'pending', note: null });
    expect(back.body.data).toMatchObject({ status: 'pending', note: null, progress: 2 });
  });

  it('400 for bad bodies and ids; 404 for another team; 404 for their site filter', async () => {
    const ten = await kind('ten_leads');
    expect((await patchM(ten.id, { status: 'achieved' })).status).toBe(400);
    expect((await patchM(ten.id, { note: 'x'.repeat(501) })).status).toBe(400);
    expect((await patchM(ten.id, { acknowledged: 'yes' })).status).toBe(400);
    expect((await patchM('nope', { acknowledged: true })).status).toBe(400);
    expect((await patchM(ten.id, { acknowledged: true }, stranger.token)).status).toBe(404);
    expect((await get(t.app, `/api/performance/milestones?websiteId=${siteId}`, stranger.token)).status).toBe(
      404,
    );
    expect(await milestones(stranger.token, '')).toEqual([]);
    const res = await get(t.app, '/api/performance/milestones?websiteId=abc', me.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/websiteId/);
  });
});
