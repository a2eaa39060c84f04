import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, sqlRows, type TestApp } from './helpers';
import { insertSite, type Owner, owner, until } from './leads-fixtures';

// The beacon of hosted pages (docs/sites-api.md "Leads"): page views and clicks, buffered and flushed.

let t: TestApp;
let me: Owner;

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
});
afterAll(async () => t?.close());

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
