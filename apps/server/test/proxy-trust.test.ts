import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, EnvError, loadEnv } from '../src/config/env';
import { fastifyTrustProxy, parseTrustProxy } from '../src/config/trust-proxy';
import { registerInfrastructure } from '../src/plugins/infrastructure';
import { call, createTestApp, PASSWORD, sqlRows, type TestApp, uniqueEmail } from './helpers';

// TRUST_PROXY (docs/operations.md, "Behind a proxy"): which peers may say who the client is.

const env = (TRUST_PROXY: string) => loadEnv({ NODE_ENV: 'test', TRUST_PROXY });

/** A bare Fastify with the app's trustProxy option that answers request.ip. */
async function echoApp(TRUST_PROXY: string): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(env(TRUST_PROXY).TRUST_PROXY) });
  app.get('/ip', async (request) => ({ ip: request.ip, host: request.host }));
  await app.ready();
  return app;
}

async function ipOf(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.json().ip as string;
}

describe('TRUST_PROXY values', () => {
  it('reads false, true, hop counts, address lists and range names', () => {
    const value = (raw: unknown) => {
      const r = parseTrustProxy(raw);
      if (!('value' in r)) throw new Error(r.problem);
      return r.value;
    };
    for (const off of [undefined, '', 'false', 'FALSE', 'no', '0', 0, false]) expect(value(off)).toBe(false);
    for (const on of ['true', 'yes', true]) expect(value(on)).toBe(true);
    expect(value('1')).toBe(1);
    expect(value(' 2 ')).toBe(2);
    expect(value('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(value('Loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    expect(env('').TRUST_PROXY).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }, {}).TRUST_PROXY).toBe(false); // unset
  });

  it.each([
    ['proxy.example.com', 'is not an IP address or CIDR'],
    ['10.0.0.0/33', 'bad prefix length (0-32'],
    ['::1/129', 'bad prefix length (0-128'],
    ['10.0.0.1/', 'bad prefix length'],
    ['10.0.0.1,,10.0.0.2', 'an entry is empty'],
    ['999', 'hop count must be a whole number from 0 to 32'],
    ['10.0.0.0/8 192.168.0.0/16', '"10.0.0.0/8 192.168.0.0/16" has a bad prefix length'],
  ])('refuses %j at boot with a readable message', (raw, message) => {
    let error: unknown;
    try {
      env(raw);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).message).toContain('TRUST_PROXY: ');
    expect((error as EnvError).message).toContain(message);
  });
});

describe('request.ip under each TRUST_PROXY form', () => {
  it('with a hop count of 1, request.ip is the last X-Forwarded-For hop (2: the one before)', async () => {
    const one = await echoApp('1');
    expect(await ipOf(one, '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(one, '10.0.0.2')).toBe('10.0.0.2');
    const two = await echoApp('2');
    expect(await ipOf(two, '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('6.6.6.6');
    await Promise.all([one.close(), two.close()]);
  });

  it('with an address list, only those peers are believed: a forged header from another peer is ignored', async () => {
    const app = await echoApp('127.0.0.1,10.0.0.0/8');
    expect(await ipOf(app, '10.9.8.7', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(app, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    // A chain of trusted proxies is walked to the first untrusted address.
    expect(await ipOf(app, '127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.1.1')).toBe('203.0.113.7');
    const forgedHost = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '198.51.100.9',
      headers: { host: 'app.example.com', 'x-forwarded-host': 'evil.example' },
    });
    expect(forgedHost.json().host).toBe('app.example.com');
    await app.close();
  });

  it('off (the default), X-Forwarded-For is ignored', async () => {
    const app = await echoApp('false');
    expect(await ipOf(app, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    await app.close();
  });

  it('over real loopback connections: "loopback" believes the header, a list without it does not', async () => {
    const fetchIp = async (TRUST_PROXY: string) => {
      const app = await echoApp(TRUST_PROXY);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/ip`, {
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      const { ip } = (await res.json()) as { ip: string };
      await app.close();
      return ip;
    };
    expect(await fetchIp('loopback')).toBe('203.0.113.50');
    expect(await fetchIp('10.0.0.0/8')).toBe('127.0.0.1');
  });

  it('TRUST_PROXY=true still works and logs a warning that it trusts every client', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const config = {
      ...loadEnv({ NODE_ENV: 'test', TRUST_PROXY: 'true' }),
      JWT_SECRET: 'x'.repeat(32),
    } as AppConfig;
    const app = Fastify({
      logger: { level: 'warn', stream },
      trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    });
    await registerInfrastructure(app, config);
    app.get('/ip', async (request) => ({ ip: request.ip }));
    expect(await ipOf(app, '198.51.100.9', '203.0.113.7')).toBe('203.0.113.7');
    expect(lines.join('')).toContain('TRUST_PROXY=true trusts X-Forwarded-For from every peer');
    await app.close();

    lines.length = 0;
    const quiet = Fastify({ logger: { level: 'warn', stream } });
    await registerInfrastructure(quiet, { ...config, TRUST_PROXY: ['10.0.0.0/8'] });
    expect(lines.join('')).not.toContain('TRUST_PROXY');
    await quiet.close();
  });
});

describe('the app follows the rule (rate limits and sessions)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', AUTH_RATE_LIMIT_MAX: 2 });
  });
  afterAll(() => t.close());

  const reset = (remoteAddress: string, forwardedFor: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'someone@example.com' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('visitors behind the trusted proxy are limited one by one, not as one address', async () => {
    for (let i = 0; i < 2; i++) expect((await reset('10.0.0.5', '203.0.113.1')).status).toBe(200);
    expect((await reset('10.0.0.5', '203.0.113.1')).status).toBe(429);
    expect((await reset('10.0.0.5', '203.0.113.2')).status).toBe(200); // another visitor, same proxy
  });

  it('a client outside the proxy list cannot dodge the limit by forging X-Forwarded-For', async () => {
    for (let i = 0; i < 2; i++) expect((await reset('198.51.100.7', `203.0.113.${10 + i}`)).status).toBe(200);
    expect((await reset('198.51.100.7', '203.0.113.99')).status).toBe(429);
  });

  it('a session records the forwarded client address', async () => {
    const email = uniqueEmail();
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(res.status).toBe(201);
    const rows = await sqlRows(
      t.app,
      `select s.ip from sessions s join users u on u.id = s.user_id where u.email = '${email}'`,
    );
    expect(rows.map((r) => r.ip)).toEqual(['203.0.113.77']);
  });
});
