import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEvent, EventBus } from '../src/lib/events';
import { createRenterPortalService } from '../src/modules/renter-portal/renter-portal.service';
import { call, createTestApp, get, register, sqlRows, type TestApp } from './helpers';
import { assignRenter, createRenter, insertSite, type Owner, owner, postJsonLead } from './leads-fixtures';

// The renter portal (docs/renter-portal.md): links made, listed and revoked by owners and admins;
// the public JSON, CSV and page show the renter's own rows and the revenue ledger's figures, with
// private headers, and a revoked link answers 404 at once.

let t: TestApp;
let me: Owner;
let renterA: string;
let renterB: string;
let siteA: string;

const auth = (o: { token: string }) => ({ authorization: `Bearer ${o.token}` });
const req = (method: 'GET' | 'POST' | 'DELETE', url: string, o?: { token: string }) =>
  call(t.app, { method, url, headers: o ? auth(o) : {} });
const tokenOf = (url: string) => url.split('/portal/')[1]!;

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  renterA = (
    await createRenter(t.app, me, {
      name: 'Ace Roofing',
      email: 'ace@example.com',
      pricePerLead: 40,
      monthlyRent: 500,
    })
  ).id;
  renterB = (
    await createRenter(t.app, me, {
      name: 'Bob Plumbing',
      email: 'bob@example.com',
      pricePerLead: 25,
      monthlyRent: 300,
    })
  ).id;
  siteA = (await insertSite(t.app, me, { name: 'Austin Roofers', withVersion: true })).id;
  const siteB = (await insertSite(t.app, me, { name: 'Dallas Pipes', withVersion: true })).id;
  await assignRenter(t.app, siteA, renterA);
  await assignRenter(t.app, siteB, renterB);
  const first = await postJsonLead(t.app, siteA, 'Jane Ace', '10.1.0.1');
  await postJsonLead(t.app, siteA, '=HYPERLINK("http://evil.example","x")', '10.1.0.2');
  await postJsonLead(t.app, siteB, 'Zed Bobclient', '10.1.0.3');
  await call(t.app, {
    method: 'PATCH',
    url: `/api/leads/${first}`,
    payload: { status: 'accepted' },
    headers: auth(me),
  });
});
afterAll(() => t?.close());

function expectPrivate(res: { headers: Record<string, unknown> }) {
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('portal links', () => {
  it('are made once with a 43-character token, listed without it, and only for the team', async () => {
    const made = await req('POST', `/api/renters/${renterA}/portal-links`, me);
    expect(made.status).toBe(201);
    const link = made.body.data;
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/portal\/[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ revokedAt: null, lastViewedAt: null, createdBy: expect.any(String) });
    const [row] = await sqlRows(t.app, `select token_hash from renter_portal_links where id = '${link.id}'`);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(tokenOf(link.url));

    const list = await req('GET', `/api/renters/${renterA}/portal-links`, me);
    expect(list.status).toBe(200);
    expect(list.body.data.map((l: { id: string }) => l.id)).toEqual([link.id]);
    expect(JSON.stringify(list.body)).not.toContain(tokenOf(link.url));
    expect((await req('GET', `/api/renters/${renterB}/portal-links`, me)).body.data).toEqual([]);

    // Another team: 404 like an unknown renter; no sign-in: 401; bad ids: 400.
    const stranger = await owner(t.app);
    expect((await req('GET', `/api/renters/${renterA}/portal-links`, stranger)).status).toBe(404);
    expect((await req('POST', `/api/renters/${renterA}/portal-links`, stranger)).status).toBe(404);
    expect((await req('DELETE', `/api/renters/${renterA}/portal-links/${link.id}`, stranger)).status).toBe(
      404,
    );
    expect((await req('GET', `/api/renters/${renterA}/portal-links`)).status).toBe(401);
    expect((await req('GET', '/api/renters/nope/portal-links', me)).status).toBe(400);
    const badLink = await req('DELETE', `/api/renters/${renterA}/portal-links/nope`, me);
    expect(badLink.status).toBe(400);
    expect(badLink.body.message).toMatch(/linkId/);
    // A link of renter A is not renter B's.
    expect((await req('DELETE', `/api/renters/${renterB}/portal-links/${link.id}`, me)).status).toBe(404);
  });

  it('are refused to members (403) and audited for owners', async () => {
    const member = await register(t.app);
    await sqlRows(t.app, `delete from team_members where user_id = '${member.user.id}'`);
    await sqlRows(
      t.app,
      `insert into team_members (team_id, user_id, role) values ('${me.teamId}', '${member.user.id}', 'member')`,
    );
    t.app.services.actors.forget(member.user.id);
    const m = { token: member.tokens.accessToken };
    const res = await req('POST', `/api/renters/${renterA}/portal-links`, m);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an owner or admin of the team can manage portal links.');
    expect((await req('GET', `/api/renters/${renterA}/portal-links`, m)).status).toBe(403);

    // The service with its own event bus: what the activity log would be told.
    const events = new EventBus();
    const seen: AuditEvent[] = [];
    events.on('audit', (e) => {
      seen.push(e);
    });
    const svc = createRenterPortalService(
      { db: t.app.db, config: t.app.config, log: t.app.log, events },
      { ledger: t.app.services.revenue.ledger, visits: t.app.services.performance.siteVisits },
    );
    const actor = {
      userId: me.userId,
      teamId: me.teamId,
      role: 'owner' as const,
      platformRole: 'free' as const,
    };
    const made = await svc.createLink(actor, renterA);
    await svc.revokeLink(actor, renterA, made.id);
    await svc.revokeLink(actor, renterA, made.id); // once revoked, no second entry
    expect(seen.map((e) => [e.kind, e.teamId, e.userId, e.target])).toEqual([
      ['renter.portal_link_created', me.teamId, me.userId, { type: 'renter_portal_link', id: made.id }],
      ['renter.portal_link_revoked', me.teamId, me.userId, { type: 'renter_portal_link', id: made.id }],
    ]);
    expect(seen[0]!.summary).toBe('Portal link created for Ace Roofing');
  });
});

describe('the public portal', () => {
  it("shows the renter's sites, its own leads and the ledger's figures, with private headers", async () => {
    const { url } = (await req('POST', `/api/renters/${renterA}/portal-links`, me)).body.data;
    const token = tokenOf(url);
    const res = await get(t.app, `/api/public/renter-portal/${token}`);
    expect(res.status).toBe(200);
    expectPrivate(res);
    const p = res.body.data;
    const [team] = await sqlRows(t.app, `select name from teams where id = '${me.teamId}'`);
    expect(p.renter).toEqual({ name: 'Ace Roofing' });
    expect(p.team).toEqual({ name: team.name });
    expect(p.sites).toEqual([
      { name: 'Austin Roofers', service: 'Roofing', url: expect.stringMatching(/\/s\/t-[0-9a-f]+\/$/) },
    ]);
    const names = p.leads.items.map((l: { name: string }) => l.name);
    expect(names).toEqual(['=HYPERLINK("http://evil.example","x")', 'Jane Ace']); // newest first
    expect(p.leads.total).toBe(2);
    expect(JSON.stringify(p)).not.toContain('Zed Bobclient');
    expect(JSON.stringify(p)).not.toMatch(/webhook|secret|email/i);
    expect(p.leads.items[1]).toMatchObject({
      status: 'accepted',
      service: 'Roofing',
      phone: expect.any(String),
    });
    // What it owes this month is the revenue ledger's figure for its site (it is the only renter).
    const revenue = await get(t.app, `/api/dominator-pipeline/revenue?websiteId=${siteA}`, me.token);
    expect(p.owed).toMatchObject(revenue.body.data.thisMonth);
    expect(p.owed.rent).toBeGreaterThan(0); // this month's part of $500 (the rental began today)
    expect(p.owed.month).toBe(new Date().toISOString().slice(0, 7));
    expect(p.owed.leadIncome).toBe(40);
    expect(p.visits).toHaveLength(30);
    // The view is noted.
    const [row] = await sqlRows(
      t.app,
      `select last_viewed_at from renter_portal_links where renter_id = '${renterA}' and last_viewed_at is not null`,
    );
    expect(row).toBeDefined();
  });

  it('serves a CSV safe from formulas and a noindex page', async () => {
    const { url } = (await req('POST', `/api/renters/${renterA}/portal-links`, me)).body.data;
    const token = tokenOf(url);
    const csv = await t.app.inject({ method: 'GET', url: `/api/public/renter-portal/${token}/leads.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expectPrivate({ headers: csv.headers });
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('received_at,kind,name,phone,service,site,status,delivery');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.body).not.toContain('Zed Bobclient');

    const page = await t.app.inject({ method: 'GET', url: `/portal/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectPrivate({ headers: page.headers });
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('Ace Roofing');
    expect(page.body).toContain('Jane Ace');
    expect(page.body).toContain('=HYPERLINK(&#34;http://evil.example&#34;');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('Zed Bobclient');
  });

  it('answers 404 "This link is no longer valid." at once after a revoke, and for unknown tokens', async () => {
    const link = (await req('POST', `/api/renters/${renterA}/portal-links`, me)).body.data;
    const token = tokenOf(link.url);
    expect((await get(t.app, `/api/public/renter-portal/${token}`)).status).toBe(200);
    const revoked = await req('DELETE', `/api/renters/${renterA}/portal-links/${link.id}`, me);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    for (const tk of [token, 'x'.repeat(43), 'short', '%20']) {
      const res = await get(t.app, `/api/public/renter-portal/${tk}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This link is no longer valid.');
      expectPrivate(res);
      const csv = await t.app.inject({ method: 'GET', url: `/api/public/renter-portal/${tk}/leads.csv` });
      expect(csv.statusCode).toBe(404);
    }
    const page = await t.app.inject({ method: 'GET', url: `/portal/${token}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link is no longer valid.');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expectPrivate({ headers: page.headers });
    // Revoking twice keeps the first date.
    const again = await req('DELETE', `/api/renters/${renterA}/portal-links/${link.id}`, me);
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);
  });
});
