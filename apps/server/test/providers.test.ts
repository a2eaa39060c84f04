import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SealingKeys, sealingKey } from '../src/config/sealing-key';
import { createKeyBox } from '../src/lib/key-box';
import { periodStarts } from '../src/lib/periods';
import { createMeter } from '../src/modules/metering/meter';
import { ProviderCallError } from '../src/modules/providers/provider.types';
import { call, createTestApp, get, post, register, sqlRows, type TestApp } from './helpers';

// Providers: keys sealed at rest and never returned, every call metered (success and failure, cost,
// duration), scraperStats read from the meter's rows, and the Census County Business Patterns provider
// against a local server that answers in the real API's format (no test reaches the internet).

const CENSUS_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const DFS_KEY = 'robot@example.com:s3cret-pass';

interface FakeCounty {
  state: string;
  county: string;
  name: string;
  estab: number;
}

/** A stand-in for api.census.gov/data/{year}/cbp answering as the real one does. */
function fakeCensus() {
  const requests: URL[] = [];
  const state = { counties: [] as FakeCounty[], mode: 'ok' as 'ok' | 'bad-key' | 'error' | 'slow' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (!/^\/data\/\d{4}\/cbp$/.test(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not Found</body></html>');
      return;
    }
    if (state.mode === 'bad-key' || url.searchParams.get('key') !== CENSUS_KEY) {
      res
        .writeHead(200, { 'content-type': 'text/html;charset=utf-8' })
        .end('<html><head><title>Invalid Key</title></head><body><p>Invalid Key</p></body></html>');
      return;
    }
    if (state.mode === 'error') {
      res.writeHead(400, { 'content-type': 'text/plain' }).end("error: unknown variable 'NAICS2017X'");
      return;
    }
    const get = (url.searchParams.get('get') ?? '').split(',');
    const [, forCounty] = (url.searchParams.get('for') ?? '').split(':');
    const [, inState] = (url.searchParams.get('in') ?? '').split(':');
    const naics = url.searchParams.get('NAICS2017') ?? '';
    const rows = state.counties.filter(
      (c) => c.state === inState && (forCounty === '*' || c.county === forCounty),
    );
    if (rows.length === 0) {
      res.writeHead(204).end();
      return;
    }
    const label = 'Plumbing, heating, and air-conditioning contractors';
    const header = [...get, 'NAICS2017', 'LFO', 'EMPSZES', 'state', 'county'];
    const body = [
      header,
      ...rows.map((c) => [
        ...get.map((g) => (g === 'ESTAB' ? String(c.estab) : g === 'NAME' ? c.name : label)),
        naics,
        '001',
        '001',
        c.state,
        c.county,
      ]),
    ];
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
  });
  return {
    requests,
    state,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A stand-in for DataForSEO's Google Ads search volume (live) endpoint, in its response format. */
function fakeDataForSeo() {
  const bodies: unknown[] = [];
  const state = { volumes: {} as Record<string, number>, mode: 'ok' as 'ok' | 'no-money' };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const expected = `Basic ${Buffer.from(DFS_KEY).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        json(401, {
          version: '0.1.20240801',
          status_code: 40100,
          status_message: 'You are not authorized.',
          cost: 0,
          tasks: null,
        });
        return;
      }
      if (req.url !== '/v3/keywords_data/google_ads/search_volume/live') {
        json(404, { status_code: 40400, status_message: 'Not Found.', cost: 0 });
        return;
      }
      const tasks = JSON.parse(raw) as Array<{
        keywords: string[];
        location_name: string;
        language_code: string;
      }>;
      bodies.push(tasks);
      if (state.mode === 'no-money') {
        json(402, {
          version: '0.1.20240801',
          status_code: 40200,
          status_message: 'Payment Required.',
          cost: 0,
        });
        return;
      }
      const task = tasks[0];
      json(200, {
        version: '0.1.20240801',
        status_code: 20000,
        status_message: 'Ok.',
        time: '2.1 sec.',
        cost: 0.075,
        tasks_count: 1,
        tasks_error: 0,
        tasks: [
          {
            id: '11221102-1535-0367-0000-3c4f2b8f1e51',
            status_code: 20000,
            status_message: 'Ok.',
            time: '2.0 sec.',
            cost: 0.075,
            result_count: task.keywords.length,
            path: ['v3', 'keywords_data', 'google_ads', 'search_volume', 'live'],
            data: { api: 'keywords_data', function: 'search_volume', se: 'google_ads', ...task },
            result: task.keywords.map((keyword) => ({
              keyword,
              spell: null,
              location_code: 1013962,
              language_code: 'en',
              search_partners: false,
              competition: 'HIGH',
              competition_index: 90,
              search_volume: state.volumes[keyword] ?? null,
              low_top_of_page_bid: 8.5,
              high_top_of_page_bid: 31.2,
              cpc: 19.4,
              monthly_searches: [{ year: 2026, month: 10, search_volume: state.volumes[keyword] ?? 0 }],
            })),
          },
        ],
      });
    });
  });
  return {
    bodies,
    state,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
const census = fakeCensus();
const dfs = fakeDataForSeo();

beforeAll(async () => {
  t = await createTestApp();
  t.app.services.providers.registry.setBaseUrl('census-cbp', await census.start());
  t.app.services.providers.registry.setBaseUrl('dataforseo', await dfs.start());
});
afterAll(async () => {
  await t.close();
  await census.close();
  await dfs.close();
});
beforeEach(() => {
  census.state.mode = 'ok';
  dfs.state.mode = 'ok';
});

const put = (url: string, payload: unknown, token?: string) =>
  call(t.app, {
    method: 'PUT',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const del = (url: string, token?: string) =>
  call(t.app, { method: 'DELETE', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('provider keys', () => {
  it('lists the providers, none configured at first', async () => {
    const a = await register(t.app);
    const res = await get(t.app, '/api/providers', a.tokens.accessToken);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.data.map((p: { id: string }) => [p.id, p]));
    expect(byId['census-cbp']).toMatchObject({ kind: 'business-counts', configured: false, costPerCall: 0 });
    expect(byId.dataforseo).toMatchObject({ kind: 'keyword-volume', alsoKinds: ['serp'], configured: false });
    expect(byId['census-cbp'].alsoKinds).toEqual([]);
    expect(byId.dataforseo.costPerCall).toBeGreaterThan(0);
    expect(byId['census-cbp'].docsUrl).toMatch(/^https:\/\/www\.census\.gov\//);
  });

  it('stores a key sealed, never answers it, and forgets it on delete', async () => {
    const a = await register(t.app);
    const saved = await put('/api/providers/census-cbp', { apiKey: CENSUS_KEY }, a.tokens.accessToken);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: 'census-cbp', configured: true });
    expect(JSON.stringify(saved.body)).not.toContain(CENSUS_KEY);

    const list = await get(t.app, '/api/providers', a.tokens.accessToken);
    expect(JSON.stringify(list.body)).not.toContain(CENSUS_KEY);
    expect(list.body.data.find((p: { id: string }) => p.id === 'census-cbp').configured).toBe(true);

    const rows = await sqlRows(t.app, 'select key_ciphertext from provider_credentials');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.key_ciphertext).not.toContain(CENSUS_KEY);
      expect(r.key_ciphertext).toMatch(new RegExp(`^v2\\.${t.app.config.sealing.current.id}\\.`));
    }

    // Another user (another team) does not see it as configured.
    const b = await register(t.app);
    const other = await get(t.app, '/api/providers', b.tokens.accessToken);
    expect(other.body.data.find((p: { id: string }) => p.id === 'census-cbp').configured).toBe(false);
    expect((await del('/api/providers/census-cbp', b.tokens.accessToken)).status).toBe(404);

    expect((await del('/api/providers/census-cbp', a.tokens.accessToken)).status).toBe(200);
    const after = await get(t.app, '/api/providers', a.tokens.accessToken);
    expect(after.body.data.find((p: { id: string }) => p.id === 'census-cbp').configured).toBe(false);
  });

  it('rejects keys of the wrong shape and unknown providers with clear messages', async () => {
    const a = await register(t.app);
    const bad = await put('/api/providers/dataforseo', { apiKey: 'no-colon-here' }, a.tokens.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/apiKey/);
    const empty = await put('/api/providers/census-cbp', { apiKey: '  ' }, a.tokens.accessToken);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/apiKey/);
    const missing = await put('/api/providers/census-cbp', {}, a.tokens.accessToken);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/apiKey/);
    const unknown = await put('/api/providers/nope', { apiKey: CENSUS_KEY }, a.tokens.accessToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Provider not found');
    const ok = await put('/api/providers/dataforseo', { apiKey: DFS_KEY }, a.tokens.accessToken);
    expect(ok.status).toBe(200);
    expect(JSON.stringify(ok.body)).not.toContain('s3cret-pass');
  });

  it('needs a signed-in caller', async () => {
    expect((await get(t.app, '/api/providers')).status).toBe(401);
    expect((await get(t.app, '/api/providers/usage')).status).toBe(401);
    expect((await put('/api/providers/census-cbp', { apiKey: CENSUS_KEY })).status).toBe(401);
    expect((await del('/api/providers/census-cbp')).status).toBe(401);
    expect((await post(t.app, '/api/providers/census-cbp/refresh', { opportunityId: 'x' })).status).toBe(401);
  });
});

describe('key box', () => {
  it('seals with AES-256-GCM bound to its row, and refuses other secrets or rows', () => {
    const box = createKeyBox(new SealingKeys(sealingKey(Buffer.alloc(32, 's'))));
    const sealed = box.seal('my-key', 'team-1/census-cbp');
    expect(sealed).not.toContain('my-key');
    expect(box.open(sealed, 'team-1/census-cbp')).toBe('my-key');
    expect(box.open(sealed, 'team-2/census-cbp')).toBeNull();
    expect(
      createKeyBox(new SealingKeys(sealingKey(Buffer.alloc(32, 't')))).open(sealed, 'team-1/census-cbp'),
    ).toBeNull();
    expect(box.seal('my-key', 'team-1/census-cbp')).not.toBe(sealed); // fresh IV each time
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(box.open(tampered, 'team-1/census-cbp')).toBeNull();
  });
});

describe('meter', () => {
  async function teamOf(userId: string): Promise<string> {
    const [row] = await sqlRows(t.app, `select team_id from team_members where user_id = '${userId}'`);
    return row.team_id;
  }

  it('with no calls every figure is 0 and lastUsed is null', async () => {
    const a = await register(t.app);
    const res = await get(t.app, '/api/providers/usage', a.tokens.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data.scraperStats).toEqual({
      totalCalls: 0,
      successRate: 0,
      costPerCall: 0,
      monthlySpend: 0,
      dailySpend: 0,
      avgResponseTime: 0,
      lastUsed: null,
    });
    expect(res.body.data.byProvider).toEqual([]);
  });

  it('records success and failure with duration, cost and status, and blanks secrets', async () => {
    const a = await register(t.app);
    const teamId = await teamOf(a.user.id);
    const meter = createMeter(t.app.db, t.app.log);
    const scope = { teamId, userId: a.user.id };
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

    const ok = await meter.call(scope, { id: 'dataforseo' }, 'keyword-volume:plumbing', async () => {
      await wait(30);
      return { measurements: [], costUsd: 0.075, status: 200 };
    });
    expect(ok.costUsd).toBe(0.075);
    await expect(
      meter.call(
        scope,
        { id: 'dataforseo' },
        'keyword-volume:plumbing',
        async () => {
          await wait(10);
          throw new ProviderCallError('Bad key SECRET-123 refused', 401, 0.01);
        },
        ['SECRET-123'],
      ),
    ).rejects.toThrow(ProviderCallError);
    await expect(
      meter.call(scope, { id: 'census-cbp' }, 'business-counts:plumbing', async () => {
        throw new TypeError('fetch failed');
      }),
    ).rejects.toThrow('fetch failed');

    const rows = await sqlRows(
      t.app,
      `select provider_id, operation, success, status, cost_usd::float8 as cost, duration_ms, error
       from provider_calls where team_id = '${teamId}' order by created_at`,
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      provider_id: 'dataforseo',
      success: true,
      status: 200,
      cost: 0.075,
      error: null,
    });
    expect(rows[0].duration_ms).toBeGreaterThanOrEqual(25);
    expect(rows[1]).toMatchObject({ success: false, status: 401, cost: 0.01 });
    expect(rows[1].error).toBe('Bad key *** refused');
    expect(rows[1].duration_ms).toBeGreaterThanOrEqual(5);
    expect(rows[2]).toMatchObject({ provider_id: 'census-cbp', success: false, status: null, cost: 0 });
    expect(rows[2].error).toMatch(/fetch failed/);

    const usage = (await get(t.app, '/api/providers/usage', a.tokens.accessToken)).body.data;
    const s = usage.scraperStats;
    expect(s.totalCalls).toBe(3);
    expect(s.successRate).toBe(33.3);
    expect(s.costPerCall).toBeCloseTo(0.085 / 3, 6);
    expect(s.monthlySpend).toBeCloseTo(0.085, 6);
    expect(s.dailySpend).toBeCloseTo(0.085, 6);
    const avg = Math.round(rows.reduce((sum, r) => sum + r.duration_ms, 0) / 3);
    expect(s.avgResponseTime).toBe(avg);
    expect(Date.parse(s.lastUsed)).toBeGreaterThan(Date.now() - 60_000);
    const dfs = usage.byProvider.find((p: { providerId: string }) => p.providerId === 'dataforseo');
    expect(dfs).toMatchObject({ totalCalls: 2, successes: 1, failures: 1, successRate: 50 });
    expect(dfs.name).toMatch(/DataForSEO/);
  });

  it('counts spend by calendar month and day (UTC) from the rows', async () => {
    const a = await register(t.app);
    const teamId = await teamOf(a.user.id);
    const { monthStart, dayStart } = periodStarts(new Date());
    const insert = (at: Date, cost: number, success = true) =>
      sqlRows(
        t.app,
        `insert into provider_calls (team_id, user_id, provider_id, operation, success, status, cost_usd, duration_ms, created_at)
         values ('${teamId}', '${a.user.id}', 'dataforseo', 'keyword-volume:test', ${success}, 200, ${cost}, 100, '${at.toISOString()}')`,
      );
    await insert(new Date(monthStart.getTime() - 3_600_000), 1); // last month
    await insert(new Date(Math.max(monthStart.getTime(), dayStart.getTime() - 3_600_000)), 2); // this month, maybe yesterday
    await insert(new Date(dayStart.getTime() + 1000), 4, false); // today
    const s = (await get(t.app, '/api/providers/usage', a.tokens.accessToken)).body.data.scraperStats;
    expect(s.totalCalls).toBe(3);
    expect(s.monthlySpend).toBe(6);
    const yesterdayInMonth = dayStart.getTime() - 3_600_000 >= monthStart.getTime();
    expect(s.dailySpend).toBe(yesterdayInMonth ? 4 : 6);
    expect(s.costPerCall).toBeCloseTo(7 / 3, 6);
    expect(s.successRate).toBe(66.7);
    expect(s.avgResponseTime).toBe(100);
    expect(s.lastUsed).toBe(new Date(dayStart.getTime() + 1000).toISOString());

    // Another team's figures are untouched by these rows.
    const b = await register(t.app);
    const other = (await get(t.app, '/api/providers/usage', b.tokens.accessToken)).body.data.scraperStats;
    expect(other.totalCalls).toBe(0);
  });
});

describe('refreshing a market through a provider', () => {
  const PASADENA_PLUMBING = 'plumbing~5381396'; // Pasadena, Los Angeles County (06037), CA
  const LA = { state: '06', county: '037', name: 'Los Angeles County, California', estab: 2250 };
  const ORANGE = { state: '06', county: '059', name: 'Orange County, California', estab: 900 };

  const opportunity = async (token: string, id = PASADENA_PLUMBING) =>
    (await get(t.app, `/api/payout-data/opportunities/${id}`, token)).body.data;

  it('Census CBP: counts the county businesses, stores the measurement and re-scores for the team only', async () => {
    census.state.counties = [LA, ORANGE];
    const a = await register(t.app);
    const b = await register(t.app);
    const token = a.tokens.accessToken;
    await put('/api/providers/census-cbp', { apiKey: CENSUS_KEY }, token);
    const before = (await opportunity(token)).opportunity;
    expect(before).toMatchObject({ confidence: 0, estimate: true });

    census.requests.length = 0;
    const res = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // The request the real API documents: county and state FIPS, NAICS 2017 code, totals, the key.
    expect(census.requests).toHaveLength(1);
    const sent = census.requests[0];
    expect(sent.pathname).toBe('/data/2021/cbp');
    expect(sent.searchParams.get('for')).toBe('county:037');
    expect(sent.searchParams.get('in')).toBe('state:06');
    expect(sent.searchParams.get('NAICS2017')).toBe('238220');
    expect(sent.searchParams.get('get')).toContain('ESTAB');
    expect(sent.searchParams.get('key')).toBe(CENSUS_KEY);

    const [m] = res.body.data.measurements;
    expect(m.kind).toBe('businessCount');
    expect(m.value).toBeGreaterThan(0);
    expect(m.value).toBeLessThan(LA.estab); // Pasadena's share of the county
    expect(m.source).toMatch(
      /Census CBP 2021: 2,250 NAICS 238220 establishments in Los Angeles County, California/,
    );
    expect(m.source).toMatch(/apportioned to Pasadena/);
    expect(res.body.data.costUsd).toBe(0);
    expect(res.body.data.opportunity).toMatchObject({
      id: PASADENA_PLUMBING,
      confidence: 0.4,
      estimate: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(CENSUS_KEY);

    const after = await opportunity(token);
    expect(after.opportunity.confidence).toBe(0.4);
    expect(after.opportunity.competition).not.toBe(before.competition);
    expect(JSON.stringify(after.derivation)).toMatch(/Census CBP 2021/);
    const note = (await get(t.app, '/api/payout-data/search?limit=1', token)).body.data.dataNote;
    expect(note).toMatch(/1 market with provider measurements/);

    // Another team still sees the estimate.
    expect((await opportunity(b.tokens.accessToken)).opportunity).toMatchObject({
      confidence: 0,
      competition: before.competition,
    });

    const stored = await sqlRows(
      t.app,
      `select kind, value::float8 as value, provider_id from market_measurements where opportunity_id = '${PASADENA_PLUMBING}'`,
    );
    expect(stored).toEqual([{ kind: 'businessCount', value: m.value, provider_id: 'census-cbp' }]);

    const usage = (await get(t.app, '/api/providers/usage', token)).body.data;
    expect(usage.scraperStats).toMatchObject({
      totalCalls: 1,
      successRate: 100,
      costPerCall: 0,
      monthlySpend: 0,
    });
    expect(usage.scraperStats.lastUsed).not.toBeNull();
    const quick = (await get(t.app, '/api/quick-dominator/opportunities?limit=1', token)).body.data
      .scraperStats;
    expect(quick).toEqual(usage.scraperStats);
  });

  it('Census CBP: a county with none on record measures 0 (the API answers 204)', async () => {
    census.state.counties = [ORANGE];
    const a = await register(t.app);
    await put('/api/providers/census-cbp', { apiKey: CENSUS_KEY }, a.tokens.accessToken);
    const res = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: PASADENA_PLUMBING },
      a.tokens.accessToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.measurements[0]).toMatchObject({ kind: 'businessCount', value: 0 });
  });

  it('failures are metered, answered 502 with the reason, and store nothing', async () => {
    census.state.counties = [LA];
    const a = await register(t.app);
    const token = a.tokens.accessToken;
    await put('/api/providers/census-cbp', { apiKey: CENSUS_KEY }, token);

    census.state.mode = 'bad-key';
    const badKey = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(badKey.status).toBe(502);
    expect(badKey.body).toMatchObject({ success: false, error: 'provider_error' });
    expect(badKey.body.message).toMatch(/did not answer JSON \(is the key valid\?\)/);

    census.state.mode = 'error';
    const broken = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(broken.status).toBe(502);
    expect(broken.body.message).toMatch(/Census API answered 400: error: unknown variable/);

    const [{ team_id: teamId }] = await sqlRows(
      t.app,
      `select team_id from team_members where user_id = '${a.user.id}'`,
    );
    const calls = await sqlRows(
      t.app,
      `select success, status, error, duration_ms from provider_calls where team_id = '${teamId}' order by created_at`,
    );
    expect(calls.map((c) => [c.success, c.status])).toEqual([
      [false, 200],
      [false, 400],
    ]);
    for (const c of calls) {
      expect(c.error).toMatch(/\w/);
      expect(c.error).not.toContain(CENSUS_KEY);
      expect(c.duration_ms).toBeGreaterThanOrEqual(0);
    }
    const stored = await sqlRows(t.app, `select 1 from market_measurements where team_id = '${teamId}'`);
    expect(stored).toEqual([]);
    const stats = (await get(t.app, '/api/providers/usage', token)).body.data.scraperStats;
    expect(stats).toMatchObject({ totalCalls: 2, successRate: 0 });
  });

  it('refuses without a key, for unknown markets and providers, without calling anyone', async () => {
    const a = await register(t.app);
    const token = a.tokens.accessToken;
    census.requests.length = 0;
    const noKey = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(noKey.status).toBe(400);
    expect(noKey.body.error).toBe('provider_not_configured');
    await put('/api/providers/census-cbp', { apiKey: CENSUS_KEY }, token);
    const unknown = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: 'plumbing~0' },
      token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Opportunity not found');
    const noProvider = await post(
      t.app,
      '/api/providers/oracle/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(noProvider.status).toBe(404);
    const noBody = await post(t.app, '/api/providers/census-cbp/refresh', {}, token);
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toMatch(/^opportunityId/);
    expect(census.requests).toHaveLength(0);
    expect((await get(t.app, '/api/providers/usage', token)).body.data.scraperStats.totalCalls).toBe(0);
  });

  it('DataForSEO: measured search volume replaces the estimate, and its cost is metered', async () => {
    const a = await register(t.app);
    const token = a.tokens.accessToken;
    await put('/api/providers/dataforseo', { apiKey: DFS_KEY }, token);
    const verticals = (await get(t.app, '/api/payout-data/verticals', token)).body.data;
    const keywords: string[] = verticals.find((v: { slug: string }) => v.slug === 'plumbing').keywords;
    dfs.state.volumes = Object.fromEntries(keywords.map((k, i) => [k.toLowerCase(), 100 * (i + 1)]));
    const expected = keywords.slice(0, 20).reduce((sum, _k, i) => sum + 100 * (i + 1), 0);

    const res = await post(
      t.app,
      '/api/providers/dataforseo/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = dfs.bodies.at(-1) as Array<{
      keywords: string[];
      location_name: string;
      language_code: string;
    }>;
    expect(sent[0].location_name).toBe('Pasadena,California,United States');
    expect(sent[0].language_code).toBe('en');
    expect(res.body.data.measurements[0]).toMatchObject({ kind: 'monthlySearches', value: expected });
    expect(res.body.data.costUsd).toBe(0.075);
    expect(res.body.data.opportunity).toMatchObject({ monthlySearches: expected, confidence: 0.6 });

    dfs.state.mode = 'no-money';
    const failed = await post(
      t.app,
      '/api/providers/dataforseo/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/Payment Required/);
    const stats = (await get(t.app, '/api/providers/usage', token)).body.data.scraperStats;
    expect(stats).toMatchObject({ totalCalls: 2, successRate: 50, monthlySpend: 0.075, dailySpend: 0.075 });
    expect(stats.costPerCall).toBeCloseTo(0.0375, 6);
    // The measurement from the successful call stays.
    expect((await opportunity(token)).opportunity.monthlySearches).toBe(expected);
  });
});
