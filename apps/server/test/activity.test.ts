import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../src/modules/auth/totp';
import {
  bearer,
  call,
  createTestApp,
  get,
  login,
  PASSWORD,
  post,
  type Registered,
  registerVerified,
  sqlRows,
  type TestApp,
} from './helpers';
import { austinRoofing } from './sites-fixtures';

// The activity log (docs/activity.md): sign-ins and security changes of the account, sites, renters
// and leads of the team, with who, when and from where; newest first in keyset pages; a category
// filter; the caller's own account and current team only; kept one year.

let t: TestApp;
let ada: Registered;
let bob: Registered;
const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15';

beforeAll(async () => {
  t = await createTestApp();
  ada = await registerVerified(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
  bob = await registerVerified(t.app, { firstName: 'Bob', lastName: 'Stranger' });
});
afterAll(() => t.close());

/** The activity list as `token` sees it; the log is written without waiting, so give it a moment. */
async function activity(token: string, query = '') {
  await new Promise((r) => setTimeout(r, 50));
  const res = await get(t.app, `/api/user/activity${query}`, token);
  expect(res.status).toBe(200);
  return res.body.data as { entries: any[]; nextCursor: string | null };
}

const kinds = (page: { entries: any[] }) => page.entries.map((e) => e.kind);

describe('activity log', () => {
  it('records sign-ins with who, from where and the device, and failed attempts on the account', async () => {
    const ok = await login(t.app, ada.email, PASSWORD, { 'user-agent': UA, 'x-test': '1' });
    expect(ok.status).toBe(200);
    const bad = await login(t.app, ada.email, 'wrong password here', { 'user-agent': UA });
    expect(bad.status).toBe(401);
    const page = await activity(ada.tokens.accessToken, '?category=sign-in');
    expect(kinds(page).slice(0, 2)).toEqual(['auth.sign_in_failed', 'auth.sign_in']);
    const [failed, signIn] = page.entries;
    expect(signIn).toMatchObject({
      category: 'sign-in',
      summary: 'Signed in with password',
      who: { id: ada.user.id, name: 'Ada Lovelace', email: ada.email },
      ip: '127.0.0.1',
      userAgent: UA,
    });
    expect(Date.parse(signIn.when)).toBeGreaterThan(Date.now() - 60_000);
    // A failed attempt is by whoever tried: no one known, on Ada's account.
    expect(failed).toMatchObject({ summary: 'Failed sign-in: wrong password', who: null });
    // Bob sees none of Ada's account.
    const bobs = await activity(bob.tokens.accessToken);
    expect(bobs.entries.some((e) => e.summary.includes('wrong password'))).toBe(false);
    expect(JSON.stringify(bobs)).not.toContain(ada.user.id);
  });

  it('records security changes: two-factor on and off, sessions ended, password changed', async () => {
    const token = ada.tokens.accessToken;
    const setup = await post(t.app, '/api/auth/two-factor/setup', undefined, token);
    const code = generateTotp(setup.body.data.secret, Date.now() - 30_000);
    expect(
      (await post(t.app, '/api/auth/two-factor/enable', { code, password: PASSWORD }, token)).status,
    ).toBe(200);
    expect((await post(t.app, '/api/auth/two-factor/disable', { password: PASSWORD }, token)).status).toBe(
      200,
    );
    expect((await post(t.app, '/api/auth/revoke-all', {}, token)).status).toBe(200);
    const changed = await post(
      t.app,
      '/api/user/change-password',
      { currentPassword: PASSWORD, newPassword: `${PASSWORD} 2` },
      token,
    );
    expect(changed.status).toBe(200);
    const page = await activity(token, '?category=security');
    expect(kinds(page).slice(0, 4)).toEqual([
      'security.password_changed',
      'security.sessions_revoked',
      'security.two_factor_disabled',
      'security.two_factor_enabled',
    ]);
    expect(page.entries.every((e) => e.category === 'security')).toBe(true);
    // The e-mail verification of registerVerified was logged as well.
    expect(kinds(page)).toContain('security.email_verified');
  });

  it("records the team's site and renter changes with a target, from the request that made them", async () => {
    const token = ada.tokens.accessToken;
    const site = await call(t.app, {
      method: 'POST',
      url: '/api/sites',
      payload: { kind: 'goldmine', opportunityId: austinRoofing() },
      headers: { ...bearer(token), 'user-agent': UA },
    });
    expect(site.status).toBe(201);
    const siteId = site.body.data.id;
    const renter = await post(
      t.app,
      '/api/renters',
      { name: 'Acme Roofing', webhookUrl: 'https://example.com/h' },
      token,
    );
    expect(renter.status).toBe(201);
    await post(t.app, `/api/renters/${renter.body.data.id}/rotate-secret`, {}, token);
    await call(t.app, {
      method: 'DELETE',
      url: `/api/renters/${renter.body.data.id}`,
      headers: bearer(token),
    });
    expect((await post(t.app, `/api/sites/${siteId}/deploy`, {}, token)).status).toBe(200);
    const [lead] = await sqlRows(
      t.app,
      `insert into leads (team_id, site_id, page, name) select team_id, id, '/', 'Jane' from sites where id = '${siteId}' returning id`,
    );
    const marked = await call(t.app, {
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      payload: { status: 'accepted' },
      headers: bearer(token),
    });
    expect(marked.status).toBe(200);
    const leads = await activity(token, '?category=leads');
    expect(leads.entries[0]).toMatchObject({
      kind: 'lead.status_changed',
      summary: 'Marked a lead accepted',
      target: { type: 'lead', id: lead.id },
    });
    const sites = await activity(token, '?category=sites');
    expect(sites.entries[0]).toMatchObject({ kind: 'site.deployed', target: { type: 'site', id: siteId } });
    expect(sites.entries[0].summary).toMatch(/^Deployed .* \(version 1\): live$/);
    expect(sites.entries[1]).toMatchObject({
      kind: 'site.created',
      target: { type: 'site', id: siteId },
      userAgent: UA,
      who: { id: ada.user.id },
    });
    const renters = await activity(token, '?category=renters');
    expect(kinds(renters)).toEqual(['renter.deleted', 'renter.secret_rotated', 'renter.created']);
    expect(renters.entries[2].summary).toBe('Added the renter Acme Roofing');
    // Another team sees none of it.
    expect((await activity(bob.tokens.accessToken, '?category=sites')).entries).toEqual([]);
  });

  it('pages newest first by cursor without skipping or repeating, and refuses bad input with a 400', async () => {
    const token = ada.tokens.accessToken;
    const all = await activity(token, '?limit=100');
    expect(all.entries.length).toBeGreaterThan(8);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await activity(token, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.entries.map((e) => e.id));
    const times = all.entries.map((e) => Date.parse(e.when));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    for (const q of ['?limit=0', '?limit=101', '?limit=x', '?category=nope', '?cursor=abc', '?extra=1']) {
      const res = await get(t.app, `/api/user/activity${q}`, token);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await get(t.app, '/api/user/activity')).status).toBe(401);
  });

  it('deletes rows older than a year in the daily cleanup (fixed clock)', async () => {
    const now = new Date('2030-06-15T12:00:00Z');
    await sqlRows(
      t.app,
      `insert into activity_events (team_id, user_id, subject_user_id, kind, summary, created_at) values
        (null, '${ada.user.id}', '${ada.user.id}', 'auth.sign_in', 'old one', '2029-06-15T11:59:00Z'),
        (null, '${ada.user.id}', '${ada.user.id}', 'auth.sign_in', 'kept one', '2029-06-15T12:01:00Z')`,
    );
    const deleted = await t.app.services.activity.cleanup(now);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await sqlRows(
      t.app,
      `select summary from activity_events where summary in ('old one', 'kept one')`,
    );
    expect(left.map((r) => r.summary)).toEqual(['kept one']);
  });

  it('never breaks the emitter: a row that cannot be stored is logged and dropped', async () => {
    await expect(
      t.app.services.activity.record({
        kind: 'team.member_removed',
        teamId: '00000000-0000-4000-8000-000000000000', // no such team: the insert fails
        userId: null,
        summary: 'x',
      }),
    ).resolves.toBeUndefined();
  });
});
