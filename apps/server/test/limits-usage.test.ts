import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createListeningTestApp,
  createTestApp,
  get,
  type ListeningTestApp,
  post,
  sqlRows,
  type TestApp,
} from './helpers';
import { austinRoofing, user } from './sites-fixtures';

// Usage limits counted over time (modules/limits, docs/limits.md): demo loads per UTC day
// (LIMIT_DEMO_RUNS_PER_DAY) and the LLM writer's spend per UTC month (LIMIT_LLM_USD_PER_MONTH),
// each refused with a 429 naming the limit and the number, per team.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const limitOf = async (app: TestApp['app'], token: string, key: string) => {
  const res = await get(app, '/api/limits', token);
  expect(res.status).toBe(200);
  return res.body.data.limits.find((l: { key: string }) => l.key === key);
};

describe('demo loads per day (LIMIT_DEMO_RUNS_PER_DAY)', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({ LIMIT_DEMO_RUNS_PER_DAY: 1 });
  }, 60_000);
  afterAll(async () => t?.close());

  const removeDemo = async (token: string) => {
    const res = await call(t.app, {
      method: 'DELETE',
      url: '/api/demo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    for (let i = 0; i < 40 && (await get(t.app, '/api/demo', token)).body.data.status !== 'none'; i++) {
      await sleep(250);
    }
  };

  it('counts each load of the team; once the day is used up a load is a 429; another team loads', async () => {
    const a = await user(t.app);
    const b = await user(t.app);
    expect(await limitOf(t.app, a, 'demoRunsPerDay')).toMatchObject({ limit: 1, used: 0, window: 'day' });
    expect((await post(t.app, '/api/demo', undefined, a)).status).toBe(202);
    expect((await limitOf(t.app, a, 'demoRunsPerDay')).used).toBe(1);
    await removeDemo(a); // removing the portfolio does not give the load back

    const again = await post(t.app, '/api/demo', undefined, a);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      error: 'limit_reached',
      details: { limit: 'demoRunsPerDay', setting: 'LIMIT_DEMO_RUNS_PER_DAY', value: 1, used: 1 },
    });
    expect(again.body.message).toMatch(
      /^This team has loaded the demo portfolio once today, the daily limit\. Try again after .* UTC or raise LIMIT_DEMO_RUNS_PER_DAY\.$/,
    );
    expect((await get(t.app, '/api/demo', a)).body.data.status).toBe('none');
    expect((await limitOf(t.app, a, 'demoRunsPerDay')).used).toBe(1);

    expect((await limitOf(t.app, b, 'demoRunsPerDay')).used).toBe(0);
    expect((await post(t.app, '/api/demo', undefined, b)).status).toBe(202);
    await removeDemo(b);
  }, 60_000);

  it("a counter left from an earlier day is not today's", async () => {
    const c = await user(t.app);
    const me = (await get(t.app, '/api/auth/me', c)).body.data.id;
    const [{ team_id: teamId }] = await sqlRows(
      t.app,
      `select team_id from team_members where user_id = '${me}' limit 1`,
    );
    await sqlRows(
      t.app,
      `insert into app_settings (key, value) values ('limits:demo-runs:${teamId}:2000-01-01', '7')`,
    );
    expect((await limitOf(t.app, c, 'demoRunsPerDay')).used).toBe(0);
    expect((await post(t.app, '/api/demo', undefined, c)).status).toBe(202);
    const keys = await sqlRows(
      t.app,
      `select key, value from app_settings where key like 'limits:demo-runs:${teamId}:%'`,
    );
    expect(keys).toHaveLength(1); // the old day's counter is dropped
    expect(keys[0].value).toBe('1');
    await removeDemo(c);
  }, 60_000);
});

describe('LLM writer spend per month (LIMIT_LLM_USD_PER_MONTH)', () => {
  let server: Server;
  let t: TestApp;
  let requests = 0;

  beforeAll(async () => {
    // An OpenAI-compatible stand-in: 500 tokens a request; at $1 per 1,000 a build costs dollars.
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        requests++;
        const prompt: string = JSON.parse(raw).messages[1].content;
        const draft = JSON.parse(prompt.split('\n').at(-2)!);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: JSON.stringify(draft) } }],
            usage: { prompt_tokens: 300, completion_tokens: 200, total_tokens: 500 },
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t = await createTestApp({
      LLM_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      LLM_MODEL: 'stand-in-1',
      LLM_USD_PER_1K_TOKENS: 1,
      LIMIT_LLM_USD_PER_MONTH: '1.5',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => server.close(r));
  });

  const teamSpend = async (siteId: string) => {
    const [row] = await sqlRows(
      t.app,
      `select coalesce(sum(cost_usd), 0) as usd from provider_calls
        where provider_id = 'llm' and team_id = (select team_id from sites where id = '${siteId}')`,
    );
    return Number(row.usd);
  };

  it('builds while the month is under the limit, then answers 429 before calling the model', async () => {
    const a = await user(t.app);
    const first = await post(t.app, '/api/sites', { kind: 'goldmine', opportunityId: austinRoofing() }, a);
    expect(first.status).toBe(201);
    const spent = await teamSpend(first.body.data.id);
    expect(spent).toBeGreaterThanOrEqual(1.5); // one build went over: the next one is refused
    const llm = await limitOf(t.app, a, 'llmUsdPerMonth');
    expect(llm).toMatchObject({ limit: 1.5, window: 'month', applies: true });
    expect(llm.used).toBeCloseTo(spent, 6);
    const now = new Date();
    expect(llm.resetsAt).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    );

    const before = requests;
    const refused = await post(t.app, `/api/sites/${first.body.data.id}/generate`, {}, a);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: 'limit_reached',
      details: { limit: 'llmUsdPerMonth', setting: 'LIMIT_LLM_USD_PER_MONTH', value: 1.5 },
    });
    expect(refused.body.message).toBe(
      `This team's builds with the LLM writer have cost $${spent.toFixed(2)} this month, the monthly limit is $1.50. Try again after ${llm.resetsAt.slice(0, 10)} 00:00 UTC or raise LIMIT_LLM_USD_PER_MONTH.`,
    );
    expect(requests).toBe(before); // the model was not called
    expect(
      (await post(t.app, '/api/sites', { kind: 'goldmine', opportunityId: austinRoofing() }, a)).status,
    ).toBe(429);

    // Another team's spend is its own.
    const b = await user(t.app);
    expect((await limitOf(t.app, b, 'llmUsdPerMonth')).used).toBe(0);
    const other = await post(t.app, '/api/sites', { kind: 'goldmine', opportunityId: austinRoofing() }, b);
    expect(other.status).toBe(201);
  }, 60_000);
});
