import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { createRenter, insertSite, type Owner, owner } from './leads-fixtures';

// The inbox across sites (docs/sites-api.md "Signed-in routes"): filters, search (ILIKE with the
// wildcards of the search taken literally), paging, bulk accept/reject scoped to the team, and the
// CSV export with the same filters, safe against spreadsheet formulas.

let t: TestApp;
let me: Owner;
let stranger: Owner;
const site: Record<string, string> = {};
const id: Record<string, string> = {};

const q = (v: string | null) => (v === null ? 'null' : `'${v.replaceAll("'", "''")}'`);

async function lead(
  o: Owner,
  siteId: string,
  f: {
    name: string;
    phone?: string | null;
    email?: string | null;
    zip?: string | null;
    message?: string | null;
  },
  extra: { kind?: 'form' | 'call'; status?: string; at?: string; renterId?: string } = {},
) {
  const [row] = await sqlRows(
    t.app,
    `insert into leads (team_id, site_id, renter_id, kind, page, name, phone, email, zip, message, utm, status, value, created_at)
     values ('${o.teamId}', '${siteId}', ${q(extra.renterId ?? null)}, '${extra.kind ?? 'form'}', '/roof-repair/', ${q(f.name)},
       ${q(f.phone ?? null)}, ${q(f.email ?? null)}, ${q(f.zip ?? null)}, ${q(f.message ?? null)},
       '{"utm_source":"google","utm_campaign":"spring"}'::jsonb, '${extra.status ?? 'new'}', 25, '${extra.at ?? '2026-11-20T12:00:00Z'}')
     returning id`,
  );
  return row.id as string;
}

const names = (res: { body: { data: { items: Array<{ name: string }> } } }) =>
  res.body.data.items.map((l) => l.name).sort();

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  stranger = await owner(t.app);
  const renter = await createRenter(t.app, me, { name: 'Acme Buyers', webhookUrl: 'https://hook.example/x' });
  site.a = (await insertSite(t.app, me, { name: 'Austin Roofing' })).id;
  site.b = (await insertSite(t.app, me, { name: 'Boise Plumbing' })).id;
  site.x = (await insertSite(t.app, stranger, { name: 'Stranger Site' })).id;
  id.ann = await lead(
    me,
    site.a,
    {
      name: 'Ann Percent',
      phone: '(512) 555-0101',
      email: 'ann@example.com',
      zip: '78701',
      message: 'Roof 100% gone',
    },
    { at: '2026-11-01T08:00:00Z', renterId: renter.id },
  );
  id.bob = await lead(
    me,
    site.a,
    { name: 'Bob_Under', phone: '512-555-0199', zip: '78702', message: 'Gutter leak' },
    { at: '2026-11-10T08:00:00Z', status: 'accepted' },
  );
  id.cal = await lead(
    me,
    site.b,
    { name: 'Cal Caller', phone: '+1 208 555 0142' },
    { kind: 'call', at: '2026-11-15T23:59:00Z' },
  );
  id.dee = await lead(
    me,
    site.b,
    {
      name: '=HYPERLINK("http://evil.example","x")',
      email: 'dee@example.com',
      message: '@SUM(1+1)\n"quoted", line',
    },
    { at: '2026-11-16T00:00:00Z' },
  );
  id.xen = await lead(stranger, site.x, {
    name: 'Xen Stranger',
    phone: '512-555-0101',
    message: 'Roof 100% gone',
  });
});
afterAll(async () => t?.close());

describe('GET /api/leads filters and search', () => {
  it('lists every site’s leads with site and renter names; filters by site, status, kind and days', async () => {
    const all = await get(t.app, '/api/leads', me.token);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.items.map((l: { name: string }) => l.name)[0]).toContain('HYPERLINK'); // newest first
    const ann = all.body.data.items.find((l: { id: string }) => l.id === id.ann);
    expect(ann).toMatchObject({ siteName: 'Austin Roofing', renterName: 'Acme Buyers', zip: '78701' });
    expect(ann.utm).toEqual({ utm_source: 'google', utm_campaign: 'spring' });

    expect(names(await get(t.app, `/api/leads?siteId=${site.b}`, me.token))).toHaveLength(2);
    expect(names(await get(t.app, '/api/leads?status=accepted', me.token))).toEqual(['Bob_Under']);
    expect(names(await get(t.app, '/api/leads?kind=call', me.token))).toEqual(['Cal Caller']);
    // Days are UTC and both ends included: 23:59 on the 15th is in, 00:00 on the 16th is not.
    expect(names(await get(t.app, '/api/leads?from=2026-11-10&to=2026-11-15', me.token))).toEqual([
      'Bob_Under',
      'Cal Caller',
    ]);
    expect((await get(t.app, '/api/leads?from=2026-11-16', me.token)).body.data.total).toBe(1);
  });

  it('searches name, phone (digits are enough), e-mail, message and ZIP, case-insensitive', async () => {
    const search = async (text: string) =>
      names(await get(t.app, `/api/leads?q=${encodeURIComponent(text)}`, me.token));
    expect(await search('ann@EXAMPLE')).toEqual(['Ann Percent']);
    expect(await search('gutter')).toEqual(['Bob_Under']);
    expect(await search('78702')).toEqual(['Bob_Under']);
    expect(await search('2085550142')).toEqual(['Cal Caller']);
    expect(await search('555-0101')).toEqual(['Ann Percent']);
    // Wildcards are literal: % and _ match only themselves.
    expect(await search('100%')).toEqual(['Ann Percent']);
    expect(await search('%')).toEqual(['Ann Percent']);
    expect(await search('b_u')).toEqual(['Bob_Under']);
    expect(await search('_')).toEqual(['Bob_Under']);
    expect(await search('nobody')).toEqual([]);
  });

  it('hostile search text is only text: quotes, SQL, backslashes and control characters find nothing and break nothing', async () => {
    for (const text of [
      "' or 1=1 --",
      "x'); drop table leads; --",
      '\\',
      '\\%',
      '%_%\\_',
      ')(',
      '[^a]*',
      '\u0000',
    ]) {
      const res = await get(t.app, `/api/leads?q=${encodeURIComponent(text)}`, me.token);
      expect(res.status, text).toBeLessThan(500);
      if (res.status === 200) expect(res.body.data.total, text).toBe(0);
    }
    expect((await get(t.app, `/api/leads?q=${'a'.repeat(201)}`, me.token)).status).toBe(400);
    expect((await sqlRows(t.app, 'select count(*)::int as n from leads'))[0].n).toBe(5);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      ['from=2026-11-20&to=2026-11-01', 'to'],
      ['kind=fax', 'kind'],
      ['status=lost', 'status'],
      ['siteId=nope', 'siteId'],
    ]) {
      const res = await get(t.app, `/api/leads?${query}`, me.token);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(field);
    }
  });

  it('another team sees none of them, whatever it searches', async () => {
    const res = await get(t.app, '/api/leads?q=roof', stranger.token);
    expect(names(res)).toEqual(['Xen Stranger']);
    expect((await get(t.app, `/api/leads?siteId=${site.a}`, stranger.token)).body.data.total).toBe(0);
  });
});

describe('POST /api/leads/bulk', () => {
  it('accepts the team’s leads among the ids, ignores another team’s, and 404s when none is the team’s', async () => {
    const res = await post(
      t.app,
      '/api/leads/bulk',
      { ids: [id.ann, id.cal, id.xen], status: 'rejected' },
      me.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.updated.sort()).toEqual([id.ann, id.cal].sort());
    const rows = await sqlRows(
      t.app,
      `select id, status from leads where id in ('${id.ann}', '${id.cal}', '${id.xen}')`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [id.ann!]: 'rejected',
      [id.cal!]: 'rejected',
      [id.xen!]: 'new',
    });
    const theirs = await post(t.app, '/api/leads/bulk', { ids: [id.xen], status: 'accepted' }, me.token);
    expect(theirs.status).toBe(404);
    const mine = await post(t.app, '/api/leads/bulk', { ids: [id.ann], status: 'accepted' }, stranger.token);
    expect(mine.status).toBe(404);
    expect((await sqlRows(t.app, `select status from leads where id = '${id.ann}'`))[0].status).toBe(
      'rejected',
    );
  });

  it('validates: 1 to 500 lead ids, accepted or rejected only', async () => {
    const bad = [
      { ids: [], status: 'accepted' },
      { ids: Array.from({ length: 501 }, () => id.ann), status: 'accepted' },
      { ids: ['not-a-uuid'], status: 'accepted' },
      { ids: [id.ann], status: 'billed' },
      { ids: id.ann, status: 'accepted' },
      { status: 'accepted' },
    ];
    for (const body of bad) {
      const res = await post(t.app, '/api/leads/bulk', body, me.token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await post(t.app, '/api/leads/bulk', { ids: [id.ann], status: 'accepted' })).status).toBe(401);
  });
});

describe('GET /api/leads/export.csv', () => {
  const exportCsv = (query: string, token = me.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/leads/export.csv${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers the filtered leads as CSV with every field, formula cells neutralised', async () => {
    const res = await exportCsv(`?siteId=${site.b}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,received_at,site,kind,status,value,renter,name,phone,email,zip,message,page,utm_source,utm_medium,utm_campaign,utm_term,utm_content,deliveries,demo',
    );
    // The formula lead's cells: a quote first, CSV quoting for commas, quotes and line breaks.
    expect(res.body).toContain(
      `${id.dee},2026-11-16T00:00:00.000Z,Boise Plumbing,form,new,25.00,,"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(res.body).toContain(`"'@SUM(1+1)\n""quoted"", line"`);
    expect(res.body).toContain(`'+1 208 555 0142`);
    expect(res.body).not.toMatch(/(^|,)[=+@-]/m);
    expect(res.body).toContain(',google,,spring,,,');
    // Only site b's two leads, newest first.
    expect(res.body.split(id.dee!).length).toBe(2);
    expect(res.body.indexOf(id.dee!)).toBeLessThan(res.body.indexOf(id.cal!));
    expect(res.body).not.toContain(id.ann);
  });

  it('takes the same filters and search; another team’s export holds none of these leads', async () => {
    const res = await exportCsv('?q=gutter');
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect(res.body).toContain('Bob_Under');
    const theirs = await exportCsv('', stranger.token);
    expect(theirs.body).toContain('Xen Stranger');
    for (const v of Object.values(id).filter((x) => x !== id.xen)) expect(theirs.body).not.toContain(v);
    expect((await exportCsv('?from=2026-99-01')).statusCode).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/leads/export.csv' })).status).toBe(401);
  });
});
