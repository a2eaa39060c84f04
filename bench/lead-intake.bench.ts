// Lead intake benchmark (issue 4): the real app on a file-backed PGlite in a temp folder (or
// PostgreSQL with BENCH_DATABASE_URL), listening on a free local port; one live site rented to a
// renter with e-mail delivery; 2,000 no-JS form posts (urlencoded, 303 answers) over real HTTP
// with 50 in flight. Reports throughput and latency percentiles, then checks that every accepted
// post is a stored lead row (each is written before its answer) and waits for the deliveries.
// Run: npm run bench -- lead-intake (or: node --import tsx bench/lead-intake.bench.ts).
// Env: BENCH_LEADS (default 2000), BENCH_CONCURRENCY (50), BENCH_DATABASE_URL (PostgreSQL).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';

const N = Number(process.env.BENCH_LEADS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const WARMUP = 100;
/** BENCH_NO_RENTER=1: the site has no renter, so no delivery work competes with intake. */
const NO_RENTER = process.env.BENCH_NO_RENTER === '1';

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const f = (x: number) => x.toFixed(1);

async function rows(app: Awaited<ReturnType<typeof buildApp>>, query: string) {
  return ((await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'sdp-lead-bench-'));
const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  // BENCH_IN_MEMORY=1: in-memory PGlite, to tell the database's file I/O from the rest.
  IN_MEMORY: process.env.BENCH_IN_MEMORY === '1',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  PUBLIC_URL: 'http://127.0.0.1:3999',
  WEB_DIST: '/nonexistent',
  JWT_SECRET: randomBytes(32).toString('hex'),
  SMTP_URL: '',
  // Every post comes from 127.0.0.1: X-Forwarded-For gives each its own client address so the
  // per-IP limit (5 a minute per site) does not refuse them; the limiter still runs on each.
  TRUST_PROXY: 'loopback',
});
const app = await buildApp(env);
let exitCode = 0;
try {
  await app.ready();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  // One owner, a renter with e-mail delivery and one live site rented to it.
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'bench@example.com', password: 'correct horse battery', firstName: 'B', lastName: 'B' },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  const userId = reg.json().data.user.id as string;
  const [team] = await rows(app, `select team_id from team_members where user_id = '${userId}' limit 1`);
  const [renter] = await rows(
    app,
    `insert into renters (team_id, user_id, name, email, webhook_secret, price_per_lead)
     values ('${team!.team_id}', '${userId}', 'Bench Roofing', 'leads@bench.example', '${randomBytes(32).toString('hex')}', 50) returning id`,
  );
  const [site] = await rows(
    app,
    `insert into sites (team_id, user_id, kind, vertical_slug, name, slug, template, business, seed, status, renter_id, deployed_at)
     values ('${team!.team_id}', '${userId}', 'goldmine', 'roofing', 'Bench Roofing Austin', 'bench-roofing', 'classic',
       '{"name":"Bench Roofing"}'::jsonb, 1, 'live', ${NO_RENTER ? 'null' : `'${renter!.id}'`}, now()) returning id`,
  );
  const siteId = site!.id as string;
  const ts = Date.now() - 10_000;

  let next = 0;
  let failures = 0;
  const statuses = new Map<number, number>();
  const latencies: number[] = [];

  async function post(i: number, record: boolean) {
    const body = new URLSearchParams({
      siteId,
      page: '/roof-repair/',
      ts: String(ts),
      redirect: `${env.PUBLIC_URL}/s/bench-roofing/thank-you/`,
      website: '',
      name: `Visitor ${i}`,
      phone: `(512) 555-${String(i % 10_000).padStart(4, '0')}`,
      email: `visitor${i}@example.com`,
      zip: '78701',
      message: `Roof leak number ${i}, please call after 5 pm.`,
    }).toString();
    const started = performance.now();
    try {
      const res = await fetch(`${address}/api/public/leads`, {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
      });
      await res.arrayBuffer();
      if (record) {
        latencies.push(performance.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    } catch {
      if (record) failures++;
    }
  }

  async function run(count: number, offset: number, record: boolean) {
    next = 0;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= count) return;
        await post(offset + i, record);
      }
    });
    await Promise.all(workers);
  }

  await run(WARMUP, 1_000_000, false);
  const load0 = loadavg()[0]!;
  const t0 = performance.now();
  await run(N, 0, true);
  const wallMs = performance.now() - t0;
  latencies.sort((a, b) => a - b);

  const accepted = statuses.get(303) ?? 0;
  const [{ n: stored }] = (await rows(
    app,
    `select count(*)::int as n from leads where site_id = '${siteId}' and name not like 'Visitor 1______'`,
  )) as Array<{ n: number }>;
  const deliveryStart = performance.now();
  await app.services.leads.delivery.idle();
  const [{ n: delivered }] = (await rows(
    app,
    `select count(*)::int as n from lead_deliveries d join leads l on l.id = d.lead_id
     where l.site_id = '${siteId}' and d.status in ('sent', 'queued')`,
  )) as Array<{ n: number }>;

  console.log(
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? '?'}, Node ${process.version}, load ${load0.toFixed(1)} before`,
  );
  console.log(
    `database: ${app.dbDriver}${app.dbDriver === 'pglite' ? (env.inMemory ? ' (in memory)' : ` (file, ${dataDir})`) : ''}`,
  );
  console.log(
    `posts: ${N} (after ${WARMUP} warm-up), ${CONCURRENCY} in flight, HTTP/1.1 keep-alive (undici fetch)`,
  );
  console.log(
    `answers: ${[...statuses].map(([s, c]) => `${s} x ${c}`).join(', ')}; network failures: ${failures}`,
  );
  console.log(`wall time: ${f(wallMs)} ms, throughput: ${f((N / wallMs) * 1000)} posts/s`);
  console.log(
    `latency ms: p50 ${f(pct(latencies, 50))}, p95 ${f(pct(latencies, 95))}, p99 ${f(pct(latencies, 99))}, max ${f(latencies.at(-1)!)}`,
  );
  console.log(`lead rows stored: ${stored} (accepted posts: ${accepted})`);
  console.log(
    `e-mail deliveries done: ${delivered} (+${f(performance.now() - deliveryStart)} ms after the last answer)`,
  );
  console.log(`RSS: ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
  if (stored !== accepted || accepted !== N) {
    console.error(`FAIL: ${accepted} of ${N} posts accepted, ${stored} lead rows stored`);
    exitCode = 1;
  }
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
