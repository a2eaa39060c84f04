import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import * as repo from '../src/modules/analytics/analytics.repository';
import { warmRollups } from '../src/modules/analytics/rollup-warmup';
import { refreshRollups } from '../src/modules/analytics/rollups.repository';
import { removeDemo } from '../src/modules/demo/demo.repository';
import { createTestApp, sqlRows, type TestApp } from './helpers';
import { insertSite, type Owner, owner } from './leads-fixtures';

// The daily rollups (site_event_days, site_source_days, site_page_days) give the same figures as
// the direct queries on site_events, on a varied seeded dataset: referrers of every kind (search
// engines, social sites, internal hosts, empty, odd), demo rows, events on the very first and last
// millisecond of a day, several sites and a second team, ranges of whole days and ranges whose
// boundaries fall inside a day; and they stay equal after inserts, updates and deletes by plain
// SQL (the triggers mark the site-days), demo removal and site deletion.

let t: TestApp;
let db: Db;
let me: Owner;
let other: Owner;
const sites: string[] = [];
let otherSite = '';
const INTERNAL = ['localhost', 'roofs.example.com'];

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const REFERRERS = [
  null,
  '',
  'https://www.google.com/search?q=roof',
  'https://google.co.uk/',
  'HTTPS://WWW.Google.COM/',
  'https://www.bing.com/',
  'https://duckduckgo.com/',
  'https://search.yahoo.co.jp/',
  'https://m.facebook.com/',
  'https://t.co/abc',
  'https://www.reddit.com/r/x',
  'https://news.example.org/story',
  'http://localhost:3000/s/alpha/',
  'https://roofs.example.com/contact/',
  'https://www.roofs.example.com/',
  'android-app://com.google.android.gm',
  'not a url',
  'https://:80/',
];
const PATHS = ['/', '/roof/', '/gutters/', '/contact/', "/o'brien/"];
const EVENTS = ['pageview', 'pageview', 'pageview', 'form_view', 'call_click', 'lead'];
const DAY0 = Date.parse('2026-10-01T00:00:00.000Z');
const DAY = 86_400_000;
const q = (v: string | null) => (v == null ? 'null' : `'${v.replaceAll("'", "''")}'`);

/** n events over `days` days from DAY0 (a few on the first and last millisecond of a day). */
async function seedEvents(o: Owner, siteIds: string[], n: number, days: number, seed: number) {
  const r = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const values: string[] = [];
  for (let i = 0; i < n; i++) {
    const day = Math.floor(r() * days);
    const edge = r();
    const ms = edge < 0.05 ? 0 : edge < 0.1 ? DAY - 1 : Math.floor(r() * DAY);
    const at = new Date(DAY0 + day * DAY + ms).toISOString();
    const visitor = `v${day}-${Math.floor(r() * 12)}`; // few visitors a day: many repeat visits
    values.push(
      `('${o.teamId}', '${pick(siteIds)}', '${pick(EVENTS)}', ${q(pick(PATHS))}, ${q(pick(REFERRERS))}, '${visitor}', ${r() < 0.1}, '${at}')`,
    );
  }
  await sqlRows(
    t.app,
    `insert into site_events (team_id, site_id, event, path, referrer, visitor_hash, demo, created_at)
     values ${values.join(', ')}`,
  );
}

const bySiteDay = (a: { siteId: string; day: string }, b: { siteId: string; day: string }) =>
  a.siteId.localeCompare(b.siteId) || a.day.localeCompare(b.day);
const bySource = (a: { source: string }, b: { source: string }) => a.source.localeCompare(b.source);

/** Every figure of the scope, through the rollups and directly, must be equal. */
async function expectSame(scope: repo.Scope, internal = INTERNAL) {
  await refreshRollups(db, scope);
  const [days, daysRaw, src, srcRaw, pages, pagesRaw] = await Promise.all([
    repo.siteDays(db, scope),
    repo.siteDaysRaw(db, scope),
    repo.sources(db, scope, internal),
    repo.sourcesRaw(db, scope, internal),
    repo.topPages(db, scope, 50),
    repo.topPagesRaw(db, scope, 50),
  ]);
  expect(days.sort(bySiteDay)).toEqual(daysRaw.sort(bySiteDay));
  // Internal navigation is left out of the sources (the service drops it from the direct query too).
  expect(src.sort(bySource)).toEqual(srcRaw.filter((x) => x.source !== 'Internal').sort(bySource));
  expect(pages).toEqual(pagesRaw);
  return { days: daysRaw, sources: srcRaw, pages: pagesRaw };
}

const scope = (o: Owner, from: string, to: string, siteId: string | null = null): repo.Scope => ({
  teamId: o.teamId,
  siteId,
  fromTs: new Date(from),
  toTs: new Date(to),
});

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db as unknown as Db;
  me = await owner(t.app);
  other = await owner(t.app);
  sites.push((await insertSite(t.app, me, { name: 'Alpha', customDomain: 'roofs.example.com' })).id);
  sites.push((await insertSite(t.app, me, { name: 'Beta' })).id);
  sites.push((await insertSite(t.app, me, { name: 'Gamma', status: 'archived' })).id);
  otherSite = (await insertSite(t.app, other, { name: 'Other' })).id;
  await seedEvents(me, sites, 3000, 40, 1);
  await seedEvents(other, [otherSite], 500, 40, 2);
});
afterAll(async () => t?.close());

describe('analytics rollups = direct computation', () => {
  it('site-days written by SQL are marked dirty, and a refresh claims exactly those of its range', async () => {
    const [d] = await sqlRows(
      t.app,
      `select count(*)::int as n from site_event_days_dirty where team_id = '${me.teamId}'`,
    );
    expect(d.n).toBeGreaterThan(100);
    const claimed = await refreshRollups(db, scope(me, '2026-10-01', '2026-10-08'));
    const [n] = await sqlRows(
      t.app,
      `select count(*)::int as n from site_event_days_dirty where team_id = '${me.teamId}' and day < '2026-10-08'`,
    );
    expect(claimed).toBeGreaterThan(0);
    expect(n.n).toBe(0);
    expect(await refreshRollups(db, scope(me, '2026-10-01', '2026-10-08'))).toBe(0);
  });

  it('whole-day ranges: portfolio, each site, one day, the whole period', async () => {
    const all = await expectSame(scope(me, '2026-10-01', '2026-11-10'));
    expect(all.days.length).toBeGreaterThan(100);
    expect(all.sources.map((s) => s.source)).toEqual(
      expect.arrayContaining([
        'Direct',
        'Other',
        'Internal',
        'Search: Google',
        'Social: X',
        'news.example.org',
      ]),
    );
    for (const site of sites) await expectSame(scope(me, '2026-10-03', '2026-10-31', site));
    await expectSame(scope(me, '2026-10-15', '2026-10-16'));
    await expectSame(scope(other, '2026-10-01', '2026-11-10'));
  });

  it('range boundaries inside a day (edges read from site_events, whole days from rollups)', async () => {
    await expectSame(scope(me, '2026-10-05T13:30:00.000Z', '2026-10-20T06:15:00.000Z'));
    await expectSame(scope(me, '2026-10-05T00:00:00.001Z', '2026-10-20T23:59:59.999Z', sites[0]!));
    await expectSame(scope(me, '2026-10-05T10:00:00.000Z', '2026-10-06T00:00:00.000Z'));
    await expectSame(scope(me, '2026-10-05T10:00:00.000Z', '2026-10-05T20:00:00.000Z')); // inside one day
    await expectSame(scope(me, '2026-10-05T10:00:00.000Z', '2026-10-07T09:00:00.000Z'));
    await expectSame(scope(me, '2026-10-05T10:00:00.000Z', '2026-10-05T10:00:00.000Z')); // empty
  });

  it('an internal host that a source rule would match: sources read from site_events', async () => {
    await expectSame(scope(me, '2026-10-01', '2026-11-10'), ['localhost', 'google.co.uk', '']);
  });

  it('inserts, updates and deletes by SQL, demo removal and site deletion keep them equal', async () => {
    const whole = scope(me, '2026-10-01', '2026-11-10');
    await expectSame(whole);
    await seedEvents(me, sites, 400, 40, 3); // into days already rolled up
    await expectSame(whole);
    await sqlRows(
      t.app,
      `update site_events set referrer = 'https://www.bing.com/', created_at = created_at + interval '1 day'
       where team_id = '${me.teamId}' and path = '/gutters/'`,
    );
    await sqlRows(
      t.app,
      `delete from site_events where team_id = '${me.teamId}' and path = '/roof/' and demo`,
    );
    await expectSame(whole);

    // Demo removal: Beta becomes a demo site; it goes with its events and rollups.
    await sqlRows(t.app, `update sites set demo = true where id = '${sites[1]}'`);
    await removeDemo(db, me.teamId);
    const left = await sqlRows(
      t.app,
      `select (select count(*)::int from site_event_days where site_id = '${sites[1]}') +
              (select count(*)::int from site_source_days where site_id = '${sites[1]}') +
              (select count(*)::int from site_page_days where site_id = '${sites[1]}') +
              (select count(*)::int from site_event_days_dirty where site_id = '${sites[1]}') as n`,
    );
    expect(left[0].n).toBe(0);
    const after = await expectSame(whole);
    expect(after.days.some((d) => d.demo)).toBe(false); // demo events of the other sites went too
    expect(after.days.every((d) => d.siteId !== sites[1])).toBe(true);

    // Site deletion.
    await sqlRows(t.app, `delete from sites where id = '${sites[2]}'`);
    const [gone] = await sqlRows(
      t.app,
      `select count(*)::int as n from site_event_days where site_id = '${sites[2]}'`,
    );
    expect(gone.n).toBe(0);
    await expectSame(whole);
  });

  it('the service answers from the rollups with the direct totals', async () => {
    const range = { from: '2026-10-01', to: '2026-11-09' };
    const a = await t.app.services.performance.analytics(
      await t.app.services.actors.resolve(me.userId),
      range,
      new Date('2026-11-20T12:00:00Z'),
    );
    const raw = await repo.siteDaysRaw(db, scope(me, '2026-10-01', '2026-11-10'));
    const sum = (k: 'pageviews' | 'visitors' | 'formViews' | 'callClicks') =>
      raw.reduce((n, d) => n + d[k], 0);
    expect([a.pageviews, a.uniqueVisitors, a.formViews, a.callClicks]).toEqual([
      sum('pageviews'),
      sum('visitors'),
      sum('formViews'),
      sum('callClicks'),
    ]);
    expect(a.pageviews).toBeGreaterThan(0);
  });

  it('the start-up warm-up builds every site-day before today that an upgrade left marked', async () => {
    const third = await owner(t.app);
    const site = (await insertSite(t.app, third, { name: 'Delta' })).id;
    await seedEvents(third, [site], 400, 50, 7); // 50 days from 2026-10-01, all before today: two months
    const marks = async () =>
      (
        await sqlRows(
          t.app,
          `select count(*)::int as n from site_event_days_dirty where team_id = '${third.teamId}'`,
        )
      )[0].n as number;
    expect(await marks()).toBeGreaterThan(40);
    const warm = warmRollups(db, t.app.log, { pauseMs: 0 });
    expect(await warm.done).toBeGreaterThan(40);
    expect(await marks()).toBe(0);
    // Built by the warm-up, read without a refresh: the same as the direct figures.
    const whole = scope(third, '2026-10-01', '2026-12-10');
    expect((await repo.siteDays(db, whole)).sort(bySiteDay)).toEqual(
      (await repo.siteDaysRaw(db, whole)).sort(bySiteDay),
    );
  });
});
