import { io as connectIo } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { originRule, parseCorsOrigins } from '../src/config/cors-origins';
import { EnvError, loadEnv } from '../src/config/env';
import { handshakeOriginAllowed } from '../src/modules/realtime/index';
import { call, createListeningTestApp, type ListeningTestApp, type Registered, register } from './helpers';
import type { ClientSocket } from './realtime-fixtures';

// CORS and realtime handshake origins (docs/operations.md, "Origins"): PUBLIC_URL, CORS_ORIGINS, and
// local hosts only in development. The public lead endpoints keep their own rule (leads tests).

const LISTED = 'https://admin.example.com';
const FOREIGN = 'https://evil.example';

describe('CORS_ORIGINS values', () => {
  it('reads exact origins (a trailing slash is dropped, hosts are lower-cased)', () => {
    expect(parseCorsOrigins(undefined)).toEqual({ value: [] });
    expect(parseCorsOrigins(' ')).toEqual({ value: [] });
    expect(parseCorsOrigins('https://App.Example.com/, http://localhost:5173')).toEqual({
      value: ['https://app.example.com', 'http://localhost:5173'],
    });
  });

  it.each([
    ['https://app.example.com/admin', 'not a bare origin (write https://app.example.com)'],
    ['*', '"*" is not a URL'],
    ['null', '"null" is not a URL'],
    ['ftp://files.example.com', 'is not http or https'],
    ['https://a.example,,https://b.example', 'an entry is empty'],
    ['https://user:pw@a.example', 'not a bare origin'],
  ])('refuses %j at boot with a readable message', (raw, message) => {
    let error: unknown;
    try {
      loadEnv({ NODE_ENV: 'test', CORS_ORIGINS: raw });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).message).toContain('CORS_ORIGINS: ');
    expect((error as EnvError).message).toContain(message);
  });

  it('allows local hosts on any port only in development (or when listed)', () => {
    const rule = (NODE_ENV: 'development' | 'production' | 'test', CORS_ORIGINS: string[] = []) =>
      originRule({ PUBLIC_URL: 'https://seo.example.com', CORS_ORIGINS, NODE_ENV });
    for (const local of ['http://localhost:5173', 'http://127.0.0.1:4000', 'http://[::1]:5173']) {
      expect(rule('development')(local)).toBe(true);
      expect(rule('production')(local)).toBe(false);
      expect(rule('test')(local)).toBe(false);
    }
    expect(rule('production', ['http://localhost:5173'])('http://localhost:5173')).toBe(true);
    expect(rule('production')('https://seo.example.com')).toBe(true);
    expect(rule('production')(undefined)).toBe(true); // no Origin: not a cross-origin call
    for (const bad of ['null', '', 'https://seo.example.com.evil.example', 'http://seo.example.com']) {
      expect(rule('development')(bad), bad).toBe(false);
    }
  });
});

describe('handshake origin check', () => {
  const none = () => false;
  const allowed = (origin: string | undefined, host?: string) =>
    handshakeOriginAllowed({ headers: { origin, host } }, none);

  it("passes the server's own pages (Origin host = Host) and clients without Origin, nothing else", () => {
    expect(allowed('http://127.0.0.1:3000', '127.0.0.1:3000')).toBe(true);
    expect(allowed('https://SEO.example.com', 'seo.example.com')).toBe(true);
    expect(allowed(undefined, '127.0.0.1:3000')).toBe(true);
    expect(allowed('http://127.0.0.1:3001', '127.0.0.1:3000')).toBe(false);
    expect(allowed(FOREIGN, 'seo.example.com')).toBe(false);
    expect(allowed('null', 'seo.example.com')).toBe(false);
    expect(allowed(FOREIGN)).toBe(false);
    expect(handshakeOriginAllowed({ headers: { origin: [FOREIGN, FOREIGN], host: 'x' } }, () => true)).toBe(
      false,
    );
    expect(handshakeOriginAllowed({ headers: { origin: LISTED, host: 'x' } }, (o) => o === LISTED)).toBe(
      true,
    );
  });
});

let t: ListeningTestApp;
let user: Registered;
beforeAll(async () => {
  t = await createListeningTestApp({ CORS_ORIGINS: LISTED });
  user = await register(t.app);
});
afterAll(() => t.close());

describe('REST API CORS', () => {
  const health = (origin: string) => call(t.app, { method: 'GET', url: '/api/health', headers: { origin } });
  const preflight = (origin: string) =>
    call(t.app, {
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('answers a disallowed origin without Access-Control-Allow-Origin, and refuses its preflight', async () => {
    for (const origin of [FOREIGN, 'http://localhost:5173', 'null']) {
      const res = await health(origin);
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const pre = await preflight(origin);
      expect(pre.status, origin).toBe(404);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('gives the public origin and CORS_ORIGINS the header, with credentials', async () => {
    for (const origin of [t.url, LISTED]) {
      const res = await health(origin);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      const pre = await preflight(origin);
      expect(pre.status).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
      expect(pre.headers['access-control-allow-credentials']).toBe('true');
    }
  });
});

describe('realtime handshake origins', () => {
  const sockets: ClientSocket[] = [];
  afterAll(() => {
    for (const s of sockets) s.close();
  });

  /** A Socket.IO connection sending `origin` (undefined: none); resolves 'connected' or the error. */
  function sio(origin: string | undefined, transports: ('websocket' | 'polling')[] = ['websocket']) {
    const s: ClientSocket = connectIo(t.url, {
      path: '/socket.io',
      transports,
      reconnection: false,
      forceNew: true,
      auth: { token: user.tokens.accessToken },
      ...(origin ? { extraHeaders: { origin } } : {}),
    });
    sockets.push(s);
    return new Promise<string>((resolve) => {
      s.once('connect', () => resolve('connected'));
      s.once('connect_error', (err) => resolve(`refused: ${err.message}`));
    });
  }

  it('refuses a Socket.IO handshake from a foreign origin (websocket and polling)', async () => {
    expect(await sio(FOREIGN)).toMatch(/^refused/);
    expect(await sio(FOREIGN, ['polling'])).toMatch(/^refused/);
    const polling = await fetch(`${t.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: FOREIGN },
    });
    expect(polling.status).toBe(403);
    expect(polling.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('accepts the own origin, a listed origin and clients that send none', async () => {
    expect(await sio(t.url)).toBe('connected');
    expect(await sio(LISTED)).toBe('connected');
    expect(await sio(undefined)).toBe('connected');
    expect(await sio(LISTED, ['polling'])).toBe('connected');
  });

  /** Opens /ws with `origin`; resolves 'open' or the HTTP status of the refusal. */
  function ws(origin: string) {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/ws?token=${user.tokens.accessToken}`, {
      origin,
    });
    return new Promise<string | number>((resolve) => {
      socket.once('open', () => {
        socket.terminate();
        resolve('open');
      });
      socket.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', () => resolve('error'));
    });
  }

  it('refuses /ws from a foreign origin (403) and accepts the own and listed ones', async () => {
    expect(await ws(FOREIGN)).toBe(403);
    expect(await ws('http://localhost:5173')).toBe(403);
    expect(await ws(t.url)).toBe('open');
    expect(await ws(LISTED)).toBe('open');
  });
});
