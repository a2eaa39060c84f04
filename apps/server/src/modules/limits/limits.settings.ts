import type { LimitKey, LimitUnit, LimitWindow } from '@sdp/shared';
import { z } from 'zod';

// The LIMIT_* settings (docs/limits.md). Each is a number or `off`: a number is the limit (0 allows
// none of that work), `off` means no limit. Unset, the default below applies, except under
// NODE_ENV=test where an unset limit is off (suites build many sites; limit tests set their own).

export type LimitValue = number | 'off';

/** A LIMIT_* env value: a whole number (or, for money, any number) of 0 or more, or `off`. */
export const limitSetting = (kind: 'whole' | 'usd') =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx): LimitValue | undefined => {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
      if (text === undefined || text === '') return undefined;
      if (text.toLowerCase() === 'off') return 'off';
      const pattern = kind === 'whole' ? /^\d{1,9}$/ : /^\d{1,9}(\.\d{1,6})?$/;
      if (!pattern.test(text)) {
        ctx.issues.push({
          code: 'custom',
          message:
            kind === 'whole'
              ? 'must be a whole number (0 or more) or off'
              : 'must be an amount in USD (0 or more, e.g. 25 or 2.50) or off',
          input: raw,
        });
        return z.NEVER;
      }
      return Number(text);
    });

/** What each limit is: its setting, default, unit and window. */
export interface LimitDefinition {
  key: LimitKey;
  setting: SettingName;
  label: string;
  description: string;
  unit: LimitUnit;
  window: LimitWindow;
  defaultValue: number;
}

export type SettingName =
  | 'LIMIT_BUILDS_PER_DAY'
  | 'LIMIT_DOMINATOR_SITES'
  | 'LIMIT_BATCH_SIZE'
  | 'LIMIT_DEMO_RUNS_PER_DAY'
  | 'LIMIT_LLM_USD_PER_MONTH';

export const LIMIT_DEFINITIONS: readonly LimitDefinition[] = [
  {
    key: 'buildsPerDay',
    setting: 'LIMIT_BUILDS_PER_DAY',
    label: 'Site builds and deploys per day',
    description:
      'Each generated site version counts one and each version deployed counts one (a new site that goes live: two). Demo sites do not count.',
    unit: 'builds',
    window: 'day',
    defaultValue: 200,
  },
  {
    key: 'dominatorPlaces',
    setting: 'LIMIT_DOMINATOR_SITES',
    label: 'Places in one dominator site',
    description: 'The cities one dominator site may cover (each gets its own page), at every build of it.',
    unit: 'places',
    window: 'request',
    defaultValue: 250,
  },
  {
    key: 'batchSize',
    setting: 'LIMIT_BATCH_SIZE',
    label: 'Sites in one deployment job',
    description: 'The markets one batch deploy, goldmine deploy or generate-and-deploy request may ask for.',
    unit: 'sites',
    window: 'request',
    defaultValue: 50,
  },
  {
    key: 'demoRunsPerDay',
    setting: 'LIMIT_DEMO_RUNS_PER_DAY',
    label: 'Demo portfolio loads per day',
    description: 'Each load of the demo portfolio builds and deploys 3 sites and sends them visitors.',
    unit: 'runs',
    window: 'day',
    defaultValue: 5,
  },
  {
    key: 'llmUsdPerMonth',
    setting: 'LIMIT_LLM_USD_PER_MONTH',
    label: 'LLM writer spend per month',
    description:
      'What builds written by the LLM writer cost this month (USD, from the meter). A build starts only while spend is under the limit.',
    unit: 'usd',
    window: 'month',
    defaultValue: 25,
  },
];

export const definitionOf = (key: LimitKey) => LIMIT_DEFINITIONS.find((d) => d.key === key)!;

/** A team's limits: null is no limit. */
export type TeamLimits = Record<LimitKey, number | null>;

/** The limits the settings give (the same for every team until plans supply their own). */
export function limitsFromSettings(
  config: Partial<Record<SettingName, LimitValue | undefined>> & { NODE_ENV: string },
): TeamLimits {
  const out = {} as TeamLimits;
  for (const d of LIMIT_DEFINITIONS) {
    const v = config[d.setting] ?? (config.NODE_ENV === 'test' ? 'off' : d.defaultValue);
    out[d.key] = v === 'off' ? null : v;
  }
  return out;
}
