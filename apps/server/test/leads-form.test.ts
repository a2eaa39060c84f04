import { LEAD_MAX_FORM_AGE_MS } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, sqlRows, type TestApp } from './helpers';
import { formFields, insertSite, leadRows, type Owner, owner, PUBLIC, postForm } from './leads-fixtures';

// The public lead form of hosted pages (docs/sites-api.md "Leads"); the beacon is in
// leads-beacon.test.ts, the team's inbox and a deployed site's own form in leads-inbox.test.ts.

let t: TestApp;
let me: Owner;
let site: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  site = await insertSite(t.app, me, { customDomain: 'leads-test.example.com', withVersion: true });
});
afterAll(async () => t?.close());

describe('POST /api/public/leads', () => {
  it('stores a no-JS form post and answers 303 to the redirect on the site’s own origin', async () => {
    const s = await insertSite(t.app, me);
    const redirect = `${PUBLIC}/s/${s.slug}/thank-you/`;
    const res = await postForm(
      t.app,
      formFields(s.id, { redirect, page: '/roof-repair/?utm_source=google&utm_campaign=spring' }),
      { ip: '10.1.0.1' },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(redirect);
    const rows = await leadRows(t.app, s.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      team_id: me.teamId,
      status: 'new',
      name: 'Jane Doe',
      phone: '(555) 123-4567',
      email: 'jane@example.com',
      zip: '78701',
      page: '/roof-repair/',
      renter_id: null,
    });
    expect(Number(rows[0].value)).toBe(0);
    expect(rows[0].utm).toEqual({ source: 'google', campaign: 'spring' });
    const events = await sqlRows(t.app, `select * from site_events where site_id = '${s.id}'`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'lead', path: '/roof-repair/' });
  });

  it('answers JSON callers with the lead id; utm_* fields are read from the body', async () => {
    const s = await insertSite(t.app, me);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/public/leads',
      payload: {
        ...formFields(s.id, { email: 'Bob@Example.com', phone: '' }),
        name: 'Bob',
        utm_source: 'fb',
      },
      remoteAddress: '10.1.0.2',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(String) } });
    const [row] = await leadRows(t.app, s.id);
    expect(row).toMatchObject({
      id: res.body.data.id,
      name: 'Bob',
      email: 'bob@example.com',
      phone: null,
      utm: { source: 'fb' },
    });
  });

  it('does not follow a redirect to a foreign origin or another site of the host', async () => {
    for (const redirect of [
      'https://evil.example/phish',
      `${PUBLIC}/s/other-site/thank-you/`,
      'javascript:alert(1)',
    ]) {
      const res = await postForm(t.app, formFields(site.id, { redirect, name: `R ${redirect.length}` }), {
        ip: `10.2.0.${redirect.length}`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('https://leads-test.example.com/thank-you/');
    }
    // The custom domain is the site's own origin.
    const own = 'https://leads-test.example.com/thank-you/?ok=1';
    const res = await postForm(t.app, formFields(site.id, { redirect: own, name: 'Own' }), {
      ip: '10.2.1.1',
    });
    expect(res.headers.location).toBe(own);
  });

  it('a filled honeypot pretends success and stores nothing', async () => {
    const s = await insertSite(t.app, me);
    const res = await postForm(t.app, formFields(s.id, { website: 'http://spam.example' }), {
      ip: '10.3.0.1',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC}/s/${s.slug}/thank-you/`);
    const json = await call(t.app, {
      method: 'POST',
      url: '/api/public/leads',
      payload: formFields(s.id, { website: 'x' }),
      remoteAddress: '10.3.0.2',
    });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ success: true, data: { id: null } });
    expect(await leadRows(t.app, s.id)).toHaveLength(0);
  });

  it('the time trap refuses a form sent too fast or too old, with an HTML page for the no-JS form', async () => {
    const s = await insertSite(t.app, me);
    const fast = await postForm(t.app, formFields(s.id, { ts: Date.now() - 500 }), { ip: '10.4.0.1' });
    expect(fast.statusCode).toBe(422);
    expect(fast.headers['content-type']).toContain('text/html');
    expect(fast.body).toContain('too quickly');
    expect(fast.body).toContain(`href="${PUBLIC}/s/${s.slug}/roof-repair/"`);
    const old = await postForm(t.app, formFields(s.id, { ts: Date.now() - LEAD_MAX_FORM_AGE_MS - 60_000 }), {
      ip: '10.4.0.2',
    });
    expect(old.statusCode).toBe(422);
    expect(old.body).toContain('expired');
    const json = await call(t.app, {
      method: 'POST',
      url: '/api/public/leads',
      payload: formFields(s.id, { ts: Date.now() }),
      remoteAddress: '10.4.0.3',
    });
    expect(json.status).toBe(422);
    expect(json.body).toMatchObject({ success: false, error: 'too_fast' });
    const noTs = await call(t.app, {
      method: 'POST',
      url: '/api/public/leads',
      payload: { ...formFields(s.id), ts: undefined },
      remoteAddress: '10.4.0.4',
    });
    expect(noTs.status).toBe(422);
    expect(await leadRows(t.app, s.id)).toHaveLength(0);
  });

  it('validates fields with messages naming them (400), HTML or JSON', async () => {
    const s = await insertSite(t.app, me);
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ name: '' }, 'name'],
      [{ phone: '', email: '' }, 'phone'],
      [{ email: 'not-an-email' }, 'email'],
      [{ message: 'x'.repeat(2001) }, 'message'],
      [{ zip: '<script>' }, 'zip'],
    ];
    let i = 0;
    for (const [over, field] of cases) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/public/leads',
        payload: formFields(s.id, over),
        remoteAddress: `10.5.0.${++i}`,
      });
      expect(res.status, field).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}:`));
    }
    const html = await postForm(t.app, formFields(s.id, { name: '' }), { ip: '10.5.1.1' });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('name: please give your name');
    expect(await leadRows(t.app, s.id)).toHaveLength(0);
  });

  it('bad bodies are 400, never 500', async () => {
    const bodies: Array<[string, string]> = [
      ['application/json', '{"siteId":'],
      ['application/json', '[1,2]'],
      ['application/json', '"text"'],
      ['application/x-www-form-urlencoded', 'siteId=not-a-uuid&name=x'],
      ['application/x-www-form-urlencoded', ''],
    ];
    for (const [type, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/leads',
        payload,
        headers: { 'content-type': type, accept: 'application/json' },
        remoteAddress: '10.6.0.1',
      });
      expect(res.statusCode, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type} ${payload}`).toBeLessThan(500);
    }
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/public/leads',
      payload: 'x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(multipart.statusCode).toBe(415);
  });

  it('unknown or not-live sites are 404', async () => {
    const draft = await insertSite(t.app, me, { status: 'draft' });
    for (const id of ['00000000-0000-4000-8000-000000000000', draft.id]) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/public/leads',
        payload: formFields(id),
        remoteAddress: '10.7.0.1',
      });
      expect(res.status).toBe(404);
    }
  });

  it('rate-limits per IP and site: the 6th post in a minute is 429', async () => {
    const s = await insertSite(t.app, me);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await postForm(t.app, formFields(s.id, { name: `Visitor ${i}` }), { ip: '10.8.0.1' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    const limited = await postForm(t.app, formFields(s.id, { name: 'Late' }), { ip: '10.8.0.1' });
    expect(limited.body).toContain('at most 5 a minute');
    // Another address is not affected.
    expect((await postForm(t.app, formFields(s.id, { name: 'Other' }), { ip: '10.8.0.2' })).statusCode).toBe(
      303,
    );
    expect(await leadRows(t.app, s.id)).toHaveLength(6);
  });

  it('a resubmitted identical form makes one lead', async () => {
    const s = await insertSite(t.app, me);
    const fields = formFields(s.id);
    const a = await call(t.app, {
      method: 'POST',
      url: '/api/public/leads',
      payload: fields,
      remoteAddress: '10.9.0.1',
    });
    const b = await call(t.app, {
      method: 'POST',
      url: '/api/public/leads',
      payload: fields,
      remoteAddress: '10.9.0.1',
    });
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(await leadRows(t.app, s.id)).toHaveLength(1);
  });

  it('CORS: a preflight from a live site’s custom domain is allowed, from another origin refused', async () => {
    const preflight = (origin: string, url = '/api/public/leads') =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const ok = await preflight('https://leads-test.example.com');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://leads-test.example.com');
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await preflight('https://leads-test.example.com', '/api/public/events')).statusCode).toBe(204);
    expect((await preflight(PUBLIC)).headers['access-control-allow-origin']).toBe(PUBLIC);

    const bad = await preflight('https://evil.example');
    expect(bad.statusCode).toBe(403);
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
    // The app's own routes keep their CORS: a hosted domain gets nothing there.
    const other = await preflight('https://leads-test.example.com', '/api/auth/login');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const post = await call(t.app, {
      method: 'POST',
      url: '/api/public/leads',
      payload: formFields(site.id, { name: 'Cors' }),
      headers: { origin: 'https://leads-test.example.com' },
      remoteAddress: '10.10.0.1',
    });
    expect(post.status).toBe(201);
    expect(post.headers['access-control-allow-origin']).toBe('https://leads-test.example.com');
  });

  it('a live site’s custom domain that is not verified is no CORS origin and no redirect target', async () => {
    for (const domainStatus of ['pending', 'failed'] as const) {
      const domain = `${domainStatus}-leads.example.com`;
      const s = await insertSite(t.app, me, { customDomain: domain, domainStatus, withVersion: true });
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/public/leads',
        headers: {
          origin: `https://${domain}`,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin'], domainStatus).toBeUndefined();
      const res = await postForm(
        t.app,
        formFields(s.id, { redirect: `https://${domain}/thank-you/`, name: `Unverified ${domainStatus}` }),
        { ip: `10.2.2.${domainStatus.length}` },
      );
      expect(res.statusCode).toBe(303);
      expect(res.headers.location, domainStatus).toBe(`${PUBLIC}/s/${s.slug}/thank-you/`);
    }
  });

  it('pushes lead:received to the site’s team', async () => {
    const s = await insertSite(t.app, me);
    const pushed: unknown[] = [];
    const hub = t.app.realtime;
    const original = hub.toTeam.bind(hub);
    hub.toTeam = ((teamId: string, event: string, payload: unknown) => {
      if (event === 'lead:received') pushed.push({ teamId, payload });
      return original(teamId as never, event as never, payload as never);
    }) as typeof hub.toTeam;
    try {
      await postForm(t.app, formFields(s.id, { name: 'Pushed' }), { ip: '10.11.0.1' });
    } finally {
      hub.toTeam = original;
    }
    expect(pushed).toEqual([
      {
        teamId: me.teamId,
        payload: expect.objectContaining({ siteId: s.id, name: 'Pushed', vertical: 'roofing' }),
      },
    ]);
  });
});
