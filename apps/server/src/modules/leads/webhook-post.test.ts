import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateTargetError, publicOnlyLookup } from '../../lib/net-guard';
import { postWebhook } from './webhook-post';

// The connect-time check: the address the webhook connects to is checked, not only the address an
// earlier lookup answered (DNS rebinding).

let server: Server;
let port: number;
const received: Array<{ body: string; signature: string | undefined }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ body, signature: req.headers['x-signature'] as string | undefined });
      if (req.url === '/slow') return; // never answers
      res.statusCode = req.url === '/gone' ? 410 : 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const post = (path: string, publicOnly: boolean, host = 'localhost', timeoutMs = 5_000) =>
  postWebhook({
    url: `http://${host}:${port}${path}`,
    body: '{"event":"lead.created"}',
    headers: { 'content-type': 'application/json', 'x-signature': 'sig' },
    timeoutMs,
    publicOnly,
  });

describe('webhook POST', () => {
  it('the lookup refuses a name that resolves to a private or local address', async () => {
    const err = await new Promise<Error | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(err).toBeInstanceOf(PrivateTargetError);
    expect(err?.message).toMatch(/localhost resolved to a private or local address/);
  });

  it('public only: never connects to a name that resolves to the loopback', async () => {
    const before = received.length;
    await expect(post('/hook', true)).rejects.toThrow(/private or local address/);
    expect(received.length).toBe(before);
  });

  it('private allowed: delivers the body and headers and answers the status', async () => {
    const before = received.length;
    expect(await post('/hook', false)).toBe(204);
    expect(received.slice(before)).toEqual([{ body: '{"event":"lead.created"}', signature: 'sig' }]);
    expect(await post('/gone', false, '127.0.0.1')).toBe(410);
  });

  it('gives up after the timeout', async () => {
    await expect(post('/slow', false, '127.0.0.1', 300)).rejects.toMatchObject({
      name: expect.stringMatching(/AbortError|TimeoutError/),
    });
  });
});
