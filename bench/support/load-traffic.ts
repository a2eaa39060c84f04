// Traffic of the load benchmark (bench/load.bench.ts): autocannon instances per kind of request
// and per server, over loopback, each request's latency and status recorded per kind.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type { BenchData } from './load-servers';

export interface KindStats {
  name: string;
  requests: number;
  /** Answers with a status this kind does not expect, network errors and timeouts. */
  errors: number;
  statuses: Map<number, number>;
  latencies: number[];
}

export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

interface Kind {
  name: string;
  /** Share of the connections. */
  share: number;
  expected: number[];
  request(
    seq: number,
    ctx: Record<string, unknown>,
  ): { method: string; path: string; headers?: Record<string, string>; body?: string };
  /** Called with each answer (after `request` stored what it needs in ctx). */
  onAnswer?(status: number, ctx: Record<string, unknown>): void;
}

let seq = 0;
/** A client address per request (TRUST_PROXY=1 makes it request.ip), in 10.0.0.0/8. */
const clientIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The mixed traffic: hosted pages, beacons, lead form posts, signed-in API reads. */
export function mixedKinds(
  data: BenchData,
  token: string,
  runId: string,
  answeredLeads: Set<string>,
): Kind[] {
  const pages = data.sites.flatMap((s) => s.pages);
  const api = [
    '/api/sites',
    '/api/leads?limit=20',
    '/api/renters',
    '/api/auth/me',
    '/api/dominator-pipeline/revenue',
  ];
  return [
    {
      name: 'hosted pages',
      share: 0.4,
      expected: [200],
      request: (n) => ({
        method: 'GET',
        path: pages[n % pages.length]!,
        headers: { 'x-forwarded-for': clientIp(n) },
      }),
    },
    {
      name: 'beacons',
      share: 0.2,
      expected: [204],
      request: (n) => {
        const site = data.sites[n % data.sites.length]!;
        return {
          method: 'POST',
          path: '/api/public/events',
          headers: { 'content-type': 'text/plain', 'x-forwarded-for': clientIp(n) },
          body: JSON.stringify({
            siteId: site.id,
            path: site.pages[n % site.pages.length],
            referrer: '',
            event: 'pageview',
          }),
        };
      },
    },
    {
      name: 'lead posts',
      share: 0.2,
      expected: [303],
      request: (n, ctx) => {
        const site = data.sites[n % data.sites.length]!;
        const name = `Load ${runId} ${n}`;
        ctx.lead = name;
        const body = new URLSearchParams({
          siteId: site.id,
          page: '/',
          ts: String(Date.now() - 10_000),
          redirect: '',
          website: '',
          name,
          phone: `(512) 555-${String(n % 10_000).padStart(4, '0')}`,
          email: `visitor${n}@example.com`,
          zip: '78701',
          message: `Roof leak number ${n}, please call after 5 pm.`,
        }).toString();
        return {
          method: 'POST',
          path: '/api/public/leads',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'text/html',
            'x-forwarded-for': clientIp(n),
          },
          body,
        };
      },
      onAnswer: (status, ctx) => {
        if (status === 303) answeredLeads.add(String(ctx.lead));
      },
    },
    // One kind per endpoint (0.04 of the connections each), so a slow one shows by name.
    ...api.map((path) => ({
      name: `API GET ${path}`,
      share: 0.2 / api.length,
      expected: [200],
      request: (n: number) => ({
        method: 'GET',
        path,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': clientIp(n) },
      }),
    })),
  ];
}

/** Hostile traffic: 32 KB lead bodies of every kind of junk, and long hostile Host headers. */
export function attackKinds(data: BenchData): Kind[] {
  const site = data.sites[0]!;
  const big = 32 * 1024;
  const bodies = [
    `siteId=${site.id}&ts=${Date.now() - 10_000}&name=x&email=${'a@'.repeat(big / 2 - 100)}`,
    `siteId=${site.id}&ts=1&message=${'%00%01%1b'.repeat(big / 9 - 20)}`,
    `${'a=1&'.repeat(big / 4 - 1)}`,
    `siteId=${'x'.repeat(big - 10)}`,
    `name=${encodeURIComponent('é\u202e\u{1F600}'.repeat(big / 30))}&siteId=${site.id}&ts=${Date.now() - 10_000}`,
  ];
  return [
    {
      name: 'hostile 32 KB lead posts',
      share: 0.75,
      expected: [],
      request: (n) => ({
        method: 'POST',
        path: '/api/public/leads',
        headers: {
          'content-type': n % 7 === 0 ? 'application/json' : 'application/x-www-form-urlencoded',
          accept: 'text/html',
          'x-forwarded-for': clientIp(n),
        },
        body:
          n % 7 === 0
            ? `{"siteId":"${site.id}","name":"${'\\u0000'.repeat(big / 7)}"}`
            : bodies[n % bodies.length]!,
      }),
    },
    {
      name: 'long hostile Host headers',
      share: 0.25,
      expected: [],
      request: (n) => ({
        method: 'GET',
        path: n % 2 ? '/' : '/robots.txt',
        headers: {
          host:
            n % 3
              ? `${`${'a'.repeat(62)}.`.repeat(120)}example`
              : `${'x-'.repeat(3000)}.${site.slug}.example.com`,
          'x-forwarded-for': clientIp(n),
        },
      }),
    },
  ];
}

/**
 * Runs every kind against every server at once for `seconds`, `connections` in all (split by the
 * kinds' shares, then evenly over the servers). Unexpected answers count as errors; for kinds
 * with no expected list (the attack), only 5xx and network failures do.
 */
export async function run(
  urls: string[],
  kinds: Kind[],
  connections: number,
  seconds: number,
): Promise<KindStats[]> {
  const stats: KindStats[] = kinds.map((k) => ({
    name: k.name,
    requests: 0,
    errors: 0,
    statuses: new Map(),
    latencies: [],
  }));
  const runs: Array<Promise<unknown>> = [];
  kinds.forEach((kind, i) => {
    const s = stats[i]!;
    const perServer = Math.max(1, Math.round((connections * kind.share) / urls.length));
    for (const url of urls) {
      const instance = autocannon({
        url,
        connections: perServer,
        duration: seconds,
        timeout: 20,
        requests: [
          {
            setupRequest: (req, ctx) =>
              ({ ...req, ...kind.request(seq++, ctx as Record<string, unknown>) }) as typeof req,
            onResponse: (status, _body, ctx) => kind.onAnswer?.(status, ctx as Record<string, unknown>),
          },
        ],
      });
      instance.on('response', (_client, status: number, _bytes: number, ms: number) => {
        s.requests++;
        s.latencies.push(ms);
        s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
        const bad = kind.expected.length ? !kind.expected.includes(status) : status >= 500;
        if (bad) s.errors++;
      });
      runs.push(
        instance.then((result) => {
          s.errors += result.errors + result.timeouts;
        }),
      );
    }
  });
  await Promise.all(runs);
  for (const s of stats) s.latencies.sort((a, b) => a - b);
  return stats;
}

/** The probe's code: normal requests one at a time, 20 ms apart, until the deadline; prints latencies. */
const PROBE = `
const [url, page, until] = process.argv.slice(1);
const out = [];
let n = 0;
while (Date.now() < Number(until)) {
  const path = n++ % 2 ? '/api/health' : page;
  const t0 = performance.now();
  try {
    const res = await fetch(url + path, { headers: { 'x-forwarded-for': '10.250.0.' + (n % 250) } });
    await res.arrayBuffer();
    out.push(res.status === 200 ? performance.now() - t0 : -res.status);
  } catch {
    out.push(-1);
  }
  await new Promise((r) => setTimeout(r, 20));
}
process.stdout.write(JSON.stringify(out));
`;

/**
 * Normal requests (a hosted page, then GET /api/health, one at a time) for `seconds`, from a
 * separate process so the attack's client work in this one does not delay them. Latencies in ms,
 * sorted; a failed request counts as Infinity.
 */
export function probe(url: string, page: string, seconds: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', PROBE, url, page, String(Date.now() + seconds * 1000)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        const ms = (JSON.parse(text) as number[]).map((x) => (x < 0 ? Number.POSITIVE_INFINITY : x));
        resolve(ms.sort((a, b) => a - b));
      } catch (err) {
        reject(err);
      }
    });
  });
}
