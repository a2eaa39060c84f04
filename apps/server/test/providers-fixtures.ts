import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers';

// The providers tests' stand-ins (no test reaches the internet) and calls: the Census County Business
// Patterns API and DataForSEO's search volume endpoint on loopback, answering in the real APIs' formats.

export const CENSUS_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
export const DFS_KEY = 'robot@example.com:s3cret-pass';

export interface FakeCounty {
  state: string;
  county: string;
  name: string;
  estab: number;
}

/** A stand-in for api.census.gov/data/{year}/cbp answering as the real one does. */
export function fakeCensus() {
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
export function fakeDataForSeo() {
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

export type FakeCensus = ReturnType<typeof fakeCensus>;
export type FakeDataForSeo = ReturnType<typeof fakeDataForSeo>;

/** Starts the fakes and an app whose providers call them. */
/**
 * The suite of a providers test file: one app whose Census and DataForSEO providers point at the
 * stand-ins (started before the file's tests, closed after), both set back to 'ok' before each test.
 */
export function fakeProvidersSuite() {
  const census = fakeCensus();
  const dfs = fakeDataForSeo();
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp();
    started.app.services.providers.registry.setBaseUrl('census-cbp', await census.start());
    started.app.services.providers.registry.setBaseUrl('dataforseo', await dfs.start());
  });
  afterAll(async () => {
    await started?.close();
    await census.close();
    await dfs.close();
  });
  beforeEach(() => {
    census.state.mode = 'ok';
    dfs.state.mode = 'ok';
  });
  return {
    census,
    dfs,
    get app(): FastifyInstance {
      if (!started) throw new Error('the providers suite has not started');
      return started.app;
    },
  };
}

export const put = (app: FastifyInstance, url: string, payload: unknown, token?: string) =>
  call(app, {
    method: 'PUT',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
export const del = (app: FastifyInstance, url: string, token?: string) =>
  call(app, { method: 'DELETE', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
