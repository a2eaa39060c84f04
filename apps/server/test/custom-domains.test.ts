import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import {
  claimAndVerify,
  createGoldmine,
  del,
  deploy,
  fetchPage,
  patch,
  stubTxt,
  titleOf,
  user,
} from './sites-fixtures';

// Custom domains (docs/sites-api.md, Custom domains): a claim is pending until its TXT record is
// checked; only a verified domain is served, trusted as an origin and used as the base URL; the
// platform's own paths are never the site's; archiving frees the domain.

const PUBLIC = 'https://app.sdp-platform.com';
const txt = stubTxt();
let t: TestApp;
let app: FastifyInstance;
let token: string;
let site: any;
let homeTitle: string | null;

const verify = (siteId: string, as = token) => post(app, `/api/sites/${siteId}/domain/verify`, {}, as);
const setDomain = (siteId: string, customDomain: string | null, as = token) =>
  patch(app, `/api/sites/${siteId}`, { customDomain }, as);
const preflight = (origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/public/leads',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
const servesSite = async (host: string) => titleOf((await fetchPage(app, '/', host)).body) === homeTitle;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: PUBLIC },
    { sites: { domains: { resolveTxt: txt.resolveTxt, dnsTimeoutMs: 200 } } },
  );
  app = t.app;
  token = await user(app);
  site = await deploy(app, token, (await createGoldmine(app, token)).id);
  homeTitle = titleOf((await fetchPage(app, `/s/${site.slug}/`)).body);
  expect(homeTitle).toBeTruthy();
}, 120_000);
afterAll(async () => t?.close());

describe('a claimed domain is pending until its TXT record is checked', () => {
  it('stores a new domain as pending with a fresh token; not served, not an origin, not the base URL', async () => {
    const res = await setDomain(site.id, 'Roofs-One.Example.com');
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({
      customDomain: 'roofs-one.example.com',
      domainStatus: 'pending',
      domainCheckedAt: null,
      domainVerifiedAt: null,
      domainError: null,
      url: `${PUBLIC}/s/${site.slug}/`,
    });
    expect(s.domainRecord.type).toBe('TXT');
    expect(s.domainRecord.name).toBe('_sdp-verify.roofs-one.example.com');
    expect(s.domainRecord.value).toMatch(/^sdp-verify=[0-9a-f]{32}$/);

    expect(await servesSite('roofs-one.example.com')).toBe(false);
    expect(
      (await preflight('https://roofs-one.example.com')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const hosted = await app.services.sites.hostedSite(site.id);
    expect(hosted).toMatchObject({ customDomain: null, url: `${PUBLIC}/s/${site.slug}/` });
    // A build made while the domain is pending keeps the platform as its base URL (canonical).
    const v = (await post(app, `/api/sites/${site.id}/generate`, {}, token)).body.data;
    const pages = (await get(app, `/api/sites/${site.id}/versions/${v.id}/pages`, token)).body.data;
    expect(pages[0].canonical).toBe(`${PUBLIC}/s/${site.slug}/`);

    // Saving the same domain keeps the token; another domain gets a new one.
    expect((await setDomain(site.id, 'roofs-one.example.com')).body.data.domainRecord).toEqual(
      s.domainRecord,
    );
    const other = (await setDomain(site.id, 'roofs-two.example.com')).body.data;
    expect(other.domainStatus).toBe('pending');
    expect(other.domainRecord.name).toBe('_sdp-verify.roofs-two.example.com');
    expect(other.domainRecord.value).not.toBe(s.domainRecord.value);
  });

  it('a missing, wrong, failing or slow record fails with its reason; the right record verifies', async () => {
    const name = '_sdp-verify.roofs-two.example.com';
    const expected = (await get(app, `/api/sites/${site.id}`, token)).body.data.domainRecord.value as string;

    const none = await verify(site.id);
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({
      domainStatus: 'failed',
      domainError: `No TXT record found at ${name}`,
      domainVerifiedAt: null,
    });
    expect(none.body.data.domainCheckedAt).toBeTruthy();
    expect(none.body.message).toBe(`No TXT record found at ${name}`);

    txt.records.set(name, [['sdp-verify=0123456789abcdef0123456789abcdef']]);
    expect((await verify(site.id)).body.data.domainError).toBe(
      `TXT record found at ${name} but it does not match: expected ${expected}`,
    );
    txt.records.set(name, Object.assign(new Error(`queryTxt ESERVFAIL ${name}`), { code: 'ESERVFAIL' }));
    expect((await verify(site.id)).body.data.domainError).toBe('DNS lookup failed: ESERVFAIL');
    txt.records.set(name, () => new Promise<string[][]>(() => {}));
    expect((await verify(site.id)).body.data.domainError).toBe('DNS lookup failed: timed out after 0.2 s');
    expect(await servesSite('roofs-two.example.com')).toBe(false);

    // Chunks of one record are joined; other records at the name are ignored.
    txt.records.set(name, [['v=spf1 -all'], [expected.slice(0, 20), expected.slice(20)]]);
    const ok = await verify(site.id);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ domainStatus: 'verified', domainError: null });
    expect(ok.body.data.domainVerifiedAt).toBeTruthy();
    expect(ok.body.message).toContain('roofs-two.example.com is verified');

    expect(await servesSite('roofs-two.example.com')).toBe(true);
    expect((await preflight('https://roofs-two.example.com')).headers['access-control-allow-origin']).toBe(
      'https://roofs-two.example.com',
    );
    expect(await app.services.sites.hostedSite(site.id)).toMatchObject({
      customDomain: 'roofs-two.example.com',
      url: 'https://roofs-two.example.com/',
    });
    const v = (await post(app, `/api/sites/${site.id}/generate`, {}, token)).body.data;
    const pages = (await get(app, `/api/sites/${site.id}/versions/${v.id}/pages`, token)).body.data;
    expect(pages[0].canonical).toBe('https://roofs-two.example.com/');

    // A verified domain stays verified: checking again looks nothing up.
    const lookups = txt.lookups.length;
    expect((await verify(site.id)).body.data.domainStatus).toBe('verified');
    expect(txt.lookups.length).toBe(lookups);
  });
});

describe("the platform's own paths on a verified domain's Host", () => {
  const host = 'roofs-two.example.com';

  it('/api/*, /socket.io/ and /ws get the platform’s answer, not the site’s page', async () => {
    expect(await servesSite(host)).toBe(true);
    for (const url of [
      '/api/auth/me',
      '/api/health',
      '/api',
      '/api/nope',
      '/%61pi/auth/me',
      '/socket.io/?EIO=4&transport=polling',
      '/ws',
      '/ws?token=x',
    ]) {
      const onDomain = await fetchPage(app, url, host);
      const onPlatform = await fetchPage(app, url, 'app.sdp-platform.com');
      expect(onDomain.status, url).toBe(onPlatform.status);
      expect(onDomain.headers['content-type'], url).not.toContain('text/html');
      expect(onDomain.body, url).toBe(onPlatform.body);
    }
    expect((await fetchPage(app, '/api/auth/me', host)).status).toBe(401);
    // Writes to the API are the platform's too (a site answers 405 to anything but GET/HEAD).
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host },
      payload: { email: 'nobody@example.com', password: 'wrong password here' },
    });
    expect(login.statusCode).not.toBe(405);
    expect(login.headers['content-type']).toContain('application/json');
    // Paths that merely start like them are the site's.
    expect((await fetchPage(app, '/apis', host)).headers['content-type']).toContain('text/html');
  });

  it('over a real connection, a Socket.IO handshake on the domain reaches the platform', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/socket.io/?EIO=4&transport=polling', headers: { host } },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(body).toMatch(/^0\{"sid":/);
  });
});

describe('names that cannot be claimed', () => {
  it('refuses the platform’s host and names under it, localhost, IP literals and single labels (400)', async () => {
    const cases: [string, RegExp][] = [
      ['app.sdp-platform.com', /platform’s own host name/],
      ['x.app.sdp-platform.com', /names under the platform’s host \(app\.sdp-platform\.com\)/],
      ['deep.x.APP.sdp-platform.com', /names under the platform’s host/],
      ['foo.localhost', /localhost names/],
      ['localhost', /must be a domain name/],
      ['127.0.0.1', /must be a domain name/],
      ['[::1]', /must be a domain name/],
      ['intranet', /must be a domain name/],
      ['-bad.example.com', /must be a domain name/],
      ['bad-.example.com', /must be a domain name/],
      ['a..example.com', /must be a domain name/],
      [`${'a'.repeat(64)}.example.com`, /must be a domain name/],
      [`${'a.'.repeat(130)}com`, /must be a domain name/],
      ['a.'.repeat(200_000), /must be a domain name/],
    ];
    for (const [domain, message] of cases) {
      const res = await setDomain(site.id, domain);
      expect(res.status, domain.slice(0, 40)).toBe(400);
      expect(res.body.message, domain.slice(0, 40)).toMatch(message);
    }
    expect((await get(app, `/api/sites/${site.id}`, token)).body.data.customDomain).toBe(
      'roofs-two.example.com',
    );
  });
});

describe('who holds a domain', () => {
  it('an unverified claim does not block another team; a verified one does (409)', async () => {
    const other = await user(app);
    const theirs = await createGoldmine(app, other);
    const mine = await createGoldmine(app, token);
    expect((await setDomain(mine.id, 'contested.example.com')).body.data.domainStatus).toBe('pending');
    // Another team claims the same unverified domain: the first claim is dropped.
    const claimed = await setDomain(theirs.id, 'contested.example.com', other);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.domainStatus).toBe('pending');
    const dropped = (await get(app, `/api/sites/${mine.id}`, token)).body.data;
    expect(dropped).toMatchObject({ customDomain: null, domainStatus: null, domainRecord: null });
    const noDomain = await verify(mine.id);
    expect(noDomain.status).toBe(409);
    expect(noDomain.body.error).toBe('no_domain');

    // Verified, it is theirs: nobody else can take it.
    await claimAndVerify(app, other, theirs.id, 'contested.example.com', txt);
    const taken = await setDomain(mine.id, 'contested.example.com');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('customDomain: contested.example.com is already used by another site');
    // Another team's site cannot be checked at all.
    expect((await verify(theirs.id)).status).toBe(404);
  });

  it('a domain changed while its record is looked up is not marked (409 domain_changed)', async () => {
    const s = await createGoldmine(app, token);
    const first = (await setDomain(s.id, 'race-one.example.com')).body.data.domainRecord;
    txt.records.set(first.name, async () => {
      await setDomain(s.id, 'race-two.example.com');
      return [[first.value]];
    });
    const res = await verify(s.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('domain_changed');
    const now = (await get(app, `/api/sites/${s.id}`, token)).body.data;
    expect(now).toMatchObject({ customDomain: 'race-two.example.com', domainStatus: 'pending' });
  });
});

describe('archiving frees the domain', () => {
  it('clears the domain columns in the same update; another team may claim and verify it', async () => {
    const s = await deploy(app, token, (await createGoldmine(app, token)).id);
    await claimAndVerify(app, token, s.id, 'freed.example.com', txt);
    const title = titleOf((await fetchPage(app, '/', 'freed.example.com')).body);
    expect(title).toBe(titleOf((await fetchPage(app, `/s/${s.slug}/`)).body));

    expect((await del(app, `/api/sites/${s.id}`, token)).status).toBe(200);
    const [row] = await sqlRows(
      app,
      `select custom_domain, domain_status, domain_token, domain_checked_at, domain_verified_at, domain_error
       from sites where id = '${s.id}'`,
    );
    expect(Object.values(row)).toEqual([null, null, null, null, null, null]);
    expect(titleOf((await fetchPage(app, '/', 'freed.example.com')).body)).toBeNull();

    const other = await user(app);
    const theirs = await deploy(
      app,
      other,
      (await createGoldmine(app, other, { business: { name: 'Freed Domain Roofing' } })).id,
    );
    const claimed = await claimAndVerify(app, other, theirs.id, 'freed.example.com', txt);
    expect(claimed.domainStatus).toBe('verified');
    expect(titleOf((await fetchPage(app, '/', 'freed.example.com')).body)).toBe(
      titleOf((await fetchPage(app, `/s/${theirs.slug}/`)).body),
    );
  });
});

describe('rate limit', () => {
  it('answers 429 after 10 checks a minute by one user', async () => {
    const me = await user(app);
    const s = await createGoldmine(app, me);
    await setDomain(s.id, 'limited.example.com', me);
    for (let i = 0; i < 10; i++) expect((await verify(s.id, me)).status).toBe(200);
    const limited = await verify(s.id, me);
    expect(limited.status).toBe(429);
    // Another user is counted apart.
    const other = await user(app);
    const theirs = await createGoldmine(app, other);
    expect((await verify(theirs.id, other)).status).toBe(409);
  });
});
