import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows as parseCsv } from './csv';
import { bearer, call, createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { createRenter, insertSite, type Owner, owner } from './leads-fixtures';

// Data export (docs/data-export.md): 202 and a background job with progress, one at a time per
// user, JSON and a zip of CSV files with everything the caller may read and no secret, the caller's
// own exports only, files deleted after 7 days.

let t: TestApp;
let ada: Owner;
let bob: Owner;
let siteId: string;
const secrets: Record<string, string> = {};
const FORMULA = '=HYPERLINK("http://evil.example","click")';

beforeAll(async () => {
  t = await createTestApp();
  ada = await owner(t.app);
  bob = await owner(t.app);
  siteId = (await insertSite(t.app, ada, { name: 'Ada Roofing Austin', withVersion: true })).id;
  await sqlRows(
    t.app,
    `insert into leads (team_id, site_id, page, name, email, value) values
      ('${ada.teamId}', '${siteId}', '/', '${FORMULA.replaceAll("'", "''")}', 'lead@example.com', 40)`,
  );
  await sqlRows(
    t.app,
    `insert into site_event_days (team_id, site_id, day, pageviews, visitors, form_views, call_clicks, demo)
     values ('${ada.teamId}', '${siteId}', '2030-01-02', 12, 7, 3, 1, false)`,
  );
  // Secrets of every kind: none may appear in an export.
  const renter = await createRenter(t.app, ada, {
    name: 'Acme Renter',
    webhookUrl: 'https://example.com/hook',
  });
  secrets.webhook = renter.webhookSecret;
  const key = 'login-ada:provider-secret-value-1234';
  const put = await call(t.app, {
    method: 'PUT',
    url: '/api/providers/dataforseo',
    payload: { apiKey: key },
    headers: bearer(ada.token),
  });
  expect(put.status).toBe(200);
  secrets.provider = 'provider-secret-value-1234';
  const setup = await post(t.app, '/api/auth/two-factor/setup', undefined, ada.token);
  secrets.totp = setup.body.data.secret;
  await sqlRows(
    t.app,
    `insert into api_keys (user_id, team_id, name, prefix, secret_hash, scope)
     values ('${ada.userId}', '${ada.teamId}', 'CI key', 'sdp_testpref', 'apikeyhash0123456789abcdef', 'read')`,
  );
  secrets.apiKeyHash = 'apikeyhash0123456789abcdef';
  const [stored] = await sqlRows(
    t.app,
    `select u.password_hash, tf.secret, pc.key_ciphertext, r.webhook_secret
       from users u, two_factor tf, provider_credentials pc, renters r
      where u.id = '${ada.userId}' and tf.user_id = u.id and pc.team_id = '${ada.teamId}' and r.id = '${renter.id}'`,
  );
  secrets.passwordHash = stored.password_hash;
  secrets.sealedTotp = stored.secret;
  secrets.ciphertext = stored.key_ciphertext;
  // Another team's data.
  await insertSite(t.app, bob, { name: 'Bob Secret Plumbing' });
});
afterAll(() => t.close());

const start = (token: string, body: unknown) => post(t.app, '/api/user/export', body, token);

async function until(token: string, id: string) {
  const end = Date.now() + 60_000;
  const seen: number[] = [];
  for (;;) {
    const res = await get(t.app, `/api/user/exports/${id}`, token);
    expect(res.status).toBe(200);
    seen.push(res.body.data.progress);
    if (!['queued', 'running'].includes(res.body.data.status) || Date.now() > end)
      return { ...res.body.data, seen };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function download(token: string, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/exports/${id}/download`,
    headers: bearer(token),
  });
  return res;
}

function expectNoSecrets(text: string) {
  for (const [name, value] of Object.entries(secrets)) expect(text.includes(value), name).toBe(false);
  expect(text).not.toContain('Bob Secret Plumbing');
  expect(text).not.toContain(bob.teamId);
}

describe('data export', () => {
  it('refuses a bad body with a 400 naming the field, and anonymous callers', async () => {
    for (const body of [{}, { format: 'xml' }, { format: 'json', extra: 1 }, { format: 5 }]) {
      const res = await start(ada.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/format|extra|Unrecognized/i);
    }
    expect((await post(t.app, '/api/user/export', { format: 'json' })).status).toBe(401);
  });

  let jsonId: string;
  it('starts a JSON export (202), one at a time (409), and builds it in the background to done', async () => {
    const res = await start(ada.token, { format: 'json' });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ format: 'json', status: 'queued', progress: 0 });
    jsonId = res.body.data.id;
    const again = await start(ada.token, { format: 'csv' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already being prepared/);
    expect((await download(ada.token, jsonId)).statusCode).toBeGreaterThanOrEqual(409);
    const done = await until(ada.token, jsonId);
    expect(done).toMatchObject({ status: 'done', progress: 100, fileName: expect.stringMatching(/\.json$/) });
    expect(done.sizeBytes).toBeGreaterThan(100);
    expect(Date.parse(done.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  });

  it('answers the JSON document: manifest, account, team, sites, leads, revenue; no secret, no other team', async () => {
    const res = await download(ada.token, jsonId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sdp-export-.*\.json"$/);
    expectNoSecrets(res.body);
    const doc = JSON.parse(res.body);
    expect(doc.manifest).toMatchObject({ formatVersion: 1, format: 'json', user: { id: ada.userId } });
    expect(Date.parse(doc.manifest.generatedAt)).toBeGreaterThan(0);
    for (const [table, rows] of Object.entries(doc.data))
      expect(doc.manifest.counts[table], table).toBe((rows as []).length);
    expect(doc.data.profile[0]).toMatchObject({ id: ada.userId });
    expect(doc.data.profile[0]).not.toHaveProperty('passwordHash');
    expect(doc.data.team_members[0]).toMatchObject({ userId: ada.userId, role: 'owner' });
    expect(doc.data.sites.map((s: any) => s.name)).toEqual(['Ada Roofing Austin']);
    expect(doc.data.site_versions[0]).not.toHaveProperty('bundle');
    expect(doc.data.leads[0]).toMatchObject({ name: FORMULA, email: 'lead@example.com' });
    expect(doc.data.renters[0]).toMatchObject({ name: 'Acme Renter' });
    expect(doc.data.renters[0]).not.toHaveProperty('webhookSecret');
    expect(doc.data.provider_credentials).toEqual([
      { providerId: 'dataforseo', createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    expect(doc.data.api_keys[0]).toMatchObject({ name: 'CI key', prefix: 'sdp_testpref' });
    expect(doc.data.analytics_days[0]).toMatchObject({ day: '2030-01-02', pageviews: 12 });
    expect(doc.data.revenue_by_month).toEqual(expect.any(Array));
  });

  it('builds the CSV zip: one CSV per table, formula-safe cells, the manifest; no secret', async () => {
    const res = await start(ada.token, { format: 'csv' });
    expect(res.status).toBe(202);
    const done = await until(ada.token, res.body.data.id);
    expect(done.status).toBe('done');
    const file = await download(ada.token, done.id);
    expect(file.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(file.rawPayload));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const all = Object.keys(files)
      .map((n) => text(n))
      .join('\n');
    expectNoSecrets(all);
    const manifest = JSON.parse(text('manifest.json'));
    expect(manifest).toMatchObject({ format: 'csv', formatVersion: 1 });
    const leads = parseCsv(text('leads.csv'));
    const header = leads[0]!;
    expect(leads).toHaveLength(2);
    expect(manifest.counts.leads).toBe(1);
    // The formula is quoted so a spreadsheet shows it as text.
    expect(leads[1]![header.indexOf('name')]).toBe(`'${FORMULA}`);
    const sites = parseCsv(text('sites.csv'));
    expect(sites[1]![sites[0]!.indexOf('name')]).toBe('Ada Roofing Austin');
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'profile.csv',
        'team_members.csv',
        'renters.csv',
        'projects.csv',
        'seo_opportunities.csv',
        'campaigns.csv',
      ]),
    );
  });

  it("lists the caller's exports only; another user's export is 404 everywhere", async () => {
    const list = await get(t.app, '/api/user/exports', ada.token);
    expect(list.body.data.map((e: any) => e.id)).toContain(jsonId);
    expect((await get(t.app, '/api/user/exports', bob.token)).body.data).toEqual([]);
    expect((await get(t.app, `/api/user/exports/${jsonId}`, bob.token)).status).toBe(404);
    expect((await download(bob.token, jsonId)).statusCode).toBe(404);
    expect((await get(t.app, '/api/user/exports/not-a-uuid', ada.token)).status).toBe(400);
  });

  it('deletes files 7 days on in the cleanup: the export reads expired and downloads 410', async () => {
    const later = new Date(Date.now() + 8 * 86_400_000);
    const result = await t.app.services.dataExports.cleanup(later);
    expect(result.expired).toBeGreaterThanOrEqual(2);
    const [row] = await sqlRows(
      t.app,
      `select file is null as gone from data_exports where id = '${jsonId}'`,
    );
    expect(row.gone).toBe(true);
    await sqlRows(
      t.app,
      `update data_exports set expires_at = now() - interval '1 day' where id = '${jsonId}'`,
    );
    expect((await get(t.app, `/api/user/exports/${jsonId}`, ada.token)).body.data.status).toBe('expired');
    const gone = await download(ada.token, jsonId);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/expired/);
  });
});
