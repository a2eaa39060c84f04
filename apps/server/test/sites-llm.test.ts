import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { austinRoofing, user } from './sites-fixtures';

// The optional LLM writer, configured by LLM_BASE_URL / LLM_MODEL / LLM_API_KEY: a site generated
// through the API is written by the model (an OpenAI-compatible stand-in here), its tokens are stored
// on the version and metered as cost (LLM_USD_PER_1K_TOKENS) in provider_calls; a failing model is a
// clear 502 and a failed meter row.

let server: Server;
let t: TestApp;
let failing = false;
const auth: Array<string | undefined> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      auth.push(req.headers.authorization);
      if (failing) return res.writeHead(503).end('{}');
      const prompt: string = JSON.parse(raw).messages[1].content;
      const draft = JSON.parse(prompt.split('\n').at(-2)!);
      draft.intro = `Written by the model: ${draft.intro}`;
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
    LLM_API_KEY: 'sk-test-key',
    LLM_USD_PER_1K_TOKENS: 0.4,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

describe('sites written by the LLM writer', () => {
  it('writes the pages through the model, keeps its tokens on the version and meters them as cost', async () => {
    const me = await user(t.app);
    const res = await post(t.app, '/api/sites', { kind: 'goldmine', opportunityId: austinRoofing() }, me);
    expect(res.status).toBe(201);
    const [version] = await sqlRows(
      t.app,
      `select writer, usage from site_versions where site_id = '${res.body.data.id}'`,
    );
    expect(version.writer).toBe('llm:stand-in-1');
    expect(version.usage.requests).toBeGreaterThan(0);
    expect(version.usage.totalTokens).toBe(500 * version.usage.requests);
    expect(auth.every((a) => a === 'Bearer sk-test-key')).toBe(true);

    const calls = await sqlRows(
      t.app,
      `select provider_id, success, cost_usd, operation, site_id, tokens from provider_calls
        where team_id = (select team_id from sites where id = '${res.body.data.id}')`,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ provider_id: 'llm', success: true, site_id: res.body.data.id });
    expect(calls[0].tokens).toBe(version.usage.totalTokens);
    expect(version.usage.totalTokens).toBeGreaterThan(0);
    expect(Number(calls[0].cost_usd)).toBeCloseTo((version.usage.totalTokens / 1000) * 0.4, 6);
    expect(calls[0].operation).toContain('stand-in-1');
    const usage = await get(t.app, '/api/providers/usage', me);
    expect(
      usage.body.data.byProvider.find((p: { providerId: string }) => p.providerId === 'llm'),
    ).toBeTruthy();
  });

  it('answers 502 llm_error when the model fails, and meters the failure', async () => {
    const me = await user(t.app);
    failing = true;
    try {
      const res = await post(t.app, '/api/sites', { kind: 'goldmine', opportunityId: austinRoofing() }, me);
      expect(res.status).toBe(502);
      expect(res.body.error).toBe('llm_error');
      expect(res.body.message).toBe('The LLM writer (stand-in-1) failed: The model endpoint answered 503');
    } finally {
      failing = false;
    }
    const calls = await sqlRows(
      t.app,
      `select provider_id, success, error from provider_calls where provider_id = 'llm' and not success`,
    );
    expect(calls).toEqual([{ provider_id: 'llm', success: false, error: 'The model endpoint answered 503' }]);
  });

  it('writes a content generator draft through the model when asked for, and meters it', async () => {
    const me = await user(t.app);
    const res = await post(
      t.app,
      '/api/content-generator/drafts',
      { keyword: 'roof repair', placeId: austinRoofing().split('~')[1], writer: 'llm' },
      me,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.writer).toBe('stand-in-1');
    expect(res.body.data.intro).toMatch(/^Written by the model: /);
    const calls = await sqlRows(
      t.app,
      `select provider_id, success from provider_calls
        where team_id = (select team_id from content_drafts where id = '${res.body.data.id}')`,
    );
    expect(calls).toEqual([{ provider_id: 'llm', success: true }]);
  });
});
