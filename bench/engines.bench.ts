// Intelligence engines benchmark (docs/engines.md): GET /api/intelligence-engines/status through
// the whole app (auth, validation, two SQL queries, the system-health figures) for a team with
// stored runs and insights of every engine, then its p50 / p95 over BENCH_CALLS calls. The target
// is p95 < 20 ms. Rows are written by SQL, deterministic: per engine BENCH_RUNS_PER_ENGINE finished
// runs (one in eight failed) and INSIGHTS_KEPT (100) insights, plus one running run. Then the causal
// estimate for one site-year (target < 200 ms) and clustering 5,000 keywords (target < 2 s).
// Run: npm run bench -- engines (or: node --import tsx bench/engines.bench.ts).
// Env: BENCH_CALLS (default 300), BENCH_RUNS_PER_ENGINE (default 50), BENCH_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ENGINE_IDS } from '@sdp/shared';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { INSIGHTS_KEPT } from '../apps/server/src/modules/engines/index';
import { benchCausal } from './support/engines-causal';
import { benchClustering } from './support/engines-semantic';
import { median } from './support/timing';

const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const RUNS_PER_ENGINE = Number(process.env.BENCH_RUNS_PER_ENGINE ?? 50);
const f = (x: number) => x.toFixed(1);

const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'sdp-engines-bench-'));
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
console.log(
  `cpus ${cpus().length}, load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}, calls ${CALLS}, runs per engine ${RUNS_PER_ENGINE}`,
);
const app = await buildApp(env);
const rows = async (q: string) =>
  ((await app.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

let exitCode = 0;
try {
  const email = `bench-engines-${Date.now()}@example.com`;
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'correct horse battery', firstName: 'B', lastName: 'B' },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  await rows(`update users set email_verified_at = now() where email = '${email}'`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'correct horse battery' },
  });
  const token = login.json().data.tokens.accessToken as string;
  const userId = reg.json().data.user.id as string;
  const [m] = await rows(`select team_id from team_members where user_id = '${userId}' limit 1`);
  const teamId = String(m!.team_id);

  const t0 = performance.now();
  const ids = ENGINE_IDS.map((id) => `'${id}'`).join(', ');
  await rows(`
    insert into engine_runs (team_id, engine_id, action, status, trigger, started_at, finished_at, duration_ms, error, insight_count, created_at)
    select '${teamId}', e, 'run', case when g % 8 = 0 then 'failed' else 'completed' end, 'manual',
      now() - make_interval(mins => g * 30), now() - make_interval(mins => g * 30) + make_interval(secs => 1 + g % 7),
      1000 + (g * 137) % 6000, case when g % 8 = 0 then 'failed on purpose' end, 5,
      now() - make_interval(mins => g * 30)
    from unnest(array[${ids}]) e, generate_series(1, ${RUNS_PER_ENGINE}) g`);
  await rows(`
    insert into engine_insights (team_id, engine_id, title, detail, severity, figures, link, key, created_at)
    select '${teamId}', e, 'Insight ' || g, 'Detail', 'info', '[{"label":"n","value":1}]'::jsonb, '/dashboard',
      e || ':' || g, now() - make_interval(mins => g)
    from unnest(array[${ids}]) e, generate_series(1, ${INSIGHTS_KEPT}) g`);
  await rows(`insert into engine_runs (team_id, engine_id, action, status, started_at, heartbeat_at)
    values ('${teamId}', 'causal', 'estimate', 'running', now(), now())`);
  console.log(
    `seeded ${ENGINE_IDS.length * RUNS_PER_ENGINE + 1} runs and ${ENGINE_IDS.length * INSIGHTS_KEPT} insights in ${f(performance.now() - t0)} ms`,
  );

  const call = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/intelligence-engines/status',
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`status: ${res.statusCode} ${res.body}`);
    return res;
  };
  const first = (await call()).json().data;
  const scanner = first.engines.find((e: { id: string }) => e.id === 'market-scanner');
  console.log(
    `market-scanner: runCount ${scanner.runCount}, errors ${scanner.errorCount}, mean ${scanner.meanDurationMs} ms, insights ${scanner.insightCount}`,
  );
  for (let i = 0; i < 20; i++) await call(); // warm-up
  const ms: number[] = [];
  const c0 = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const s = performance.now();
    await call();
    ms.push(performance.now() - s);
  }
  const cpu = process.cpuUsage(c0);
  // PGlite runs in this process: the CPU time per call is the steadier figure on a loaded machine.
  const cpuPerCall = (cpu.user + cpu.system) / 1000 / CALLS;
  ms.sort((a, b) => a - b);
  const p95 = ms[Math.min(ms.length - 1, Math.ceil(0.95 * ms.length) - 1)]!;
  console.log(
    `GET /api/intelligence-engines/status x ${CALLS}: p50 ${f(median(ms))} ms, p95 ${f(p95)} ms, max ${f(ms.at(-1)!)} ms, cpu ${f(cpuPerCall)} ms a call (target p95 < 20 ms)`,
  );

  // The same answer without HTTP (auth, validation, serialization): the service alone.
  const actor = { userId, teamId, role: 'owner', platformRole: 'free' } as const;
  const svc: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const s = performance.now();
    await app.services.engines.impl.status(actor);
    svc.push(performance.now() - s);
  }
  svc.sort((a, b) => a - b);
  console.log(
    `engines.status service only x ${CALLS}: p50 ${f(median(svc))} ms, p95 ${f(svc[Math.ceil(0.95 * svc.length) - 1]!)} ms`,
  );

  // The causal estimate for one site-year (365 days, 5 control sites): target < 200 ms.
  const causal = await benchCausal();
  console.log(
    `causal estimate, one site-year: p50 ${f(causal.p50Ms)} ms, p95 ${f(causal.p95Ms)} ms (target < 200 ms)`,
  );

  // Clustering 5,000 keywords into topics (lexical TF-IDF, docs/semantic.md): target < 2 s.
  const clustering = await benchClustering();
  console.log(
    `clustering 5,000 keywords: p50 ${f(clustering.p50Ms)} ms, p95 ${f(clustering.p95Ms)} ms (target < 2000 ms)`,
  );
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
