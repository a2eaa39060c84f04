import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, REPO_ROOT } from './env';

describe('loadEnv', () => {
  it('has working defaults with nothing set', () => {
    const env = loadEnv({}, {});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: path.join(REPO_ROOT, 'data'),
      WEB_DIST: path.join(REPO_ROOT, 'apps/web/dist'),
      EMAIL_VERIFICATION_GRACE_HOURS: 72,
      AUTH_RATE_LIMIT_MAX: 10,
      LOGIN_LOCK_THRESHOLD: 5,
      LOGIN_LOCK_MINUTES: 15,
      GOOGLE_ISSUER: 'https://accounts.google.com',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    expect(loadEnv({}, { PORT: '8080', DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      PUBLIC_URL: 'http://localhost:8080',
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
    });
  });

  it('lists every bad variable with the reason', () => {
    try {
      loadEnv({}, { PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', ADMIN_EMAIL: 'nope' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const text = (err as EnvError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'ADMIN_EMAIL']) expect(text).toContain(name);
      expect(text).toContain('at least 32 characters');
      expect(text).not.toContain('short'); // secrets are not echoed
    }
  });

  it('takes the optional LLM writer settings, and needs the model with the endpoint', () => {
    expect(loadEnv({}, {}).LLM_BASE_URL).toBeUndefined();
    expect(
      loadEnv(
        {},
        { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1', LLM_USD_PER_1K_TOKENS: '0.5' },
      ),
    ).toMatchObject({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1',
      LLM_USD_PER_1K_TOKENS: 0.5,
    });
    expect(() => loadEnv({}, { LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      /LLM_MODEL: must name the model/,
    );
    expect(() => loadEnv({}, { LLM_BASE_URL: 'not a url', LLM_MODEL: 'x' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadEnv({}, { LLM_USD_PER_1K_TOKENS: '-1' })).toThrow(/LLM_USD_PER_1K_TOKENS/);
  });
});
