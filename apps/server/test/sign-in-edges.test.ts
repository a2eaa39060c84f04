import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../src/modules/auth/totp';
import {
  createTestApp,
  get,
  login,
  mailedToken,
  post,
  type Registered,
  register,
  registerVerified,
  sqlRows,
  type TestApp,
} from './helpers';

// Sign-in edges: single-use two-factor challenges, backup codes, per-user limits on the calls that
// check the password, and admin rights that wait for a verified address.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function withTwoFactor(r: Registered) {
  const setup = await post(t.app, '/api/auth/two-factor/setup', undefined, r.tokens.accessToken);
  const secret = setup.body.data.secret as string;
  const enable = await post(
    t.app,
    '/api/auth/two-factor/enable',
    { code: generateTotp(secret, Date.now() - 30_000), password: r.password },
    r.tokens.accessToken,
  );
  expect(enable.status).toBe(200);
  return { secret, backupCodes: enable.body.data.backupCodes as string[] };
}

const challengeOf = async (r: Registered) =>
  (await login(t.app, r.email, r.password)).body.data.challengeToken as string;

describe('the two-factor challenge', () => {
  it('signs in once: a second use, even with another good code, is refused with its own message', async () => {
    const r = await registerVerified(t.app);
    const { secret, backupCodes } = await withTwoFactor(r);
    const challengeToken = await challengeOf(r);
    const ok = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken,
      code: generateTotp(secret),
    });
    expect(ok.status).toBe(200);
    const again = await post(t.app, '/api/auth/two-factor/verify', { challengeToken, code: backupCodes[0] });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({
      error: 'challenge_used',
      message: 'This sign-in attempt has already been used. Please sign in again.',
    });
    // The replay spent nothing: the backup code still works with a fresh challenge.
    const fresh = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken: await challengeOf(r),
      code: backupCodes[0],
    });
    expect(fresh.status).toBe(200);
  });

  it('survives a typo: a wrong code does not spend the challenge', async () => {
    const r = await registerVerified(t.app);
    const { secret } = await withTwoFactor(r);
    const challengeToken = await challengeOf(r);
    expect(
      (await post(t.app, '/api/auth/two-factor/verify', { challengeToken, code: '000000' })).status,
    ).toBe(401);
    const ok = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken,
      code: generateTotp(secret),
    });
    expect(ok.status).toBe(200);
  });

  it('records spent challenges by id only and purges expired ones', async () => {
    const r = await registerVerified(t.app);
    const { secret } = await withTwoFactor(r);
    await sqlRows(
      t.app,
      `insert into spent_tokens (jti, expires_at) values ('old-one', now() - interval '1 minute')`,
    );
    const challengeToken = await challengeOf(r);
    expect(
      (await post(t.app, '/api/auth/two-factor/verify', { challengeToken, code: generateTotp(secret) }))
        .status,
    ).toBe(200);
    const rows = await sqlRows(t.app, 'select jti from spent_tokens');
    expect(rows.map((x) => x.jti)).not.toContain('old-one');
    expect(rows.some((x) => /^[0-9a-f-]{36}$/.test(x.jti))).toBe(true); // the token's id, not the token
  });
});

describe('an unknown e-mail', () => {
  it('costs about what a wrong password costs (an argon2 verify either way): fastest of 5 after a warm-up', async () => {
    const r = await registerVerified(t.app);
    const fastest = async (email: string) => {
      let best = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        // Each from its own address, so no lock is reached.
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: `wrong password ${i}` },
          remoteAddress: `10.77.${email === r.email ? 1 : 2}.${i + 1}`,
        });
        expect(res.statusCode).toBe(401);
        if (i > 0) best = Math.min(best, performance.now() - started); // the first one warms up
      }
      return best;
    };
    const known = await fastest(r.email);
    const unknown = await fastest(`nobody.${Date.now()}@example.com`);
    expect(unknown).toBeGreaterThan(known * 0.3);
  });
});

describe('backup codes', () => {
  it('are ten codes of 16 base32 characters in groups of four, each hashed with argon2id', async () => {
    const r = await registerVerified(t.app);
    const { backupCodes } = await withTwoFactor(r);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    const rows = await sqlRows(
      t.app,
      `select code_hash from two_factor_backup_codes where user_id = '${r.user.id}'`,
    );
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.code_hash).toMatch(/^\$argon2id\$/);
      for (const code of backupCodes) expect(row.code_hash).not.toContain(code.replace(/-/g, ''));
    }
    expect(new Set(rows.map((x) => x.code_hash)).size).toBe(10); // salted: no two alike
    // Read without case, spaces or dashes.
    const typed = backupCodes[5].toLowerCase().replace(/-/g, ' ');
    const ok = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken: await challengeOf(r),
      code: typed,
    });
    expect(ok.status).toBe(200);
  });

  it('keeps codes issued before (SHA-256 of ten hex digits) working, once each', async () => {
    const r = await registerVerified(t.app);
    await withTwoFactor(r);
    const old = 'a1b2c-3d4e5';
    const hash = createHash('sha256').update('a1b2c3d4e5').digest('hex');
    await sqlRows(
      t.app,
      `insert into two_factor_backup_codes (user_id, code_hash) values ('${r.user.id}', '${hash}')`,
    );
    const use = async () =>
      (await post(t.app, '/api/auth/two-factor/verify', { challengeToken: await challengeOf(r), code: old }))
        .status;
    expect(await use()).toBe(200);
    expect(await use()).toBe(401);
  });
});

describe('calls that check the password are limited per user', () => {
  it.each([
    ['/api/user/change-password', { currentPassword: 'wrong password', newPassword: 'another password 1' }],
    ['/api/auth/delete-account', { password: 'wrong password' }],
    ['/api/auth/two-factor/disable', { password: 'wrong password' }],
  ])(
    '%s: 5 tries per 15 minutes, then 429 with the usual message, from any address',
    async (url, payload) => {
      const r = await registerVerified(t.app);
      const from = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: ip,
          headers: { authorization: `Bearer ${r.tokens.accessToken}` },
        });
      for (let i = 0; i < 5; i++) expect((await from(`10.9.0.${i + 1}`)).statusCode).toBe(400);
      const limited = await from('10.9.1.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        error: 'rate_limited',
        message: 'Rate limit exceeded. Please try again later.',
      });
      // Another user is not affected.
      const other = await registerVerified(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${other.tokens.accessToken}` },
      });
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('admin rights wait for a verified address', () => {
  it('an unverified first account stays a normal user; the first verified one becomes admin, once', async () => {
    const fresh = await createTestApp();
    try {
      const squatter = await register(fresh.app);
      expect(squatter.user.role).toBe('free');
      const [row] = await sqlRows(fresh.app, `select role from users where id = '${squatter.user.id}'`);
      expect(row.role).toBe('free');
      // Two addresses verified at once: exactly one admin.
      const a = await register(fresh.app);
      const b = await register(fresh.app);
      const tokens = await Promise.all([a, b].map((x) => mailedToken(fresh.app, x.email, 'verify-email')));
      const results = await Promise.all(
        tokens.map((token) => post(fresh.app, '/api/auth/verify-email', { token })),
      );
      expect(results.map((x) => x.status)).toEqual([200, 200]);
      const admins = await sqlRows(fresh.app, `select id from users where role = 'admin'`);
      expect(admins).toHaveLength(1);
      expect([a.user.id, b.user.id]).toContain(admins[0].id);
      // The squatter verifying later changes nothing.
      const token = await mailedToken(fresh.app, squatter.email, 'verify-email');
      expect((await post(fresh.app, '/api/auth/verify-email', { token })).status).toBe(200);
      expect(await sqlRows(fresh.app, `select id from users where role = 'admin'`)).toHaveLength(1);
      const me = await get(fresh.app, '/api/auth/me', squatter.tokens.accessToken);
      expect(me.body.data.role).toBe('free');
    } finally {
      await fresh.close();
    }
  });
});
