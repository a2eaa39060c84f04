import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../src/modules/auth/totp';
import {
  createTestApp,
  get,
  login,
  post,
  type Registered,
  registerVerified,
  sqlRows,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function enableTwoFactor(r: Registered) {
  const setup = await post(t.app, '/api/auth/two-factor/setup', undefined, r.tokens.accessToken);
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl, qrCodeDataUrl } = setup.body.data;
  expect(otpauthUrl).toContain(`otpauth://totp/`);
  expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const enable = await post(
    t.app,
    '/api/auth/two-factor/enable',
    // The previous window's code (accepted within the ±1 window), so a login may use the current one.
    { code: generateTotp(secret, Date.now() - 30_000), password: r.password },
    r.tokens.accessToken,
  );
  expect(enable.status).toBe(200);
  const backupCodes: string[] = enable.body.data.backupCodes;
  return { secret, backupCodes };
}

async function challenge(email: string, password: string) {
  const res = await login(t.app, email, password);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
  expect(res.body.data.tokens).toBeUndefined();
  return res.body.data.challengeToken as string;
}

describe('two-factor sign-in', () => {
  it('sets up, enables with a first code and hands out 10 single-use backup codes', async () => {
    const r = await registerVerified(t.app);
    const { backupCodes } = await enableTwoFactor(r);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    expect((await get(t.app, '/api/auth/me', r.tokens.accessToken)).body.data.twoFactorEnabled).toBe(true);
    const again = await post(t.app, '/api/auth/two-factor/setup', undefined, r.tokens.accessToken);
    expect(again.status).toBe(409);
  });

  it('keeps the secret sealed at rest, and seals a secret stored before sealing at its next use', async () => {
    const r = await registerVerified(t.app);
    const { secret } = await enableTwoFactor(r);
    const stored = async () =>
      (await sqlRows(t.app, `select secret from two_factor where user_id = '${r.user.id}'`))[0]
        .secret as string;
    const sealed = await stored();
    expect(sealed).toMatch(new RegExp(`^v2\\.${t.app.config.sealing.current.id}\\.`));
    expect(sealed).not.toContain(secret);

    // A row written by an earlier version holds the base32 secret itself.
    await sqlRows(t.app, `update two_factor set secret = '${secret}' where user_id = '${r.user.id}'`);
    const challengeToken = await challenge(r.email, r.password);
    const ok = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken,
      code: generateTotp(secret),
    });
    expect(ok.status).toBe(200);
    expect(await stored()).toMatch(/^v2\./);
  });

  it('refuses enable with a wrong code', async () => {
    const r = await registerVerified(t.app);
    await post(t.app, '/api/auth/two-factor/setup', undefined, r.tokens.accessToken);
    const res = await post(
      t.app,
      '/api/auth/two-factor/enable',
      { code: '000000', password: r.password },
      r.tokens.accessToken,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid two-factor code');
  });

  it('asks for the current password before turning two-factor on', async () => {
    const r = await registerVerified(t.app);
    const setup = await post(t.app, '/api/auth/two-factor/setup', undefined, r.tokens.accessToken);
    const code = generateTotp(setup.body.data.secret, Date.now() - 30_000);
    const enable = (body: object) => post(t.app, '/api/auth/two-factor/enable', body, r.tokens.accessToken);
    const missing = await enable({ code });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: 'password_required',
      message: 'Enter your current password to turn on two-factor authentication',
    });
    const wrong = await enable({ code, password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_password', message: 'Password is incorrect' });
    expect((await get(t.app, '/api/auth/me', r.tokens.accessToken)).body.data.twoFactorEnabled).toBe(false);
    expect((await enable({ code, password: r.password })).status).toBe(200);
  });

  it('asks for the second factor at login and finishes with a TOTP code', async () => {
    const r = await registerVerified(t.app);
    const { secret } = await enableTwoFactor(r);
    const challengeToken = await challenge(r.email, r.password);
    const wrong = await post(t.app, '/api/auth/two-factor/verify', { challengeToken, code: '123456' });
    expect(wrong.status).toBe(401);
    const ok = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken,
      code: generateTotp(secret),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.twoFactorEnabled).toBe(true);
    expect((await get(t.app, '/api/auth/me', ok.body.data.tokens.accessToken)).status).toBe(200);
    const history = await get(t.app, '/api/auth/login-history', ok.body.data.tokens.accessToken);
    expect(
      history.body.data
        .slice(0, 3)
        .map((e: { outcome: string; method: string }) => `${e.outcome}/${e.method}`),
    ).toEqual(['success/two_factor', 'two_factor_failed/two_factor', 'two_factor_required/password']);
  });

  it('accepts a backup code exactly once', async () => {
    const r = await registerVerified(t.app);
    const { backupCodes } = await enableTwoFactor(r);
    const first = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken: await challenge(r.email, r.password),
      code: backupCodes[3].toUpperCase(),
    });
    expect(first.status).toBe(200);
    const reuse = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken: await challenge(r.email, r.password),
      code: backupCodes[3],
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('Invalid two-factor code');
  });

  it('accepts a TOTP code only once, and no older code after it', async () => {
    const r = await registerVerified(t.app);
    const { secret } = await enableTwoFactor(r);
    const code = generateTotp(secret);
    const first = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken: await challenge(r.email, r.password),
      code,
    });
    expect(first.status).toBe(200);
    for (const replay of [code, generateTotp(secret, Date.now() - 30_000)]) {
      const res = await post(t.app, '/api/auth/two-factor/verify', {
        challengeToken: await challenge(r.email, r.password),
        code: replay,
      });
      expect(res.status).toBe(401);
    }
  });

  it('does not take an access token as a challenge, nor a challenge as an access token', async () => {
    const r = await registerVerified(t.app);
    const { secret } = await enableTwoFactor(r);
    const asChallenge = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken: r.tokens.accessToken,
      code: generateTotp(secret),
    });
    expect(asChallenge.status).toBe(401);
    const challengeToken = await challenge(r.email, r.password);
    expect((await get(t.app, '/api/auth/me', challengeToken)).status).toBe(401);
  });

  it('disables with the password only', async () => {
    const r = await registerVerified(t.app);
    await enableTwoFactor(r);
    const wrong = await post(
      t.app,
      '/api/auth/two-factor/disable',
      { password: 'wrong password' },
      r.tokens.accessToken,
    );
    expect(wrong.status).toBe(400);
    const ok = await post(
      t.app,
      '/api/auth/two-factor/disable',
      { password: r.password },
      r.tokens.accessToken,
    );
    expect(ok.status).toBe(200);
    const res = await login(t.app, r.email, r.password);
    expect(res.body.data.tokens).toBeDefined();
  });

  it('requires a signed-in user for setup, enable and disable', async () => {
    for (const path of ['setup', 'enable', 'disable']) {
      expect((await post(t.app, `/api/auth/two-factor/${path}`, {})).status).toBe(401);
    }
  });
});
