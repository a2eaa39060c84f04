// Crawl + audit vs linkchecker: builds a 1,000-place dominator site with the generator, serves its
// files on loopback over HTTP (as the site host serves a deployed version), then in the same run
// crawls it with runCrawl + runAudit (private addresses allowed, no rate limit, concurrency 8) and
// with Debian's linkchecker (recursion 10, external links not checked, 8 threads, its per-host pacing
// lifted as the site allows).
// Run: npm run bench -- crawl (or: node --import tsx bench/crawl.bench.ts). BENCH_RUNS=n timed runs
// of ours (default 3); LC_RUNS=n runs of linkchecker (default 1: it takes minutes). Figures go to docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPlaces } from '../apps/server/src/data/places';
import { runAudit } from '../apps/server/src/modules/projects/audit';
import { createNetworkFetcher, runCrawl } from '../apps/server/src/modules/projects/crawler';
import { buildSite } from '../apps/server/src/modules/sites/generator';
import type { SiteFile, SiteSpec } from '../apps/server/src/modules/sites/generator/types';
import { median } from './support/timing';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** linkchecker takes minutes on 1,000 pages: one run unless LC_RUNS says more. */
const LC_RUNS = Math.max(1, Number(process.env.LC_RUNS ?? 1));
const load0 = loadavg()[0];

// ---- the site: the 1,000 places nearest Chicago, HVAC, served from memory ----
let files = new Map<string, SiteFile>();
const server = createServer((req, res) => {
  const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
  const key = path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
  const f = files.get(key) ?? files.get(`${key}/index.html`);
  if (!f) {
    res.statusCode = 404;
    return res.end('not found');
  }
  res.setHeader('content-type', f.contentType);
  // linkchecker waits 0.1-0.6 s between requests to a host unless the host answers this header;
  // with it, its maxrequestspersecond (set high below) applies: both sides run unpaced.
  res.setHeader('LinkChecker', 'bench');
  res.end(f.body);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const t = getPlaces();
const chicago = t.name.findIndex((n, i) => n === 'Chicago' && t.state[i] === 'IL');
const spec: SiteSpec = {
  kind: 'dominator',
  area: { verticalSlug: 'hvac', centerPlaceId: t.id[chicago]!, radiusKm: 300, maxPlaces: 1000 },
  template: 'classic',
  business: { name: 'Lakeshore Heating & Air', phone: '(312) 555-0100', email: 'hello@example.com' },
  baseUrl: origin,
  leadEndpoint: `${origin}/api/public/leads`,
  beaconEndpoint: `${origin}/api/public/events`,
  siteId: 'bench',
  seed: 1,
  builtAt: '2026-06-01T12:00:00.000Z',
};
const site = await buildSite(spec);
files = site.files;
const htmlPages = site.pages.length;

// ---- ours ----
const limits = {
  maxPages: 5000,
  maxDepth: 10,
  requestsPerSecond: 0,
  concurrency: 8,
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 10,
};
let peakRss = 0;
const sample = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 25);
async function ours() {
  const fetcher = createNetworkFetcher({ allowPrivate: true, maxSockets: 8 });
  const t0 = performance.now();
  const crawl = await runCrawl({ startUrl: `${origin}/`, limits, fetcher, checkExternal: false });
  const t1 = performance.now();
  fetcher.close();
  const audit = runAudit({ pages: crawl.pages, facts: crawl.facts, startUrl: `${origin}/` });
  const t2 = performance.now();
  return {
    summary: Object.entries(audit.summary)
      .map(([id, v]) => `${id} ${v.count}`)
      .join(', '),
    crawlMs: t1 - t0,
    auditMs: t2 - t1,
    pages: crawl.pages.length,
    findings: audit.findings.length,
    score: audit.score,
  };
}

// ---- linkchecker ----
// Spawned asynchronously: the site is served by this process, whose event loop must stay free.
// Its configuration lifts its per-host pacing (1,000 requests/s: waits of 1-6 ms).
const lcDir = mkdtempSync(join(tmpdir(), 'sdp-crawl-bench-'));
const lcConfig = join(lcDir, 'linkcheckerrc');
writeFileSync(lcConfig, '[checking]\nmaxrequestspersecond=1000\n');
chmodSync(lcDir, 0o755); // linkchecker run as root drops to nobody, who must read it
async function linkchecker() {
  const t0 = performance.now();
  const child = spawn(
    '/usr/bin/linkchecker',
    [
      '-f',
      lcConfig,
      '--no-warnings',
      '-r',
      '10',
      '--threads',
      '8',
      '--no-status',
      '-o',
      'text',
      `${origin}/`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString('utf8');
    if (stdout.length > 1_000_000) stdout = stdout.slice(-100_000);
  });
  child.stderr.resume();
  const status = await new Promise<number | null>((r) => child.on('close', r));
  const ms = performance.now() - t0;
  // "That's it. 5432 links in 1012 URLs checked."
  const m = /(\d+) links? in (\d+) URLs? checked/.exec(stdout);
  return { ms, links: m ? Number(m[1]) : Number.NaN, urls: m ? Number(m[2]) : Number.NaN, status };
}

await ours(); // warm-up (JIT, sockets)
peakRss = 0;
const rssBefore = process.memoryUsage().rss;
const runs: Awaited<ReturnType<typeof ours>>[] = [];
const lc: Awaited<ReturnType<typeof linkchecker>>[] = [];
for (let i = 0; i < RUNS; i++) runs.push(await ours());
for (let i = 0; i < LC_RUNS; i++) lc.push(await linkchecker());
clearInterval(sample);
server.close();
rmSync(lcDir, { recursive: true, force: true });

const f0 = (x: number) => x.toFixed(0);
const oursMs = median(runs.map((r) => r.crawlMs + r.auditMs));
const crawlMs = median(runs.map((r) => r.crawlMs));
const auditMs = median(runs.map((r) => r.auditMs));
const lcMs = median(lc.map((r) => r.ms));
const pages = runs[0]!.pages;
console.log(
  `machine: ${cpus().length} cores (${cpus()[0]?.model}), load ${load0.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end`,
);
console.log(`site: ${htmlPages} HTML pages built, ${files.size} files served on ${origin}`);
console.log(
  `ours: ${pages} URLs crawled; crawl median ${f0(crawlMs)} ms + audit ${f0(auditMs)} ms = ${f0(oursMs)} ms -> ${(pages / (oursMs / 1000)).toFixed(0)} pages/s; ${runs[0]!.findings} findings, score ${runs[0]!.score}`,
);
console.log(
  `ours: peak RSS during the timed runs ${(peakRss / 2 ** 20).toFixed(0)} MB (${(rssBefore / 2 ** 20).toFixed(0)} MB before, with the built site in memory); maxRSS of the process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
console.log(
  `linkchecker: ${lc[0]!.urls} URLs, ${lc[0]!.links} links; median ${f0(lcMs)} ms -> ${(lc[0]!.urls / (lcMs / 1000)).toFixed(0)} URLs/s (exit ${lc[0]!.status})`,
);
console.log(`ours: findings by check: ${runs[0]!.summary}`);
console.log(
  `runs: ours ${runs.map((r) => f0(r.crawlMs + r.auditMs)).join(', ')} ms; linkchecker ${lc.map((r) => f0(r.ms)).join(', ')} ms`,
);
console.log(
  `ours is ${(lcMs / oursMs).toFixed(1)}x faster than linkchecker; target < 10,000 ms: ${oursMs < 10_000 ? 'met' : 'MISSED'}`,
);
if (!(oursMs < 10_000 && oursMs < lcMs)) process.exitCode = 1;
