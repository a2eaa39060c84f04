import type { InjectOptions } from 'fastify';
import { checkSync } from 'recheck';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseGscCsv } from '../src/modules/rankings/gsc-csv';
import { createTestApp, type TestApp } from './helpers';
import { bestOf, collectRegexes, type FoundRegex, GENERIC_ATTACKS, grow } from './regex-audit-fixtures';

// Regular expressions against hostile input (docs/security.md, V5): every pattern in the server and
// the shared contracts is found in the source, checked by a ReDoS analyser (recheck) and run on a
// 32 KB attack: its own pump when the analyser finds one, else generic long runs. Under 20 ms each.
// A pattern that only ever sees text the platform wrote itself may backtrack: it is listed below
// with the reason, and reviewing a new one means adding it here.

const LIMIT_MS = 20;
/** Whole requests through the real app (see timeInject). */
const APP_LIMIT_MS = 100;

/** `file: /source/` -> why the pattern never sees client input. */
const REVIEWED: Record<string, string> = {
  'apps/server/src/modules/demo/demo.traffic.ts: /<script[^>]*\\sdata-s="[^"]*"[^>]*>/':
    'the demo visitor reads pages the platform generated (user text in them is escaped)',
  'apps/server/src/modules/demo/demo.traffic.ts: /<a\\s[^>]*href="([^"]*)"/': 'as above: generated pages',
  'apps/server/src/modules/demo/demo.traffic.ts: /<form\\s[^>]*data-lead[^>]*>/': 'as above: generated pages',
  'apps/server/src/modules/demo/demo.traffic.ts: /<input\\s[^>]*>/': 'as above: generated pages',
  'apps/server/src/modules/demo/demo.traffic.ts: /<textarea\\s[^>]*name="([^"]*)"/':
    'as above: generated pages',
  'apps/server/src/plugins/swagger.ts: /\\s*upgrade-insecure-requests;?/':
    "the API docs' own Content-Security-Policy header",
};
/** Trailing-slash trims: only ever applied to configured URLs (PUBLIC_URL, LLM_BASE_URL) and URLs the platform built. */
const TRAILING_SLASHES = '\\/+$';
const TRAILING_SLASH_FILES = new Set([
  'apps/server/src/config/env.ts',
  'apps/server/src/modules/demo/demo.service.ts',
  'apps/server/src/modules/demo/demo.traffic.ts',
  'apps/server/src/modules/leads/hosted.ts',
  'apps/server/src/modules/oauth/oauth.routes.ts',
  'apps/server/src/modules/sites/generator/content/llm-writer.ts',
  'apps/server/src/modules/sites/generator/site/urls.ts',
  'apps/server/src/modules/sites/version-store.ts',
]);

/** `RegExp(...)` built at run time: file -> why its input and its pattern are the platform's own. */
const DYNAMIC_REVIEWED: Record<string, string> = {
  'apps/server/src/modules/sites/site-host.ts':
    "rewrites a generated page's links: the pattern is the version's escaped base path",
  'apps/server/src/modules/demo/demo.traffic.ts':
    "reads an attribute (a fixed name) of a generated page's tag",
  'apps/server/src/modules/sites/generator/content/kind-rules.ts':
    "escaped banned phrases of a vertical's kind and copy (the platform's own lists), tested on the platform's own copy",
};

const reviewed = (r: FoundRegex) =>
  REVIEWED[`${r.file}: /${r.source}/`] ??
  (r.source === TRAILING_SLASHES && TRAILING_SLASH_FILES.has(r.file) ? 'configured URLs only' : undefined);

const { literals, dynamic } = collectRegexes();
const unique = [...new Map(literals.map((r) => [`${r.file}: /${r.source}/${r.flags}`, r])).values()];
const where = (r: FoundRegex) => `${r.file}:${r.line} /${r.source}/${r.flags}`;

const analyses = new Map<FoundRegex, ReturnType<typeof checkSync>>();
/** recheck's verdict on a pattern (flags that only move the start do not change it). */
function analyse(r: FoundRegex) {
  let result = analyses.get(r);
  if (!result) {
    result = checkSync(r.source, r.flags.replace(/[gy]/g, ''), { timeout: 10_000 });
    analyses.set(r, result);
  }
  return result;
}

/** Runs the pattern as the code does (test for plain, replace for global) and times it. */
function timeRegex(r: { source: string; flags: string }, input: string): number {
  const re = new RegExp(r.source, r.flags);
  return bestOf(3, () => (re.global ? input.replace(re, '') : re.test(input)));
}

describe('every regular expression that can see client input', () => {
  it('finds the patterns in the source', () => {
    expect(unique.length).toBeGreaterThan(60);
  });

  it('builds only reviewed patterns at run time', () => {
    const unknown = dynamic.filter((d) => !DYNAMIC_REVIEWED[d.file]);
    expect(unknown.map((d) => `${d.file}:${d.line} ${d.text}`)).toEqual([]);
  });

  it('has no pattern the analyser finds backtracking, except the reviewed ones', () => {
    const bad: string[] = [];
    for (const r of unique) {
      if (reviewed(r)) continue;
      const result = analyse(r);
      if (result.status === 'vulnerable') {
        const size = `${result.complexity.type}`;
        bad.push(`${where(r)} is ${size}: try ${JSON.stringify(result.attack.string.slice(0, 40))}...`);
      }
    }
    expect(bad).toEqual([]);
  }, 120_000);

  it(`runs every pattern on 32 KB attacks in under ${LIMIT_MS} ms`, () => {
    const slow: string[] = [];
    for (const r of unique) {
      if (reviewed(r)) continue;
      const result = analyse(r);
      const attacks = result.status === 'vulnerable' ? [grow(result.attack)] : GENERIC_ATTACKS;
      for (const input of attacks) {
        const ms = timeRegex(r, input);
        if (ms > LIMIT_MS)
          slow.push(`${where(r)}: ${ms.toFixed(1)} ms on ${JSON.stringify(input.slice(0, 12))}…`);
      }
    }
    expect(slow).toEqual([]);
  }, 120_000);

  it("checks zod's own validators the contracts use (e-mail, URL, uuid, date-time)", () => {
    const validators = {
      email: z.email(),
      url: z.url(),
      uuid: z.uuid(),
      datetime: z.iso.datetime({ offset: true }),
    };
    for (const [name, pattern] of Object.entries({
      email: z.regexes.email,
      uuid: z.regexes.uuid(),
      hostname: z.regexes.hostname,
    })) {
      expect(checkSync(pattern.source, pattern.flags).status, `zod ${name}`).toBe('safe');
    }
    for (const [name, schema] of Object.entries(validators)) {
      for (const input of GENERIC_ATTACKS) {
        const ms = bestOf(3, () => schema.safeParse(input));
        expect(ms, `zod ${name} on ${JSON.stringify(input.slice(0, 12))}…`).toBeLessThan(LIMIT_MS);
      }
    }
  });

  it('parses a Search Console export with 32 KB hostile cells quickly', () => {
    const header = 'Top queries,Clicks,Impressions,CTR,Position\n';
    for (const input of GENERIC_ATTACKS) {
      for (const row of [
        `${input},1,2,3%,4`,
        `q,${input},2,3%,4`,
        `q,1,2,${input},4`,
        `q,1,2,3%,${input}`,
        input,
      ]) {
        const ms = bestOf(3, () => {
          try {
            parseGscCsv(header + row);
          } catch {
            // a refusal is fine: only the time matters here
          }
        });
        expect(ms, `GSC row ${JSON.stringify(row.slice(0, 20))}…`).toBeLessThan(LIMIT_MS);
      }
    }
  });
});

describe('hostile input through the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Warm the routes up once: the first request of a route compiles its code paths.
    await t.app.inject({
      method: 'POST',
      url: '/api/public/leads',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: { siteId: '00000000-0000-4000-8000-000000000000', name: 'Ada', email: 'a@b.co', ts: 0 },
    });
    await t.app.inject({ method: 'GET', url: '/s/warm-up/' });
  });
  afterAll(() => t.close());

  /**
   * Best of five injects, in ms of wall time; every answer must be a clear 4xx or a normal page,
   * never 5xx. Through the app a request also pays for routing, body parsing and a database
   * lookup, and shares the machine with the other test files, so the bound here is APP_LIMIT_MS;
   * the readers themselves are held to LIMIT_MS above and in leads-redos.test.ts (the quadratic
   * e-mail pattern cost ~600 ms here).
   */
  async function timeInject(opts: InjectOptions) {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const res = await t.app.inject(opts);
      best = Math.min(best, performance.now() - start);
      expect(res.statusCode, JSON.stringify(opts).slice(0, 80)).toBeLessThan(500);
    }
    return best;
  }

  it(`answers lead posts with 32 KB hostile fields in under ${APP_LIMIT_MS} ms`, async () => {
    const siteId = '00000000-0000-4000-8000-000000000000';
    for (const field of ['email', 'phone', 'zip', 'name', 'page', 'redirect', 'utm_source', 'key']) {
      // 30,000 characters: the body limit of the lead form is 32 KB, and the attack must reach the reader.
      for (const input of [`a@${'.'.repeat(30_000)}@`, ...GENERIC_ATTACKS.map((a) => a.slice(0, 30_000))]) {
        const ms = await timeInject({
          method: 'POST',
          url: '/api/public/leads',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          payload: { siteId, name: 'Ada', phone: '555 123 4567', ts: Date.now() - 60_000, [field]: input },
        });
        expect(ms, `lead field ${field}`).toBeLessThan(APP_LIMIT_MS);
      }
    }
  });

  it(`answers hostile Host headers and hosting paths in under ${APP_LIMIT_MS} ms`, async () => {
    for (const input of GENERIC_ATTACKS) {
      const host = input.slice(0, 8 * 1024);
      expect(await timeInject({ method: 'GET', url: '/', headers: { host } }), 'Host').toBeLessThan(
        APP_LIMIT_MS,
      );
      const path = encodeURIComponent(input.slice(0, 8 * 1024));
      for (const url of [`/s/${path}/`, `/s/abc/${path}`, `/preview/${path}/${path}/`]) {
        expect(await timeInject({ method: 'GET', url }), url.slice(0, 20)).toBeLessThan(APP_LIMIT_MS);
      }
    }
  });
});
