// Market engine benchmark (issue 3): place-table load, build (every vertical x every place scored
// and indexed), full re-score, and 500 filtered top-50 queries with varied filters.
// Run: npm run bench (or: node --import tsx bench/market.bench.ts). Figures go to docs/benchmarks.md.
import { cpus, loadavg } from 'node:os';
import type { OpportunityQuery } from '@sdp/shared';
import { loadPlaces } from '../apps/server/src/data/places';
import { VERTICALS } from '../apps/server/src/data/verticals';
import type { MarketContext } from '../apps/server/src/modules/market';
import { MarketService } from '../apps/server/src/modules/market/market.service';

const QUERIES = 500;
const TARGET_P95_MS = 20;
const TARGET_RESCORE_MS = 5000;

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const f = (x: number) => x.toFixed(2);

const t0 = performance.now();
const places = loadPlaces();
const loadMs = performance.now() - t0;
const t1 = performance.now();
const svc = new MarketService(places, VERTICALS, 'current');
const buildMs = performance.now() - t1;
const pairs = svc.stats().pairs;

const rescores: number[] = [];
for (let i = 0; i < 3; i++) rescores.push(svc.rescoreAll().ms);
rescores.sort((a, b) => a - b);

// Varied filters, drawn deterministically from the bundled data (no randomness).
const states = [...svc.marketIndex.byState.keys()];
const slugs = VERTICALS.map((v) => v.slug);
const sorts: OpportunityQuery['sort'][] = [
  'quantumScore',
  'estimatedMonthlyRevenue',
  'payout',
  'demandScore',
  'competition',
  'monthlySearches',
  'population',
];
const prefixes = ['S', 'San', 'Spring', 'Lake', 'New', 'Mc', 'Port', 'West', 'Fort', 'Green', 'B', 'Mount'];
const cities = ['Austin, TX', 'Columbus, OH', 'Portland, OR', 'Springfield, IL', 'Denver, CO', 'Miami, FL'];
const queries: Partial<OpportunityQuery>[] = [];
for (let i = 0; i < QUERIES; i++) {
  const q: Partial<OpportunityQuery> = {
    limit: 50,
    sort: sorts[i % sorts.length],
    order: i % 5 === 4 ? 'asc' : 'desc',
  };
  switch (i % 10) {
    case 0:
      break; // whole market
    case 1:
      q.tier = String((i % 3) + 1) as '1' | '2' | '3';
      break;
    case 2:
      q.vertical = slugs[i % slugs.length];
      break;
    case 3:
      q.location = states[i % states.length];
      break;
    case 4:
      q.location = prefixes[i % prefixes.length];
      q.tier = i % 4 === 0 ? '2' : 'all';
      break;
    case 5:
      q.location = cities[i % cities.length];
      break;
    case 6:
      q.goldmineOnly = 'true';
      q.minPayout = (i % 4) * 50;
      break;
    case 7:
      q.vertical = slugs[(i * 7) % slugs.length];
      q.location = states[(i * 3) % states.length];
      break;
    case 8:
      q.minPayout = 100 + (i % 5) * 50;
      q.offset = (i % 7) * 50;
      break;
    case 9:
      q.tier = '1';
      q.location = states[(i * 5) % states.length];
      q.goldmineOnly = i % 2 ? 'true' : 'false';
      break;
  }
  queries.push(q);
}

function run(label: string, ctx: MarketContext) {
  // First call builds (and caches) the context's view; timed separately.
  const tv = performance.now();
  svc.view(ctx);
  const viewMs = performance.now() - tv;
  const times: number[] = [];
  const slow: [number, Partial<OpportunityQuery>][] = [];
  let rows = 0;
  for (const q of queries) {
    const t = performance.now();
    const r = svc.query(q, ctx);
    const ms = performance.now() - t;
    times.push(ms);
    slow.push([ms, q]);
    rows += r.items.length;
  }
  if (process.env.BENCH_SLOW) {
    slow.sort((a, b) => b[0] - a[0]);
    for (const [ms, q] of slow.slice(0, 8)) console.log(`  ${ms.toFixed(2)} ms ${JSON.stringify(q)}`);
  }
  times.sort((a, b) => a - b);
  return {
    label,
    viewMs,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    max: times[times.length - 1],
    rows,
  };
}

const base = run('no overrides, first pass', {});
const warm = run('no overrides, second pass', {});
const withOverrides = run('3 payout overrides + 2 measurements', {
  payoutOverrides: new Map([
    ['roofing', 320],
    ['plumbing', 90],
    ['dentist', 150],
  ]),
  measurements: new Map([
    [
      svc.query({ vertical: 'hvac', limit: 1 }).items[0].id,
      {
        monthlySearches: {
          value: 4200,
          source: { label: 'bench', origin: 'bench', kind: 'provider' as const },
        },
      },
    ],
    [
      svc.query({ vertical: 'roofing', limit: 1 }).items[0].id,
      {
        businessCount: { value: 300, source: { label: 'bench', origin: 'bench', kind: 'provider' as const } },
      },
    ],
  ]),
});

const rows = [
  ['place table load (places.json)', `${f(loadMs)} ms`, ''],
  [
    `build: ${VERTICALS.length} verticals x ${places.size} places = ${pairs.toLocaleString('en-US')} pairs`,
    `${f(buildMs)} ms`,
    '',
  ],
  [
    'full re-score (rescoreAll, median of 3)',
    `${f(rescores[1])} ms`,
    `target < ${TARGET_RESCORE_MS} ms: ${rescores[1] < TARGET_RESCORE_MS ? 'met' : 'MISSED'}`,
  ],
];
for (const r of [base, warm, withOverrides]) {
  rows.push([`context view (${r.label}), first use`, `${f(r.viewMs)} ms`, '']);
  rows.push([
    `${QUERIES} filtered top-50 queries (${r.label}) p50 / p95 / p99 / max`,
    `${f(r.p50)} / ${f(r.p95)} / ${f(r.p99)} / ${f(r.max)} ms`,
    `p95 target < ${TARGET_P95_MS} ms: ${r.p95 < TARGET_P95_MS ? 'met' : 'MISSED'}`,
  ]);
}
const mem = process.memoryUsage();
rows.push([
  'heap used / rss after the run',
  `${(mem.heapUsed / 1e6).toFixed(0)} MB / ${(mem.rss / 1e6).toFixed(0)} MB`,
  '',
]);

console.log(
  `Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${new Date().toISOString().slice(0, 10)}, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
const w0 = Math.max(...rows.map((r) => r[0].length));
const w1 = Math.max(...rows.map((r) => r[1].length));
for (const [a, b, c] of rows) console.log(`${a.padEnd(w0)}  ${b.padStart(w1)}  ${c}`);
const failed =
  [base, warm, withOverrides].some((r) => r.p95 >= TARGET_P95_MS) || rescores[1] >= TARGET_RESCORE_MS;
if (failed) {
  console.log('A target was missed.');
  process.exitCode = 1;
}
