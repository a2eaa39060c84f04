import { LEAD_MAX_FORM_AGE_MS } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, get, sqlRows, type TestApp } from './helpers';
import {
  confirmByLink,
  createRenter,
  formFields,
  insertSite,
  type Owner,
  owner,
  postForm,
  until,
} from './leads-fixtures';
import { createGoldmine, deploy, fetchPage, patch } from './sites-fixtures';

// The public lead form and beacon of hosted pages (docs/product/rules.md#lead-capture, docs/sites-api.md
// "Leads").

let t: TestApp;
let me: Owner;
let site: { id: string; slug: string };
const PUBLIC = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  site = await insertSite(t.app, me, { customDomain: 'leads-test.example.com', withVersion: true });
});
afterAll(async () => t?.close());

const leadRows = (siteId: string) =>
  sqlRows(t.app, `select * from leads where site_id = '${siteId}' order by created_at`);

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
    const rows = await leadRows(s.id);
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
    const [row] = await leadRows(s.id);
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
    expect(await leadRows(s.id)).toHaveLength(0);
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
    expect(await leadRows(s.id)).toHaveLength(0);
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
    expect(await leadRows(s.id)).toHaveLength(0);
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
    expect(await leadRows(s.id)).toHaveLength(6);
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
    expect(await leadRows(s.id)).toHaveLength(1);
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

describe('POST /api/public/events (beacon)', () => {
  it('stores text/plain beacons after the flush, with a visitor hash and no IP or user agent', async () => {
    const s = await insertSite(t.app, me);
    const send = (body: string, ua = 'Mozilla/5.0 Test', ip = '10.20.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/events',
        payload: body,
        remoteAddress: ip,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua },
      });
    const r1 = await send(
      JSON.stringify({
        siteId: s.id,
        path: '/roof-repair/?utm_source=x',
        referrer: 'https://google.com/',
        event: 'pageview',
      }),
    );
    expect(r1.statusCode).toBe(204);
    expect(
      (await send(JSON.stringify({ siteId: s.id, path: '/', referrer: '', event: 'form_view' }))).statusCode,
    ).toBe(204);
    expect(
      (await send(JSON.stringify({ siteId: s.id, path: '/', event: 'call_click' }), 'Other UA')).statusCode,
    ).toBe(204);
    const json = await call(t.app, {
      method: 'POST',
      url: '/api/public/events',
      payload: { siteId: s.id, path: '/about/', referrer: null, event: 'pageview' },
      remoteAddress: '10.20.0.2',
    });
    expect(json.status).toBe(204);

    const rows = await until(async () => {
      const r = await sqlRows(t.app, `select * from site_events where site_id = '${s.id}' order by id`);
      return r.length === 4 ? r : null;
    });
    expect(rows.map((r) => [r.event, r.path, r.referrer])).toEqual([
      ['pageview', '/roof-repair/', 'https://google.com/'],
      ['form_view', '/', null],
      ['call_click', '/', null],
      ['pageview', '/about/', null],
    ]);
    expect(rows[0].visitor_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0].visitor_hash).toBe(rows[1].visitor_hash); // same IP + UA + day
    expect(rows[2].visitor_hash).not.toBe(rows[0].visitor_hash); // other UA
    expect(rows[3].visitor_hash).not.toBe(rows[0].visitor_hash); // other IP
    const text = JSON.stringify(rows);
    expect(text).not.toContain('10.20.0.1');
    expect(text).not.toContain('Mozilla');
    expect(rows[0].team_id).toBe(me.teamId);
  });

  it('bad beacons are 400 and unknown sites 404, never 500', async () => {
    const s = await insertSite(t.app, me);
    const bad = [
      'not json',
      '[]',
      '{}',
      JSON.stringify({ siteId: 'x', path: '/', event: 'pageview' }),
      JSON.stringify({ siteId: s.id, path: '/', event: 'hack' }),
      JSON.stringify({ siteId: s.id, path: 'x'.repeat(400), event: 'pageview' }),
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/events',
        payload,
        headers: { 'content-type': 'text/plain' },
        remoteAddress: '10.21.0.1',
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/public/events',
      payload: JSON.stringify({
        siteId: '00000000-0000-4000-8000-000000000001',
        path: '/',
        event: 'pageview',
      }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('holds events in the buffer until a flush (every second, at 500 events, on close)', async () => {
    const other = await createTestApp();
    try {
      const o = await owner(other.app);
      const s = await insertSite(other.app, o);
      for (let i = 0; i < 3; i++) {
        await other.app.inject({
          method: 'POST',
          url: '/api/public/events',
          payload: JSON.stringify({ siteId: s.id, path: `/p${i}/`, event: 'pageview' }),
          headers: { 'content-type': 'text/plain' },
        });
      }
      expect(other.app.services.leads.eventStats().pending).toBe(3);
      await other.app.services.leads.flushEvents();
      const rows = await sqlRows(
        other.app,
        `select count(*)::int as n from site_events where site_id = '${s.id}'`,
      );
      expect(rows[0].n).toBe(3);
    } finally {
      await other.close();
    }
  });
});

describe('GET/PATCH /api/leads', () => {
  it('lists the team’s leads newest first, filters, and marks a lead; another team gets 404', async () => {
    const s = await insertSite(t.app, me, { name: 'Inbox Roofing' });
    for (const name of ['First', 'Second']) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/public/leads',
        payload: formFields(s.id, { name }),
        remoteAddress: '10.30.0.1',
      });
      expect(res.status).toBe(201);
    }
    const list = await get(t.app, `/api/leads?siteId=${s.id}`, me.token);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items.map((l: { name: string }) => l.name)).toEqual(['Second', 'First']);
    const lead = list.body.data.items[0];
    expect(lead).toMatchObject({
      siteName: 'Inbox Roofing',
      status: 'new',
      value: 0,
      deliveries: [],
      demo: false,
    });

    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      payload: { status: 'accepted' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.status).toBe('accepted');
    expect((await get(t.app, `/api/leads?siteId=${s.id}&status=accepted`, me.token)).body.data.total).toBe(1);
    const badStatus = await call(t.app, {
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      payload: { status: 'new' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(badStatus.status).toBe(400);

    const stranger = await owner(t.app);
    expect((await get(t.app, `/api/leads/${lead.id}`, stranger.token)).status).toBe(404);
    expect((await get(t.app, '/api/leads', stranger.token)).body.data.total).toBe(0);
    const steal = await call(t.app, {
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      payload: { status: 'rejected' },
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(steal.status).toBe(404);
    expect((await get(t.app, '/api/leads/not-a-uuid', me.token)).status).toBe(400);
    expect((await get(t.app, '/api/leads')).status).toBe(401);
  });
});

describe('a deployed site’s own form (sites module + lead endpoint)', () => {
  it('the form as served posts a priced lead and lands on the site’s thank-you page', async () => {
    const created = await createGoldmine(t.app, me.token);
    const live = await deploy(t.app, me.token, created.id);
    expect(live.status).toBe('live');
    const renter = await createRenter(t.app, me, {
      name: 'Site Renter',
      email: 'site-renter@example.com',
      pricePerLead: 42,
    });
    await confirmByLink(t.app, 'site-renter@example.com'); // leads are mailed to confirmed addresses only
    const assigned = await patch(t.app, `/api/sites/${created.id}`, { renterId: renter.id }, me.token);
    expect(assigned.status).toBe(200);

    const page = await fetchPage(t.app, `/s/${live.slug}/`);
    expect(page.status).toBe(200);
    const form = /<form method="post" action="([^"]+)"[\s\S]*?<\/form>/.exec(page.body);
    expect(form).not.toBeNull();
    expect(form![1]).toBe(`${PUBLIC}/api/public/leads`);
    const fields: Record<string, string> = {};
    for (const m of form![0].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      fields[m[1]!] = m[2]!.replaceAll('&amp;', '&');
    }
    expect(Object.keys(fields).sort()).toEqual(['page', 'redirect', 'siteId', 'ts']);
    // A person takes more than LEAD_MIN_FILL_MS to fill the form in.
    const wait = Number(fields.ts) + 2_100 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));

    const res = await postForm(
      t.app,
      {
        ...fields,
        website: '',
        name: 'Served Form',
        phone: '512-555-0100',
        email: '',
        zip: '78701',
        message: 'Hi',
      },
      { ip: '10.50.0.1' },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(fields.redirect);
    expect(fields.redirect).toBe(`${PUBLIC}/s/${live.slug}/thank-you/`);
    const thanks = await fetchPage(t.app, new URL(fields.redirect!).pathname);
    expect(thanks.status).toBe(200);

    const [row] = await leadRows(created.id);
    expect(row).toMatchObject({ name: 'Served Form', renter_id: renter.id, page: '/' });
    expect(Number(row.value)).toBe(42);
    await until(async () => {
      const [l] = await leadRows(created.id);
      return l.status === 'accepted';
    });
    const site = await get(t.app, `/api/sites/${created.id}`, me.token);
    expect(site.body.data.leadCount).toBe(1);
    expect(site.body.data.currentRevenue).toBe(42);
  });
});
