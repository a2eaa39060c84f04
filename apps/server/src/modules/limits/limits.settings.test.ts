import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../config/env';
import { limitReachedMessage } from './limits.messages';
import { limitsFromSettings } from './limits.settings';
import { windowOf } from './limits.windows';

// The LIMIT_* settings: a number or off (0 allows none), checked at boot; defaults outside tests.

const env = (vars: Record<string, string>) => loadEnv({ NODE_ENV: 'production', ...vars }, {});

describe('LIMIT_* settings', () => {
  it('takes whole numbers, money with cents, and off; unset gives the defaults', () => {
    const parsed = env({
      LIMIT_BUILDS_PER_DAY: ' 12 ',
      LIMIT_DOMINATOR_SITES: 'OFF',
      LIMIT_BATCH_SIZE: '0',
      LIMIT_LLM_USD_PER_MONTH: '2.50',
    });
    expect(limitsFromSettings(parsed)).toEqual({
      buildsPerDay: 12,
      dominatorPlaces: null,
      batchSize: 0,
      demoRunsPerDay: 5,
      llmUsdPerMonth: 2.5,
    });
    expect(limitsFromSettings(env({}))).toEqual({
      buildsPerDay: 200,
      dominatorPlaces: 250,
      batchSize: 50,
      demoRunsPerDay: 5,
      llmUsdPerMonth: 25,
    });
  });

  it('leaves unset limits off under NODE_ENV=test, and keeps the ones set', () => {
    const parsed = loadEnv({ NODE_ENV: 'test', LIMIT_BATCH_SIZE: 7 }, {});
    expect(limitsFromSettings(parsed)).toEqual({
      buildsPerDay: null,
      dominatorPlaces: null,
      batchSize: 7,
      demoRunsPerDay: null,
      llmUsdPerMonth: null,
    });
  });

  it('stops the boot on a value that is neither, naming the variable', () => {
    for (const [name, value, problem] of [
      ['LIMIT_BUILDS_PER_DAY', '-1', 'must be a whole number (0 or more) or off'],
      ['LIMIT_BATCH_SIZE', '1.5', 'must be a whole number (0 or more) or off'],
      ['LIMIT_DEMO_RUNS_PER_DAY', 'unlimited', 'must be a whole number (0 or more) or off'],
      ['LIMIT_LLM_USD_PER_MONTH', '$5', 'must be an amount in USD (0 or more, e.g. 25 or 2.50) or off'],
    ]) {
      let error: unknown;
      try {
        env({ [name]: value });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toEqual([`${name}: ${problem} (got ${JSON.stringify(value)})`]);
    }
  });
});

describe('windows', () => {
  it('are UTC days and months, the month after December being January', () => {
    const at = new Date('2025-12-31T23:59:59.000Z');
    expect(windowOf('day', at)).toEqual({
      start: new Date('2025-12-31T00:00:00.000Z'),
      resetsAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    expect(windowOf('month', at)).toEqual({
      start: new Date('2025-12-01T00:00:00.000Z'),
      resetsAt: new Date('2026-01-01T00:00:00.000Z'),
    });
  });
});

describe('messages', () => {
  it('a limit of 0 says the work is not offered rather than counting to it', () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    expect(limitReachedMessage('demoRunsPerDay', 0, 0, at)).toBe(
      'This server loads no demo portfolio (LIMIT_DEMO_RUNS_PER_DAY is 0).',
    );
    expect(limitReachedMessage('buildsPerDay', 4, 4, at)).toBe(
      'This team has used 4 site builds and deploys today, the daily limit. Try again after 2026-01-01 00:00 UTC or raise LIMIT_BUILDS_PER_DAY.',
    );
  });
});
