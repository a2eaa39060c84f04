import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldmineSpec } from '../../../../test/generator-fixtures';
import { buildSite, LlmError, LlmWriter } from './index';
import type { TokenUsage } from './types';

// A local stand-in for an OpenAI-compatible endpoint: echoes the draft with every paragraph
// prefixed, and reports fixed token usage per request.
let server: Server;
let baseUrl: string;
const seen: { auth?: string; model?: string; path?: string }[] = [];
let mode: 'ok' | 'garbage' | 'error' = 'ok';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw);
      seen.push({ auth: req.headers.authorization, model: body.model, path: req.url });
      if (mode === 'error') {
        res.writeHead(500).end('{}');
        return;
      }
      const prompt: string = body.messages[1].content;
      const draftLine = prompt.split('\n').at(-2)!;
      const draft = JSON.parse(draftLine);
      draft.intro = `LLM: ${draft.intro}`;
      for (const s of draft.sections) s.paragraphs = s.paragraphs.map((p: string) => `LLM: ${p} <i>`);
      const content =
        mode === 'garbage' ? 'Sure! Here is your page.' : `\`\`\`json\n${JSON.stringify(draft)}\n\`\`\``;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('LLM writer (OpenAI-compatible)', () => {
  it('writes the prose of content pages through the endpoint and meters tokens', async () => {
    mode = 'ok';
    seen.length = 0;
    const metered: TokenUsage[] = [];
    const writer = new LlmWriter({
      baseUrl,
      apiKey: 'k-1',
      model: 'fake-1',
      onUsage: (u) => metered.push(u),
    });
    const site = await buildSite(goldmineSpec(), { writer });
    const contentPages = site.pages.filter(
      (p) => !['/contact/', '/privacy/', '/terms/', '/thank-you/', '/404.html'].includes(p.path),
    );
    expect(seen[0]).toEqual({ auth: 'Bearer k-1', model: 'fake-1', path: '/v1/chat/completions' });
    expect(site.usage.requests).toBe(seen.length);
    expect(site.usage.requests).toBeGreaterThanOrEqual(contentPages.length);
    expect(site.usage.totalTokens).toBe(140 * site.usage.requests);
    expect(metered).toHaveLength(site.usage.requests);
    expect(site.writer).toBe('llm:fake-1');
    const home = String(site.files.get('index.html')?.body);
    expect(home).toContain('LLM: ');
    expect(home).toContain('&lt;i&gt;');
    expect(home).not.toContain('<i>');
    expect(String(site.files.get('privacy/index.html')?.body)).not.toContain('LLM: ');
  });

  it('fails clearly when the model answers without the JSON shape or with an error', async () => {
    mode = 'garbage';
    const writer = new LlmWriter({ baseUrl, model: 'fake-1' });
    await expect(buildSite(goldmineSpec(), { writer })).rejects.toBeInstanceOf(LlmError);
    expect(writer.usage().requests).toBe(1);
    mode = 'error';
    await expect(
      buildSite(goldmineSpec(), { writer: new LlmWriter({ baseUrl, model: 'fake-1' }) }),
    ).rejects.toThrow('500');
  });
});
