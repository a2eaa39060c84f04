import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createListeningTestApp, get, type ListeningTestApp, post, sqlRows } from './helpers';
import { createGoldmine, deploy, user } from './sites-fixtures';

// The demo portfolio on a listening app: POST /api/demo deploys 3 real sites and sends visits and
// form posts to them over loopback (the real public endpoints); DELETE removes every demo row and
// nothing else. Traffic timings are shortened through the service's configure().

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: ListeningTestApp;
let url: string;
let owner: string;
let other: string;
let realSite: any;
let realLeadId: string;

beforeAll(async () => {
  t = await createListeningTestApp();
  url = t.url;
  t.app.services.demo.configure({
    burstMs: 12_000,
    trickleMs: 4_000,
    tickMs: 300,
    trickleTickMs: 1_000,
    leadGapMs: 3_000,
    trickleLeadGapMs: 3_000,
  });
  owner = await user(t.app);
  other = await user(t.app);
  // The owner's real site and a real lead: both must survive the demo's removal.
  realSite = await deploy(t.app, owner, (await createGoldmine(t.app, owner)).id);
  const lead = await call(t.app, {
    method: 'POST',
    url: '/api/public/leads',
    payload: {
      siteId: realSite.id,
      page: '/',
      name: 'Real Person',
      phone: '512-555-0100',
      ts: Date.now() - 10_000,
    },
  });
  expect(lead.status).toBe(201);
  realLeadId = lead.body.data.id;
}, 120_000);
afterAll(async () => t?.close());

const del = (token: string) =>
  call(t.app, { method: 'DELETE', url: '/api/demo', headers: { authorization: `Bearer ${token}` } });

describe('demo portfolio', () => {
  it('needs a session', async () => {
    expect((await get(t.app, '/api/demo')).status).toBe(401);
    expect((await post(t.app, '/api/demo')).status).toBe(401);
  });

  it('shows none before a load', async () => {
    const res = await get(t.app, '/api/demo', owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'none',
      sites: [],
      counts: { sites: 0, visits: 0, leads: 0 },
    });
  });

  it('loads 3 live demo sites with real visits and leads within a minute; a second load is 409', async () => {
    const started = Date.now();
    const res = await post(t.app, '/api/demo', undefined, owner);
    expect(res.status).toBe(202);
    expect(res.body.data.status).toBe('loading');
    const again = await post(t.app, '/api/demo', undefined, owner);
    expect(again.status).toBe(409);

    let state: any;
    while (Date.now() - started < 60_000) {
      state = (await get(t.app, '/api/demo', owner)).body.data;
      if (state.status === 'ready' && state.counts.leads >= 1 && state.counts.visits >= 3) break;
      await sleep(500);
    }
    expect(state.error).toBeNull();
    expect(state.status).toBe('ready');
    expect(Date.parse(state.trafficUntil)).toBeGreaterThan(Date.now()); // visitors still coming
    expect(state.sites).toHaveLength(3);
    expect(state.counts.sites).toBe(3);
    expect(state.counts.leads).toBeGreaterThanOrEqual(1);
    expect(new Set(state.sites.map((s: any) => s.verticalSlug)).size).toBe(3);

    for (const s of state.sites) {
      expect(s.status).toBe('live');
      const page = await fetch(`${url}/s/${s.slug}/`);
      expect(page.status).toBe(200);
      await page.text();
    }
    // Still a conflict once loaded.
    expect((await post(t.app, '/api/demo', undefined, owner)).status).toBe(409);

    const ids = state.sites.map((s: any) => `'${s.id}'`).join(',');
    const sites = await sqlRows(t.app, `select demo, renter_id from sites where id in (${ids})`);
    expect(sites.every((s) => s.demo === true && s.renter_id)).toBe(true);
    const events = await sqlRows(
      t.app,
      `select event, demo, visitor_hash, referrer from site_events where site_id in (${ids})`,
    );
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.demo === true)).toBe(true);
    expect(new Set(events.map((e) => e.visitor_hash)).size).toBeGreaterThan(1);
    // Moving between pages, visitors name the page's public address, as a browser would (not the
    // loopback the traffic is sent over), so analytics counts it as internal navigation.
    const referrers = events.map((e) => String(e.referrer ?? '')).filter(Boolean);
    expect(referrers.filter((r) => !/^https:\/\/www\.(google|bing|facebook)\.com\/$/.test(r))).toEqual(
      referrers.filter((r) => r.startsWith(`${t.url}/s/`)),
    );
    const leads = await sqlRows(t.app, `select demo, value, page from leads where site_id in (${ids})`);
    expect(leads.length).toBeGreaterThanOrEqual(1);
    expect(leads.every((l) => l.demo === true && Number(l.value) > 0)).toBe(true);
    // 30 days of synthetic results pages per tracked keyword (docs/serp-patterns.md), read by the
    // patterns screen as provider 'demo', labelled synthetic.
    const serps = await sqlRows(
      t.app,
      `select provider, demo, count(*)::int as n, count(distinct day)::int as days, count(distinct keyword_id)::int as keywords
         from serp_snapshots where site_id in (${ids}) group by provider, demo`,
    );
    expect(serps).toHaveLength(1);
    expect(serps[0]).toMatchObject({ provider: 'demo', demo: true, days: 30 });
    expect(serps[0].n).toBe(serps[0].keywords * 30);
    const patterns = (await get(t.app, '/api/intelligence/patterns', owner)).body.data;
    expect(patterns.coverage.providers).toEqual([
      { provider: 'demo', snapshots: serps[0].n, synthetic: true },
    ]);
    expect(patterns.groups.length).toBeGreaterThanOrEqual(1);
    const renters = await sqlRows(t.app, `select email, demo, price_per_lead from renters where demo`);
    expect(renters).toHaveLength(3);
    expect(renters.every((r) => String(r.email).endsWith('@demo.invalid'))).toBe(true);
    // The real lead is not demo.
    const real = await sqlRows(t.app, `select demo from leads where id = '${realLeadId}'`);
    expect(real[0].demo).toBe(false);
    // Demo leads are delivered to their renter (the outbox: .invalid address) and auto-accepted.
    let accepted = 0;
    for (let i = 0; i < 40 && accepted === 0; i++) {
      await sleep(250);
      accepted = (await sqlRows(t.app, `select id from leads where demo and status = 'accepted'`)).length;
    }
    expect(accepted).toBeGreaterThan(0);
    expect(
      (await sqlRows(t.app, `select id from mail_outbox where "to" like '%@demo.invalid'`)).length,
    ).toBeGreaterThan(0);
  }, 90_000);

  it("another user's team sees no demo portfolio and cannot remove it", async () => {
    const res = await get(t.app, '/api/demo', other);
    expect(res.body.data).toMatchObject({ status: 'none', sites: [], counts: { sites: 0, leads: 0 } });
    const removed = await del(other);
    expect(removed.status).toBe(200);
    expect(removed.body.data.sites).toBe(0);
    expect((await get(t.app, '/api/demo', owner)).body.data.counts.sites).toBe(3);
  });

  it('DELETE removes every demo row and stops the traffic; the real site and lead stay', async () => {
    const slugs = (await get(t.app, '/api/demo', owner)).body.data.sites.map((s: any) => s.slug);
    const res = await del(owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sites: 3, renters: 3 });
    expect(res.body.data.leads).toBeGreaterThanOrEqual(1);
    expect(res.body.data.events).toBeGreaterThan(0);
    expect(res.body.data.versions).toBeGreaterThanOrEqual(3);
    await sleep(1_500); // a visit in flight and the beacon buffer cannot bring anything back
    for (const table of [
      'sites',
      'leads',
      'site_events',
      'renters',
      'site_keywords',
      'rank_positions',
      'serp_snapshots',
    ]) {
      const rows = await sqlRows(t.app, `select count(*)::int as n from ${table} where demo`);
      expect(rows[0].n, table).toBe(0);
    }
    expect(await sqlRows(t.app, `select key from app_settings where key like 'demo:%'`)).toHaveLength(0);
    expect(t.app.services.demo.running()).toHaveLength(0);
    const real = await sqlRows(t.app, `select id from sites where id = '${realSite.id}'`);
    expect(real).toHaveLength(1);
    expect(await sqlRows(t.app, `select id from leads where id = '${realLeadId}'`)).toHaveLength(1);
    expect((await fetch(`${url}/s/${realSite.slug}/`)).status).toBe(200);
    for (const slug of slugs) expect((await fetch(`${url}/s/${slug}/`)).status).toBe(404);
    expect((await get(t.app, '/api/demo', owner)).body.data).toMatchObject({ status: 'none', sites: [] });
  }, 30_000);

  it('DELETE while loading stops the run; nothing demo is left behind', async () => {
    expect((await post(t.app, '/api/demo', undefined, owner)).status).toBe(202);
    await sleep(300);
    const res = await del(owner);
    expect(res.status).toBe(200);
    await sleep(3_000);
    expect(t.app.services.demo.running()).toHaveLength(0);
    for (const table of ['sites', 'leads', 'site_events', 'renters']) {
      const rows = await sqlRows(t.app, `select count(*)::int as n from ${table} where demo`);
      expect(rows[0].n, table).toBe(0);
    }
    expect((await get(t.app, '/api/demo', owner)).body.data.status).toBe('none');
  }, 30_000);

  it('a run left by a stopped process is resumed (marker with a stale heartbeat)', async () => {
    const teamId = (await sqlRows(t.app, `select team_id from sites where id = '${realSite.id}'`))[0].team_id;
    const userId = (await get(t.app, '/api/auth/me', owner)).body.data.id;
    const old = new Date(Date.now() - 120_000).toISOString();
    const marker = {
      runId: '00000000-0000-4000-8000-000000000001',
      teamId,
      userId,
      status: 'loading',
      phase: 'Starting',
      startedAt: old,
      readyAt: null,
      markets: [],
      siteIds: {},
      renterIds: {},
      keywordsAdded: false,
      trafficStartedAt: null,
      burstUntil: null,
      trafficUntil: null,
      trafficDone: false,
      error: null,
      owner: 'a-process-that-died',
      heartbeatAt: old,
    };
    await sqlRows(
      t.app,
      `insert into app_settings (key, value) values ('demo:${teamId}', '${JSON.stringify(marker)}')`,
    );
    expect((await post(t.app, '/api/demo', undefined, owner)).status).toBe(409);
    t.app.services.demo.start(); // what the next start (onListen) or the PostgreSQL sweep does
    let state: any;
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      state = (await get(t.app, '/api/demo', owner)).body.data;
      if (state.status === 'ready' && state.counts.sites === 3) break;
      await sleep(500);
    }
    expect(state).toMatchObject({ status: 'ready', error: null, counts: { sites: 3 } });
    expect((await del(owner)).body.data.sites).toBe(3);
  }, 90_000);
});
