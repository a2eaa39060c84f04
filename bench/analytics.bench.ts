// Analytics benchmark: the analytics service (GET /api/analytics) for 7, 30, 90 and 365 days, for a
// team with one site and for a team of BENCH_SITES sites (each site on its own and the portfolio),
// plus the performance metrics (two 30-day windows). The app runs on an in-memory PGlite (or
// PostgreSQL with BENCH_DATABASE_URL). Every site gets a year of synthetic beacon rows written by
// SQL, deterministic (md5 of site number, day and visitor): traffic ramping from ~15 to ~110
// visitors a day with a weekly rhythm, 1–4 pageviews a visit over 9 pages (the first from Google,
// Bing, DuckDuckGo, Facebook, a few other hosts or direct; the next ones internal), a form view for
// 1 in 6 visits, a call click for 1 in 30 and a lead (leads row + 'lead' event) for 1 in 40.
// Run: npm run bench -- analytics (or: node --import tsx bench/analytics.bench.ts).
// Env: BENCH_SITES (default 20), BENCH_RUNS (default 5), BENCH_EXPLAIN=1 (time each query of the
// 365-day portfolio answer, with EXPLAIN ANALYZE), BENCH_DATA_DIR (a file PGlite in that folder),
// BENCH_ANSWERS (a file to write the answers to, site ids as names, to compare implementations),
// BENCH_ZONE (the readers' time zone, e.g. America/Los_Angeles: local days, docs/time-zones.md).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import type { Db } from '../apps/server/src/db/client';
import * as repo from '../apps/server/src/modules/analytics/analytics.repository';
import { lastDays } from '../apps/server/src/modules/analytics/range';
import { placeId } from '../apps/server/test/generator-fixtures';
import { timeRuns } from './support/timing';

const SITES = Number(process.env.BENCH_SITES ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const RANGES = ['7d', '30d', '90d', '365d'] as const;
const f = (x: number) => x.toFixed(1);

const time = (label: string, fn: () => unknown | Promise<unknown>) =>
  timeRuns(label, fn, { runs: RUNS, labelWidth: 40 });

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(tmpdir(), 'sdp-analytics-bench-'));
const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  IN_MEMORY: !process.env.BENCH_DATABASE_URL && !process.env.BENCH_DATA_DIR,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  PUBLIC_URL: 'http://127.0.0.1:3999',
  WEB_DIST: '/nonexistent',
  JWT_SECRET: randomBytes(32).toString('hex'),
  SMTP_URL: '',
});
console.log(
  `cpus ${cpus().length}, load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}, runs ${RUNS}`,
);
const app = await buildApp(env);
const db = app.db as unknown as Db;
const rows = async (q: string) =>
  ((await app.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function team(label: string) {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: `bench-${label}-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'B',
      lastName: 'B',
    },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  const userId = reg.json().data.user.id as string;
  const [m] = await rows(`select team_id from team_members where user_id = '${userId}' limit 1`);
  return { userId, teamId: String(m!.team_id) };
}

/** `count` live sites of the team, each with a year of beacon events and leads. */
async function seed(o: { userId: string; teamId: string }, label: string, count: number) {
  const verticals = ['roofing', 'plumbing', 'hvac', 'electrician', 'landscaping'];
  const cities = ['Austin', 'Dallas', 'Houston', 'San Antonio', 'El Paso'];
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const v = verticals[i % verticals.length]!;
    const city = cities[Math.floor(i / verticals.length) % cities.length]!;
    const [site] = await rows(
      `insert into sites (team_id, user_id, kind, opportunity_id, vertical_slug, name, slug, template, business, seed, status, deployed_at, created_at)
       values ('${o.teamId}', '${o.userId}', 'goldmine', '${v}~${placeId(city, 'TX')}', '${v}', '${label} ${i}',
         '${label}-${i}-${randomBytes(3).toString('hex')}', 'classic', '{"name":"Bench"}'::jsonb, 1, 'live',
         now() - interval '400 days', now() - interval '400 days' + make_interval(secs => ${i})) returning id`,
    );
    ids.push(String(site!.id));
  }
  // One row per visit: r1..r4 are deterministic pseudo-random numbers of (site number, day, visit).
  // Written one site at a time (PGlite holds a statement's rows in memory).
  for (const [n, id] of ids.entries()) {
    await rows(`
    with site as (select '${id}'::uuid as id, ${n} as n),
    visits as (
      select site.id as site_id, d, i,
        ('x' || substr(h, 1, 8))::bit(32)::int & 2147483647 as r1,
        ('x' || substr(h, 9, 8))::bit(32)::int & 2147483647 as r2,
        ('x' || substr(h, 17, 8))::bit(32)::int & 2147483647 as r3,
        ('x' || substr(h, 25, 8))::bit(32)::int & 2147483647 as r4,
        substr(h, 1, 32) as visitor
      from site
      cross join generate_series(0, 364) d
      cross join lateral generate_series(1,
        (15 + (364 - d) * 95 / 364 + 12 * sin(d * 2 * pi() / 7))::int) i
      cross join lateral (select md5('${label}-' || site.n || '-' || d || '-' || i) as h) hh
    ),
    timed as (
      select v.*, date_trunc('day', now()) - make_interval(days => d) + make_interval(secs => r2 % 86400) as at
      from visits v
    )
    insert into site_events (team_id, site_id, event, path, referrer, visitor_hash, created_at)
    select '${o.teamId}', t.site_id, e.event, e.path, e.referrer, t.visitor, t.at + make_interval(secs => e.k * 45)
    from timed t
    cross join lateral (
      select 'pageview' as event, k,
        (array['/', '/roof-repair/', '/roof-replacement/', '/gutters/', '/about/', '/contact/', '/areas/north/', '/areas/south/', '/blog/storm-damage/'])[1 + (t.r3 + k * 7) % 9] as path,
        case when k > 0 then 'http://127.0.0.1:3999/s/bench/'
             else (array['https://www.google.com/search?q=x', 'https://www.google.com/', 'https://www.google.co.uk/', 'https://www.google.com/',
                         '', '', 'https://www.bing.com/', 'https://duckduckgo.com/', 'https://m.facebook.com/', 'https://l.instagram.com/',
                         'https://news.example.org/story', 'https://www.yelp.com/biz/x', 'https://www.google.com/', 'android-app://x', ''])[1 + t.r1 % 15] end as referrer
      from generate_series(0, t.r4 % 4) k
      union all select 'form_view', 1, '/contact/', null where t.r3 % 6 = 0
      union all select 'call_click', 2, '/', null where t.r1 % 30 = 7
      union all select 'lead', 3, '/contact/', null where t.r2 % 40 = 3
    ) e`);
    await rows(`
    insert into leads (team_id, site_id, page, name, status, value, created_at)
    select '${o.teamId}', e.site_id, e.path, 'Lead', (array['new', 'accepted', 'billed', 'rejected'])[1 + (e.id % 4)::int], 40 + (e.id % 5) * 10, e.created_at
    from site_events e where e.site_id = '${id}' and e.event = 'lead'`);
  }
  return ids;
}

/** A fingerprint of the answers with site ids replaced by site names (so equal across runs of the
 * same UTC day and across implementations). */
function fingerprint(x: unknown, names: Map<string, string>) {
  const text = JSON.stringify(x, null, 1).replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    (id) => (names.has(id) ? `<${names.get(id)}>` : id),
  );
  if (process.env.BENCH_ANSWERS) fs.writeFileSync(process.env.BENCH_ANSWERS, text); // to compare
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

let exitCode = 0;
try {
  await app.ready();
  const t0 = performance.now();
  const one = await team('one');
  const oneIds = await seed(one, 'One', 1);
  const many = await team('many');
  const manyIds = await seed(many, 'Many', SITES);
  const [n] = await rows(
    `select count(*) as events, count(*) filter (where event = 'pageview') as pageviews,
       count(distinct (site_id, visitor_hash)) as visitors, (select count(*) from leads) as leads from site_events`,
  );
  console.log(
    `${1 + SITES} live sites (1 + ${SITES}), ${n!.events} beacon rows (${n!.pageviews} pageviews, ${n!.visitors} site-day visitors), ${n!.leads} leads, ` +
      `seeded in ${f((performance.now() - t0) / 1000)} s (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : process.env.BENCH_DATA_DIR ? 'file PGlite' : 'in-memory PGlite'})`,
  );
  const svc = app.services.performance;
  const actorOf = async (who: { userId: string }) => ({
    ...(await app.services.actors.resolve(who.userId))!,
    timezone: process.env.BENCH_ZONE,
  });
  const [oneActor, manyActor] = [await actorOf(one), await actorOf(many)];
  // The first read of a range computes the rollups of every site-day it covers (all are new here,
  // as after the upgrade's backfill marks); later reads only recompute the site-days written since.
  for (const [label, o] of [
    ['one-site team, site', one],
    [`${SITES}-site team, portfolio`, many],
  ] as const) {
    const t1 = performance.now();
    await svc.analytics(await actorOf(o), { timeRange: '365d' });
    console.log(`${`first read, ${label}, 365d`.padEnd(40)} ${f(performance.now() - t1).padStart(7)} ms`);
  }
  const names = new Map<string, string>();
  for (const r of await rows(`select id::text as id, name from sites`))
    names.set(String(r.id), String(r.name));
  const answers: unknown[] = [];
  for (const range of RANGES) {
    const q = { timeRange: range };
    answers.push(await svc.analytics(oneActor, { ...q, websiteId: oneIds[0] }));
    await time(`one-site team, site, ${range}`, () =>
      svc.analytics(oneActor, { ...q, websiteId: oneIds[0] }),
    );
    answers.push(await svc.analytics(manyActor, { ...q, websiteId: manyIds[3] }));
    await time(`${SITES}-site team, one site, ${range}`, () =>
      svc.analytics(manyActor, { ...q, websiteId: manyIds[3] }),
    );
    answers.push(await svc.analytics(manyActor, q));
    await time(`${SITES}-site team, portfolio, ${range}`, () => svc.analytics(manyActor, q));
  }
  answers.push(await svc.metrics(manyActor, manyIds[3]), await svc.metrics(manyActor));
  console.log(`answers fingerprint ${fingerprint(answers, names)} (same data, same day => same value)`);
  // Live traffic: each run first writes one pageview per site for today (as a beacon flush does),
  // so today's site-days must be recomputed before the read.
  const beacon = (o: { teamId: string }, ids: string[]) =>
    rows(
      `insert into site_events (team_id, site_id, event, path, referrer, visitor_hash)
       select '${o.teamId}', id, 'pageview', '/', 'https://www.google.com/', md5(random()::text) from unnest(array[${ids.map((id) => `'${id}'::uuid`).join(', ')}]) id`,
    );
  await time('one-site team, site, 365d, after a write', async () => {
    await beacon(one, oneIds);
    return svc.analytics(oneActor, { timeRange: '365d', websiteId: oneIds[0] });
  });
  await time(`${SITES}-site team, portfolio, 365d, after a write`, async () => {
    await beacon(many, manyIds);
    return svc.analytics(manyActor, { timeRange: '365d' });
  });
  await time(`${SITES}-site team, metrics, one site`, () => svc.metrics(manyActor, manyIds[3]));
  await time(`${SITES}-site team, metrics, portfolio`, () => svc.metrics(manyActor));

  if (EXPLAIN) {
    const range = lastDays(365);
    const scope = { teamId: many.teamId, siteId: null, fromTs: range.fromTs, toTs: range.toTs };
    const internal = ['127.0.0.1'];
    const parts: Array<[string, () => Promise<unknown>]> = [
      ['siteDays', () => repo.siteDays(db, scope)],
      ['sources', () => repo.sources(db, scope, internal)],
      ['topPages', () => repo.topPages(db, scope)],
      ['demoLeads', () => repo.demoLeads(db, scope)],
    ];
    console.log('\n365-day portfolio, each query:');
    for (const [label, fn] of parts) await time(`  ${label}`, fn);
    // The same queries through a Db whose execute() runs EXPLAIN ANALYZE of them and prints the plan.
    const explaining = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return async (q: ReturnType<typeof sql>) => {
          const r = (await target.execute(sql`explain (analyze, buffers) ${q}`)) as unknown as {
            rows: Array<Record<string, string>>;
          };
          console.log(r.rows.map((x) => Object.values(x)[0]).join('\n'));
          return { rows: [] };
        };
      },
    }) as Db;
    for (const [label, fn] of [
      ['siteDays', () => repo.siteDays(explaining, scope)],
      ['sources', () => repo.sources(explaining, scope, internal)],
      ['topPages', () => repo.topPages(explaining, scope)],
    ] as const) {
      console.log(`\n-- EXPLAIN ANALYZE ${label}`);
      await fn();
    }
  }
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await app.close();
  if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
