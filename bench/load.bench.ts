// Load benchmark: mixed traffic, then an attack, against the real server over loopback.
//   (a) one server process on a PGlite data folder; (b) two processes on one PostgreSQL database
//   (a fresh bench_load_<pid>, dropped afterwards), autocannon's connections split across both.
// Mixed traffic for LOAD_SECONDS (60) on LOAD_CONNECTIONS (200): hosted pages (/s/{slug}/...),
// beacons (POST /api/public/events), lead form posts (urlencoded, valid time trap, 303) and
// signed-in API reads. Then every lead answered 303 must be a row, with its delivery row when its
// site has a renter (zero lost leads). Attack: LOAD_ATTACK_CONNECTIONS (16) send 32 KB hostile lead
// bodies and long hostile Host headers for LOAD_ATTACK_SECONDS (20) while a separate process asks
// for a hosted page and GET /api/health one at a time: their p99 must stay under 50 ms (best of 3
// attack runs: the machine is shared). Exit code 1 on any error, lost lead or missed p99.
// Run: npm run bench -- load (LOAD_SECONDS=10 for a quick check; LOAD_TARGETS=pglite or postgres;
// BENCH_DATABASE_URL: the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { pgliteTarget, postgresTarget, type Target } from './support/load-servers';
import { attackKinds, type KindStats, mixedKinds, pct, probe, run } from './support/load-traffic';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const ATTACK_SECONDS = Number(process.env.LOAD_ATTACK_SECONDS ?? Math.min(20, SECONDS));
const ATTACK_CONNECTIONS = Number(process.env.LOAD_ATTACK_CONNECTIONS ?? 16);
const P99_LIMIT_MS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = (process.env.LOAD_TARGETS ?? 'pglite,postgres').split(',').map((s) => s.trim());

const f = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : 'failed');
const statuses = (s: KindStats) => [...s.statuses].map(([code, n]) => `${code} x ${n}`).join(', ');

async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
}

function printKinds(stats: KindStats[], seconds: number) {
  for (const s of stats) {
    console.log(
      `  ${s.name.padEnd(40)} ${String(s.requests).padStart(7)} req (${f(s.requests / seconds)}/s), errors ${s.errors}, ` +
        `ms p50 ${f(pct(s.latencies, 50))} p90 ${f(pct(s.latencies, 90))} p99 ${f(pct(s.latencies, 99))}; ${statuses(s)}`,
    );
  }
}

/** Runs one target; answers the number of failures (errors, lost leads, missed p99). */
async function bench(target: Target): Promise<number> {
  let failures = 0;
  const { data, urls } = target;
  console.log(`\n## ${target.label}: ${urls.join(', ')}`);
  const token = await login(urls[0]!, data.email, data.password);

  // Warm-up (not counted): JIT, caches, connection pools.
  await run(urls, mixedKinds(data, token, 'warmup', new Set()), 40, Math.min(5, SECONDS));

  const runId = randomBytes(4).toString('hex');
  const answered = new Set<string>();
  const load0 = loadavg()[0]!;
  const mixed = await run(urls, mixedKinds(data, token, runId, answered), CONNECTIONS, SECONDS);
  const total = mixed.reduce((n, s) => n + s.requests, 0);
  const errors = mixed.reduce((n, s) => n + s.errors, 0);
  console.log(
    `mixed traffic: ${CONNECTIONS} connections, ${SECONDS} s: ${total} requests (${f(total / SECONDS)}/s), errors ${errors} (load average before ${load0.toFixed(1)})`,
  );
  printKinds(mixed, SECONDS);
  failures += errors;

  // The same normal requests on an idle server first: what the machine itself gives.
  const page = data.sites[0]!.pages[0]!;
  const idle = await probe(urls[0]!, page, Math.min(10, ATTACK_SECONDS));
  console.log(
    `normal requests, no other traffic: ${idle.length}, ms p50 ${f(pct(idle, 50))} p90 ${f(pct(idle, 90))} p99 ${f(pct(idle, 99))}`,
  );

  // Attack, best of 3.
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const [attack, normal] = await Promise.all([
      run(urls, attackKinds(data), ATTACK_CONNECTIONS, ATTACK_SECONDS),
      probe(urls[0]!, page, ATTACK_SECONDS),
    ]);
    const p99 = pct(normal, 99);
    console.log(
      `attack ${attempt}: ${ATTACK_CONNECTIONS} connections, ${ATTACK_SECONDS} s; normal requests during it: ${normal.length}, ` +
        `ms p50 ${f(pct(normal, 50))} p90 ${f(pct(normal, 90))} p99 ${f(p99)} max ${f(normal.at(-1) ?? Number.NaN)}`,
    );
    printKinds(attack, ATTACK_SECONDS);
    const attackErrors = attack.reduce((n, s) => n + s.errors, 0);
    failures += attackErrors;
    best = Math.min(best, p99);
    if (p99 < P99_LIMIT_MS || attackErrors) break;
  }
  if (!(best < P99_LIMIT_MS)) {
    console.error(`FAIL: normal requests' p99 during the attack ${f(best)} ms (limit ${P99_LIMIT_MS} ms)`);
    failures++;
  }

  await target.stop();
  const rows = await target.query(
    `select l.name, s.renter_id is not null as rented,
       (select count(*) from lead_deliveries d where d.lead_id = l.id)::int as deliveries
     from leads l join sites s on s.id = l.site_id where l.name like 'Load ${runId} %'`,
  );
  const stored = new Set(rows.map((r) => String(r.name)));
  const lost = [...answered].filter((n) => !stored.has(n));
  const undelivered = rows.filter((r) => r.rented && Number(r.deliveries) < 1);
  const rented = rows.filter((r) => r.rented).length;
  console.log(
    `leads: ${answered.size} answered 303, ${rows.length} stored, lost ${lost.length}; ` +
      `${rented} on rented sites, ${rented - undelivered.length} with delivery rows, ${undelivered.length} without`,
  );
  if (lost.length || undelivered.length) {
    console.error(
      `FAIL: lost leads ${lost.slice(0, 5).join(', ')}; without deliveries ${undelivered.length}`,
    );
    failures += lost.length + undelivered.length;
  }
  return failures;
}

console.log(
  `machine: ${cpus().length} x ${cpus()[0]?.model ?? '?'}, ${Math.round(totalmem() / 1e9)} GB, Node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
let failures = 0;
for (const name of TARGETS) {
  const target = name === 'postgres' ? await postgresTarget(PG_URL) : await pgliteTarget();
  try {
    failures += await bench(target);
  } catch (err) {
    console.error(err);
    failures++;
    await target.stop().catch(() => {});
  } finally {
    await target.dispose();
  }
}
console.log(
  failures ? `\nFAILED (${failures})` : '\nOK: no errors, no lost leads, p99 under attack below 50 ms',
);
process.exit(failures ? 1 : 0);
