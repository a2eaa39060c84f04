// Predictions benchmark (issue 5): the model alone and the whole service (database reads,
// opportunity lookups, model, storing) for one site and for a portfolio of 50 live sites, 365 days.
// The app runs on an in-memory PGlite (or PostgreSQL with BENCH_DATABASE_URL); each site gets 120
// days of synthetic beacon rows (about 25 visitors a day) and a lead every 4 days, written by SQL.
// Run: npm run bench -- predictions (or: node --import tsx bench/predictions.bench.ts).
// Env: BENCH_SITES (default 50), BENCH_RUNS (default 7).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { emptyPaths, forecastSite, summarize } from '../apps/server/src/modules/predictions/model';
import { placeId } from '../apps/server/test/generator-fixtures';
import { timeRuns } from './support/timing';

const SITES = Number(process.env.BENCH_SITES ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const HORIZON = 365;

const time = (label: string, fn: () => unknown | Promise<unknown>) =>
  timeRuns(label, fn, { runs: RUNS, labelWidth: 44 });

// ---- the model alone ------------------------------------------------------------------------
const history = Array.from({ length: 120 }, (_, t) => ({
  visitors: Math.round(20 + t * 0.05 + 4 * Math.sin((2 * Math.PI * t) / 7)),
  leads: t % 4 === 0 ? 1 : 0,
}));
const input = (seed: number) => ({
  history,
  horizon: HORIZON,
  prior: { matureDailyVisitors: 25, ageDays: 120, source: 'bench' },
  priorConversion: 0.05,
  valuePerLead: 60,
  rentPerDay: 5,
  seed,
});
const spec = { confidence: 0.8, scenarioQuantile: 0.5 };
console.log(
  `cpus ${cpus().length}, load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}, runs ${RUNS}`,
);
await time('model: one site, 365 d', () =>
  summarize(forecastSite(input(1)), spec, { valuePerLead: 60, rentPerDay: 5 }),
);
await time(`model: portfolio of ${SITES} sites, 365 d`, () => {
  const paths = emptyPaths(HORIZON);
  for (let i = 0; i < SITES; i++) forecastSite(input(i), paths);
  return summarize(paths, spec);
});

// ---- the service --------------------------------------------------------------------------
const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'sdp-predictions-bench-'));
const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  IN_MEMORY: !process.env.BENCH_DATABASE_URL,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  PUBLIC_URL: 'http://127.0.0.1:3999',
  WEB_DIST: '/nonexistent',
  JWT_SECRET: randomBytes(32).toString('hex'),
  SMTP_URL: '',
});
const app = await buildApp(env);
const rows = async (q: string) =>
  ((await app.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
let exitCode = 0;
try {
  await app.ready();
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: `bench${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'B',
      lastName: 'B',
    },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  const userId = reg.json().data.user.id as string;
  const [team] = await rows(`select team_id from team_members where user_id = '${userId}' limit 1`);
  const teamId = String(team!.team_id);
  const verticals = ['roofing', 'plumbing', 'hvac', 'electrician', 'landscaping'];
  const cities: Array<[string, string]> = [
    ['Austin', 'TX'],
    ['Dallas', 'TX'],
    ['Houston', 'TX'],
    ['Denver', 'CO'],
    ['Phoenix', 'AZ'],
    ['Portland', 'OR'],
    ['Boise', 'ID'],
    ['Tulsa', 'OK'],
    ['Omaha', 'NE'],
    ['Reno', 'NV'],
  ];
  const siteIds: string[] = [];
  for (let i = 0; i < SITES; i++) {
    const v = verticals[i % verticals.length]!;
    const [city, state] = cities[Math.floor(i / verticals.length) % cities.length]!;
    const [site] = await rows(
      `insert into sites (team_id, user_id, kind, opportunity_id, vertical_slug, name, slug, template, business, seed, status, deployed_at)
       values ('${teamId}', '${userId}', 'goldmine', '${v}~${placeId(city, state)}', '${v}', 'Bench ${i}', 'bench-${i}-${randomBytes(3).toString('hex')}',
         'classic', '{"name":"Bench"}'::jsonb, 1, 'live', now() - interval '120 days') returning id`,
    );
    siteIds.push(String(site!.id));
  }
  await rows(
    `insert into site_events (team_id, site_id, event, path, visitor_hash, created_at)
     select '${teamId}', s.id, 'pageview', '/', 'v' || d || '-' || i, date_trunc('day', now()) - make_interval(days => d) + interval '10 hours'
     from sites s, generate_series(1, 120) d, generate_series(1, 20 + (d % 7) + (d % 5)) i where s.team_id = '${teamId}'`,
  );
  await rows(
    `insert into leads (team_id, site_id, page, name, status, value, created_at)
     select '${teamId}', s.id, '/', 'Lead', 'accepted', 0, date_trunc('day', now()) - make_interval(days => d) + interval '11 hours'
     from sites s, generate_series(4, 120, 4) d where s.team_id = '${teamId}'`,
  );
  const [n] = await rows(`select count(*) as n from site_events where team_id = '${teamId}'`);
  console.log(
    `${SITES} live sites, ${n!.n} beacon rows (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'in-memory PGlite'})`,
  );
  const svc = app.services.predictions;
  const params = { timeRange: '365d' as const, scenario: 'realistic' as const, confidence: 0.8 };
  await time('service: one site, 365 d (calculate + store)', () =>
    svc.calculate(teamId, siteIds[0], params, { push: false }),
  );
  await time(`service: portfolio of ${SITES} sites, 365 d`, () =>
    svc.calculate(teamId, null, params, { push: false }),
  );
  const p = await svc.calculate(teamId, siteIds[0], params, { push: false });
  console.log(
    `one site: basis ${p.basis}, visitors median ${p.totals.visitors.median}, leads ${p.totals.leads.median}`,
  );
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
