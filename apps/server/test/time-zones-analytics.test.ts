import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import type { Actor } from '../src/lib/actor';
import * as repo from '../src/modules/analytics/analytics.repository';
import { rangeOfDays } from '../src/modules/analytics/range';
import { refreshRollups } from '../src/modules/analytics/rollups.repository';
import { createTestApp, get, sqlRows, type TestApp } from './helpers';
import { insertSite, type Owner, owner } from './leads-fixtures';

// A reader's time zone decides the days (docs/time-zones.md): the quarter-hour rollups give the
// same local days as the direct computation in every zone, local-day series add up to the range's
// totals, a lead at 2026-03-01 05:00 UTC is Feb 28 in Los Angeles and Mar 1 in UTC, "this month"
// is the reader's, and two members of one team in different zones each see their own days.

const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/London'];
const DAY0 = Date.parse('2026-10-01T00:00:00.000Z'); // London (Oct 25) and LA (Nov 1) leave DST
const DAY = 86_400_000;
const NOW = new Date('2026-03-01T05:00:00.000Z');

let t: TestApp;
let db: Db;
let me: Owner;
const sites: string[] = [];
let leadSite = '';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const REFS = ['null', "'https://www.google.com/'", "'https://t.co/x'", "'https://news.example.org/a'"];
const EVENTS = ['pageview', 'pageview', 'form_view', 'call_click', 'lead'];

async function seed(o: Owner, siteIds: string[], n: number, days: number) {
  const r = rng(7);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const values: string[] = [];
  for (let i = 0; i < n; i++) {
    const day = Math.floor(r() * days);
    const at = new Date(DAY0 + day * DAY + Math.floor(r() * DAY)).toISOString();
    values.push(
      `('${o.teamId}', '${pick(siteIds)}', '${pick(EVENTS)}', '/p${Math.floor(r() * 4)}/', ${pick(REFS)}, 'v${day}-${Math.floor(r() * 15)}', '${at}')`,
    );
  }
  await sqlRows(
    t.app,
    `insert into site_events (team_id, site_id, event, path, referrer, visitor_hash, created_at) values ${values.join(', ')}`,
  );
}

const actor = async (o: Owner, timezone?: string): Promise<Actor> => ({
  ...(await t.app.services.actors.resolve(o.userId))!,
  timezone,
});

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db as unknown as Db;
  me = await owner(t.app);
  sites.push(
    (await insertSite(t.app, me, { name: 'A' })).id,
    (await insertSite(t.app, me, { name: 'B' })).id,
  );
  await seed(me, sites, 4000, 45);
  leadSite = (await insertSite(t.app, await owner(t.app), { name: 'Leads' })).id;
});
afterAll(async () => t?.close());

const key = (d: { siteId: string; day: string }) => `${d.siteId}|${d.day}`;
const noDemo = (xs: repo.SiteDay[]) =>
  xs.map(({ demo: _d, ...x }) => x).sort((a, b) => key(a).localeCompare(key(b)));

describe('local days from the quarter-hour rollups', () => {
  it.each(ZONES)(
    '%s: rollups = direct computation, and the local days add up to the totals',
    async (zone) => {
      const r = rangeOfDays('2026-10-02', 40, zone);
      const scope: repo.Scope = { teamId: me.teamId, fromTs: r.fromTs, toTs: r.toTs, zone };
      await refreshRollups(db, repo.utcDaysOf(scope));
      const [days, raw, src, srcRaw, pages, pagesRaw] = await Promise.all([
        repo.siteDays(db, scope),
        repo.siteDaysRaw(db, scope),
        repo.sources(db, scope, ['localhost']),
        repo.sourcesRaw(db, scope, ['localhost']),
        repo.topPages(db, scope, 50),
        repo.topPagesRaw(db, scope, 50),
      ]);
      expect(noDemo(days)).toEqual(noDemo(raw));
      const bySource = (a: { source: string }, b: { source: string }) => a.source.localeCompare(b.source);
      expect(src.sort(bySource)).toEqual(srcRaw.sort(bySource));
      expect(pages).toEqual(pagesRaw);
      expect(new Set(days.map((d) => d.day)).size).toBe(40);
      for (const d of days) expect(r.days).toContain(d.day);

      const from = r.fromTs.toISOString();
      const to = r.toTs.toISOString();
      const [totals] = await sqlRows(
        t.app,
        `select count(*) filter (where event = 'pageview')::int as pv,
         (select count(*)::int from (select min(created_at) as f from site_events where team_id = '${me.teamId}'
            group by site_id, (created_at at time zone 'UTC')::date, visitor_hash) v where f >= '${from}' and f < '${to}') as v
       from site_events where team_id = '${me.teamId}' and created_at >= '${from}' and created_at < '${to}'`,
      );
      expect(days.reduce((a, d) => a + d.pageviews, 0)).toBe(totals.pv);
      expect(days.reduce((a, d) => a + d.visitors, 0)).toBe(totals.v);
      expect(pages.reduce((a, p) => a + p.pageviews, 0)).toBe(totals.pv);
    },
  );

  it('the service: DST days and the series sum to the totals, per zone', async () => {
    for (const zone of ZONES) {
      const a = await t.app.services.performance.analytics(
        await actor(me, zone),
        { from: '2026-10-20', to: '2026-11-05' },
        new Date('2026-11-20T00:00:00.000Z'),
      );
      expect(a.daily.map((d) => d.date)[0]).toBe('2026-10-20');
      expect(a.daily).toHaveLength(17);
      expect(a.daily.reduce((s, d) => s + d.pageviews, 0)).toBe(a.pageviews);
      expect(a.daily.reduce((s, d) => s + d.visitors, 0)).toBe(a.uniqueVisitors);
    }
  });
});

describe('a lead at 2026-03-01 05:00 UTC', () => {
  beforeAll(async () => {
    const [o] = await sqlRows(t.app, `select team_id from sites where id = '${leadSite}'`);
    await sqlRows(
      t.app,
      `insert into leads (team_id, site_id, page, name, status, value, created_at) values
       ('${o.team_id}', '${leadSite}', '/', 'L', 'accepted', 40, '2026-03-01T05:00:00.000Z'),
       ('${o.team_id}', '${leadSite}', '/', 'L', 'accepted', 2, '2026-01-31T12:00:00.000Z')`,
    );
  });
  const leadOwner = async () => {
    const [o] = await sqlRows(t.app, `select user_id, team_id from sites where id = '${leadSite}'`);
    return { userId: o.user_id, teamId: o.team_id, token: '' } as Owner;
  };

  it('is Feb 28 in Los Angeles and Mar 1 in UTC: daily series, today and this month', async () => {
    const o = await leadOwner();
    const la = await t.app.services.performance.analytics(
      await actor(o, 'America/Los_Angeles'),
      { timeRange: '7d' },
      NOW,
    );
    const utc = await t.app.services.performance.analytics(await actor(o, 'UTC'), { timeRange: '7d' }, NOW);
    expect(la.to).toBe('2026-02-28');
    expect(la.daily.find((d) => d.leads > 0)?.date).toBe('2026-02-28');
    expect(utc.to).toBe('2026-03-01');
    expect(utc.daily.find((d) => d.leads > 0)?.date).toBe('2026-03-01');

    const revLa = await t.app.services.revenue.revenue(await actor(o, 'America/Los_Angeles'), {}, NOW);
    const revUtc = await t.app.services.revenue.revenue(await actor(o, 'UTC'), {}, NOW);
    expect(revLa.metrics.dailyRevenue).toBe(40); // their today is Feb 28
    expect(revLa.metrics.monthlyRevenue).toBe(40); // February
    expect(revLa.history.at(-1)).toMatchObject({ date: '2026-02-28', revenue: 40, leads: 1 });
    expect(revUtc.metrics.dailyRevenue).toBe(40);
    expect(revUtc.metrics.monthlyRevenue).toBe(40); // March
    expect(revUtc.history.at(-1)).toMatchObject({ date: '2026-03-01', revenue: 40 });
    // Kolkata: Jan 31 12:00 UTC is Jan 31 17:30, still January; Mar 1 10:30 is March.
    const revIn = await t.app.services.revenue.revenue(await actor(o, 'Asia/Kolkata'), {}, NOW);
    expect(revIn.metrics.monthlyRevenue).toBe(40);
    expect(revIn.allTime?.total).toBe(42);
  });

  it('two members of one team in different zones each see their own days (through the API)', async () => {
    const o = await leadOwner();
    const member = await owner(t.app);
    for (const statement of [
      `insert into team_members (team_id, user_id, role) values ('${o.teamId}', '${member.userId}', 'member')`,
      `update users set current_team_id = '${o.teamId}' where id = '${member.userId}'`,
      `insert into user_preferences (user_id, timezone) values ('${member.userId}', 'America/Los_Angeles')`,
    ])
      await sqlRows(t.app, statement);
    t.app.services.actors.forget(member.userId);
    const mine = await t.app.services.revenue.revenue(await actor(o, 'UTC'), {}, NOW);
    const res = await get(t.app, '/api/dominator-pipeline/revenue', member.token);
    expect(res.status).toBe(200);
    const theirs = res.body.data;
    expect(theirs.history).toHaveLength(30);
    // Their history is in their days: the last point is their today, not necessarily UTC's.
    const laToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    expect(theirs.history.at(-1).date).toBe(laToday);
    expect(mine.history.at(-1)?.date).toBe('2026-03-01');
    // The inbox's day filters and the CSV's times are theirs too.
    const total = async (qs: string) => (await get(t.app, `/api/leads?${qs}`, member.token)).body.data.total;
    expect(await total('from=2026-02-28&to=2026-02-28')).toBe(1);
    expect(await total('from=2026-03-01&to=2026-03-01')).toBe(0);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/leads/export.csv?from=2026-02-28&to=2026-02-28',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(csv.body).toContain('2026-02-28T21:00:00.000-08:00');
  });
});
