import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { resealAll } from '../src/config/reseal';
import { parseKeyText, resolveSealingKeys, SealingKeys, sealingKey } from '../src/config/sealing-key';
import { signingKey } from '../src/config/signing-keys';
import { createKeyBox } from '../src/lib/key-box';
import { createTokenService } from '../src/modules/auth/tokens';
import { generateTotp } from '../src/modules/auth/totp';
import { createPreviewTokens } from '../src/modules/sites/preview-token';
import {
  createTestApp,
  get,
  login,
  outbox,
  post,
  registerVerified,
  sqlRows,
  storedOutbox,
  testEnv,
} from './helpers';

// The sealing key (config/sealing-key.ts) and the per-purpose signing keys (config/signing-keys.ts):
// where the key comes from, that nothing in the database opens a sealed value, and rotation: values
// sealed with a previous key, or before the sealing key existed, are re-sealed at start.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sdp-sealing-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const JWT_SECRET = 'j'.repeat(48);

/** What versions before the sealing key wrote: 'v1.' with a key derived from the signing secret. */
function legacySeal(secret: string, purpose: string, plain: string, context: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, purpose, 'aes-256-gcm v1', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

describe('where the sealing key comes from', () => {
  it('reads SEALING_KEY as hex or base64, and refuses anything that is not 32 bytes', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      expect(parseKeyText(text)?.equals(key)).toBe(true);
      expect(resolveSealingKeys({ SEALING_KEY: text, inMemory: false }).keys.current.key.equals(key)).toBe(
        true,
      );
    }
    for (const bad of ['', 'short', randomBytes(16).toString('hex'), randomBytes(31).toString('base64')])
      expect(parseKeyText(bad)).toBeNull();
    expect(() => testEnv({ SEALING_KEY: 'not a key' })).toThrow(/SEALING_KEY: must be 32 bytes/);
    expect(() => testEnv({ SEALING_KEY_PREVIOUS: `${key.toString('hex')},nope` })).toThrow(
      /SEALING_KEY_PREVIOUS/,
    );
  });

  it('generates the key file once (owner-only), says where it is, and reads it again at the next start', () => {
    const file = path.join(tmp, 'nested', 'sealing.key');
    const first = resolveSealingKeys({ SEALING_KEY_FILE: file, inMemory: false });
    expect(first.generatedNotice).toContain(file);
    expect(first.generatedNotice).toMatch(/back it up/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = resolveSealingKeys({ SEALING_KEY_FILE: file, inMemory: false });
    expect(again.generatedNotice).toBeUndefined();
    expect(again.keys.current.id).toBe(first.keys.current.id);
    // A tool that only reads never generates one.
    expect(() =>
      resolveSealingKeys(
        { SEALING_KEY_FILE: path.join(tmp, 'absent.key'), inMemory: false },
        { generate: false },
      ),
    ).toThrow(/No sealing key/);
  });

  it('never overwrites a key file it cannot read as a key', () => {
    const file = path.join(tmp, 'broken.key');
    fs.writeFileSync(file, 'this is not a key\n');
    expect(() => resolveSealingKeys({ SEALING_KEY_FILE: file, inMemory: false })).toThrow(
      /never overwritten/,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('this is not a key\n');
  });

  it('prints and serialises as its id only', () => {
    const keys = new SealingKeys(sealingKey(randomBytes(32)));
    const b64 = keys.current.key.toString('base64');
    for (const text of [JSON.stringify({ keys }), inspect(keys), inspect({ config: { sealing: keys } })]) {
      expect(text).toContain(keys.current.id);
      expect(text).not.toContain(b64);
      expect(text).not.toContain(keys.current.key.toString('hex'));
    }
  });
});

describe('keys per purpose', () => {
  it('signs tokens, the OAuth cookie and preview links with keys of their own, none the signing secret itself', async () => {
    const purposes = ['tokens', 'oauth-cookie', 'site-previews'] as const;
    const keys = purposes.map((p) => signingKey(JWT_SECRET, p).toString('hex'));
    expect(new Set(keys).size).toBe(3);
    for (const k of keys) expect(k).not.toContain(Buffer.from(JWT_SECRET).toString('hex'));

    const t = await createTestApp({ JWT_SECRET });
    try {
      const r = await registerVerified(t.app);
      const claims = {
        sub: r.user.id,
        sid: (await get(t.app, '/api/auth/session', r.tokens.accessToken)).body.data.sessions[0].id,
        role: 'free' as const,
      };
      // Signed with the secret itself (as before keys per purpose): refused.
      const raw = await createTokenService(JWT_SECRET).signAccessToken(claims);
      expect((await get(t.app, '/api/auth/me', raw)).status).toBe(401);
      const derived = await createTokenService(signingKey(JWT_SECRET, 'tokens')).signAccessToken(claims);
      expect((await get(t.app, '/api/auth/me', derived)).status).toBe(200);
      // A preview link signed with the secret, or with the tokens' key, opens nothing.
      const versionId = '00000000-0000-4000-8000-000000000001';
      const previews = t.app.services.sitePreviews;
      expect(previews.verify(versionId, createPreviewTokens(JWT_SECRET).sign(versionId).token)).toBe(false);
      const tokensKey = signingKey(JWT_SECRET, 'tokens').toString('base64url');
      expect(previews.verify(versionId, createPreviewTokens(tokensKey).sign(versionId).token)).toBe(false);
      expect(previews.verify(versionId, previews.sign(versionId).token)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('seals with a key the database does not hold: the signing secret and the stored settings open nothing', async () => {
    const t = await createTestApp({ JWT_SECRET });
    try {
      const r = await registerVerified(t.app);
      const setup = await post(t.app, '/api/auth/two-factor/setup', undefined, r.tokens.accessToken);
      const [row] = await sqlRows(t.app, `select secret from two_factor where user_id = '${r.user.id}'`);
      expect(row.secret).not.toContain(setup.body.data.secret);
      const context = `totp:${r.user.id}`;
      expect(createKeyBox(t.app.config.sealing, 'sdp-totp-secrets').open(row.secret, context)).toBe(
        setup.body.data.secret,
      );
      // Everything the database holds besides the sealed values: nothing there opens them.
      const settings = await sqlRows(t.app, 'select key, value from app_settings');
      for (const s of [...settings.map((x) => x.value as string), JWT_SECRET]) {
        const guess = parseKeyText(s) ?? Buffer.from(hkdfSync('sha256', s, '', 'x', 32));
        expect(
          createKeyBox(new SealingKeys(sealingKey(guess)), 'sdp-totp-secrets').open(row.secret, context),
        ).toBeNull();
        expect(s).not.toBe(t.app.config.sealing.current.key.toString('base64'));
      }
      expect(settings.find((s) => s.key === 'sealing_key_id')?.value).toBe(t.app.config.sealing.current.id);
    } finally {
      await t.close();
    }
  });
});

describe('rotation and upgrade, end to end (a data folder, restarted)', () => {
  const dataDir = path.join(tmp, 'data');
  const fileA = path.join(tmp, 'a.key');
  const boot = (env: Record<string, string>) =>
    buildApp(
      testEnv({
        DATA_DIR: dataDir,
        JWT_SECRET,
        SEALING_KEY_FILE: '',
        SEALING_KEY: '',
        SEALING_KEY_PREVIOUS: '',
        ...env,
      }),
    );

  it('re-seals values of a previous key and of the signing-secret era with the new key, and refuses a key it does not know', async () => {
    // First start, key A: a user with two-factor, a mailed reset link, a provider key and a TOTP
    // secret written by older versions (sealed with the signing secret, and plain).
    let app = await boot({ SEALING_KEY_FILE: fileA });
    const keyA = app.config.sealing.current;
    const r = await registerVerified(app);
    const setup = await post(app, '/api/auth/two-factor/setup', undefined, r.tokens.accessToken);
    const secret = setup.body.data.secret as string;
    const enable = { code: generateTotp(secret, Date.now() - 30_000), password: r.password };
    expect((await post(app, '/api/auth/two-factor/enable', enable, r.tokens.accessToken)).status).toBe(200);
    await post(app, '/api/auth/password-reset', { email: r.email });
    const resetLink = (await outbox(app, r.email))[0].text;
    const [{ team_id: teamId }] = await sqlRows(
      app,
      `select team_id from team_members where user_id = '${r.user.id}'`,
    );
    const providerKey = 'legacy-provider-key-123';
    await sqlRows(
      app,
      `insert into provider_credentials (team_id, provider_id, key_ciphertext) values ('${teamId}', 'census-cbp', '${legacySeal(JWT_SECRET, 'sdp-provider-credentials', providerKey, `${teamId}/census-cbp`)}')`,
    );
    const other = await registerVerified(app);
    const plainSecret = 'JBSWY3DPEHPK3PXP';
    await sqlRows(
      app,
      `insert into two_factor (user_id, secret, enabled) values ('${other.user.id}', '${plainSecret}', false)`,
    );
    await app.close();

    // Second start: key B, A as the previous key. Everything is re-sealed with B and still opens.
    const keyB = randomBytes(32).toString('base64');
    app = await boot({ SEALING_KEY: keyB, SEALING_KEY_PREVIOUS: fs.readFileSync(fileA, 'utf8').trim() });
    try {
      const idB = app.config.sealing.current.id;
      expect(idB).not.toBe(keyA.id);
      const sealedValues = [
        ...(await sqlRows(app, 'select key_ciphertext as v from provider_credentials')),
        ...(await sqlRows(app, 'select secret as v from two_factor')),
        ...(await sqlRows(app, 'select link_sealed as v from mail_outbox where link_sealed is not null')),
      ].map((x) => x.v as string);
      expect(sealedValues.length).toBeGreaterThanOrEqual(5);
      for (const v of sealedValues) expect(v.startsWith(`v2.${idB}.`)).toBe(true);
      const keysBOnly = new SealingKeys(app.config.sealing.current);
      const [cred] = await sqlRows(app, 'select key_ciphertext from provider_credentials');
      expect(createKeyBox(keysBOnly).open(cred.key_ciphertext, `${teamId}/census-cbp`)).toBe(providerKey);
      const [plain] = await sqlRows(app, `select secret from two_factor where user_id = '${other.user.id}'`);
      expect(createKeyBox(keysBOnly, 'sdp-totp-secrets').open(plain.secret, `totp:${other.user.id}`)).toBe(
        plainSecret,
      );
      expect((await outbox(app, r.email))[0].text).toBe(resetLink);
      // Two-factor sign-in works with the re-sealed secret.
      const challenge = (await login(app, r.email, r.password)).body.data.challengeToken;
      expect(
        (
          await post(app, '/api/auth/two-factor/verify', {
            challengeToken: challenge,
            code: generateTotp(secret),
          })
        ).status,
      ).toBe(200);
      expect(
        (await sqlRows(app, "select value from app_settings where key = 'sealing_key_id'"))[0].value,
      ).toBe(idB);
      // Idempotent: a second pass has nothing to do.
      expect(await resealAll(app.db, app.config.sealing)).toEqual({ resealed: 0, unopenable: 0 });
    } finally {
      await app.close();
    }

    // Key A alone no longer fits this database: the process stops instead of sealing with it.
    await expect(boot({ SEALING_KEY_FILE: fileA })).rejects.toThrow(
      /sealed with sealing key .* SEALING_KEY_PREVIOUS/s,
    );
    // B alone starts.
    app = await boot({ SEALING_KEY: keyB });
    expect((await storedOutbox(app, r.email))[0].text).toContain('token=[sealed]');
    await app.close();
  }, 120_000);
});
