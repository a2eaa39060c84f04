import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { limitSetting } from '../modules/limits/limits.settings';
import { parseCorsOrigins } from './cors-origins';
import { parseKeyText, previousKeysProblem, type SealingKeys } from './sealing-key';
import { parseTrustProxy } from './trust-proxy';

// The only reader of process.env. Validated once; a bad value stops the boot with a readable list.

/** Repository root, so defaults do not depend on the directory the process was started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const int = (def: number, min = 0) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min).default(def);
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0).refine((p) => p <= 65535, 'must be a port number (0-65535)'),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Encrypts secrets at rest (config/sealing-key.ts): 32 bytes as hex or base64, or a file holding them. */
  SEALING_KEY: optionalText.pipe(
    z
      .string()
      .refine((v) => parseKeyText(v) !== null, 'must be 32 bytes written as 64 hex digits or base64')
      .optional(),
  ),
  SEALING_KEY_FILE: optionalText,
  /** Older sealing keys, comma-separated: what they sealed is re-sealed with SEALING_KEY at start. */
  SEALING_KEY_PREVIOUS: optionalText.pipe(
    z
      .string()
      .refine(
        (v) => previousKeysProblem(v) === null,
        'must be keys of 32 bytes (hex or base64), comma-separated',
      )
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url('must be a URL such as https://seo.example.com').optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('SEO Domination Platform <no-reply@localhost>'),
  ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  EMAIL_VERIFICATION_GRACE_HOURS: int(72),
  AUTH_RATE_LIMIT_MAX: int(10, 1),
  LOGIN_LOCK_THRESHOLD: int(5, 1),
  LOGIN_LOCK_MINUTES: int(15, 1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Who may set X-Forwarded-For: false, true, a hop count or proxy addresses/CIDRs (config/trust-proxy.ts). */
  TRUST_PROXY: z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.problem, input: raw });
      return z.NEVER;
    }),
  /** Cross-origin callers allowed besides PUBLIC_URL, comma-separated origins (config/cors-origins.ts). */
  CORS_ORIGINS: z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseCorsOrigins(raw);
      if ('value' in parsed) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.problem, input: raw });
      return z.NEVER;
    }),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Provider API bases: another deployment of the same API, or a local stand-in in tests. */
  CENSUS_API_BASE_URL: z.url().optional(),
  DATAFORSEO_API_BASE_URL: z.url().optional(),
  /** Twilio's REST API (call tracking, modules/calls): a local stand-in in tests. */
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  /** Lead webhook retry back-off in seconds, comma-separated (default 30,120,600,3600,21600). */
  LEAD_RETRY_DELAYS: z
    .string()
    .trim()
    .regex(/^(\d+(\.\d+)?)(,\s*\d+(\.\d+)?)*$/, 'must be seconds separated by commas, e.g. 30,120,600')
    .optional()
    .or(z.literal('')),
  /**
   * How long a lead delivery being attempted is held before another attempt (this process's poller
   * or another's) may take it: a process that died mid-delivery is retried after this (seconds).
   */
  LEAD_DELIVERY_LEASE_SECONDS: int(120, 1),
  /** Renter webhooks may target loopback/private addresses (default: only when NODE_ENV=test). */
  WEBHOOK_ALLOW_PRIVATE: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])])
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes')
    .optional(),
  /** The crawler may fetch loopback/private addresses (docs/crawler.md#addresses; default false). */
  CRAWL_ALLOW_PRIVATE: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])])
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes')
    .default(false),
  WEB_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Deployment jobs (modules/jobs): queue polling, worker heartbeat, jobs run at once per process. */
  JOBS_POLL_MS: int(1000, 500),
  JOBS_HEARTBEAT_MS: int(5000, 200),
  JOBS_CONCURRENCY: int(2, 1),
  /** Pause between two sites of one job (0 = none): spreads the load of big batches. */
  JOBS_ITEM_PAUSE_MS: int(0, 0),
  /**
   * Optional LLM writer for generated sites: any OpenAI-compatible chat endpoint (OpenAI, Ollama,
   * vLLM, llama.cpp). Without LLM_BASE_URL the built-in writer writes every page.
   */
  LLM_BASE_URL: optionalText.pipe(z.url('must be a URL such as http://127.0.0.1:11434/v1').optional()),
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  /** What the endpoint charges per 1,000 tokens (USD), for the cost meter; 0 = free (a local model). */
  LLM_USD_PER_1K_TOKENS: z.coerce.number({ error: 'must be a number' }).min(0).default(0),
  /** Hourly scheduled rank checks (modules/rankings): on/off; default on, off when NODE_ENV=test. */
  RANK_CHECKS: optionalText.pipe(z.enum(['on', 'off'], { error: 'must be on or off' }).optional()),
  /** Per-team usage limits (modules/limits, docs/limits.md): a number, or off for none. */
  LIMIT_BUILDS_PER_DAY: limitSetting('whole'),
  LIMIT_DOMINATOR_SITES: limitSetting('whole'),
  LIMIT_BATCH_SIZE: limitSetting('whole'),
  LIMIT_DEMO_RUNS_PER_DAY: limitSetting('whole'),
  LIMIT_LLM_USD_PER_MONTH: limitSetting('usd'),
  /** Plans, trial and payments (modules/billing, docs/billing.md): on/off; default on, off when NODE_ENV=test. */
  BILLING: optionalText.pipe(z.enum(['on', 'off'], { error: 'must be on or off' }).optional()),
  /** Stripe's secret API key; unset: no card payments, invoices are paid by hand. */
  STRIPE_SECRET_KEY: optionalText,
  /** The signing secret of the Stripe webhook endpoint (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe API address (a local stand-in); unset: api.stripe.com. */
  STRIPE_API_URL: optionalText.pipe(z.url('must be a URL such as http://127.0.0.1:12111').optional()),
  /** Invoices (docs/invoices.md): the number prefix, the seller printed on them, the tax rate. */
  INVOICE_ISSUER: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,12}$/, 'must be 1-12 capital letters or digits, e.g. SDP')
    .default('SDP'),
  INVOICE_SELLER_NAME: z.string().trim().min(1).max(200).default('SEO Domination Platform'),
  INVOICE_SELLER_ADDRESS: optionalText,
  INVOICE_SELLER_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  INVOICE_SELLER_TAX_ID: optionalText,
  INVOICE_TAX_RATE_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'must have at most two decimals')
    .default(0),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** True when the database is an in-memory PGlite (tests): nothing is written to DATA_DIR. */
  inMemory: boolean;
};
/**
 * Env after boot: the JWT secret is always known (generated and persisted when not configured), and
 * so are the sealing keys (config/sealing-key.ts).
 */
export type AppConfig = Env & { JWT_SECRET: string; sealing: SealingKeys };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export type EnvOverrides = Partial<
  Record<keyof ParsedEnv | 'IN_MEMORY', string | number | boolean | undefined>
>;

/** Parses process.env merged with overrides (tests pass overrides to build apps with custom config). */
export function loadEnv(overrides: EnvOverrides = {}, source: NodeJS.ProcessEnv = process.env): Env {
  const raw: Record<string, unknown> = { ...source };
  for (const [key, value] of Object.entries(overrides)) raw[key] = value;
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map(
        (i) => `${i.path.join('.') || '(env)'}: ${i.message} (got ${show(raw, i.path)})`,
      ),
    );
  }
  const parsed = result.data;
  if (parsed.LLM_BASE_URL && !parsed.LLM_MODEL) {
    throw new EnvError(['LLM_MODEL: must name the model when LLM_BASE_URL is set (got nothing)']);
  }
  const inMemory = raw.IN_MEMORY === true || raw.IN_MEMORY === 'true';
  return {
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    WEB_DIST: path.resolve(parsed.WEB_DIST),
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    inMemory,
  };
}

function show(raw: Record<string, unknown>, keyPath: PropertyKey[]): string {
  const value = raw[String(keyPath[0])];
  if (value === undefined) return 'nothing';
  if (/SECRET|PASSWORD|URL|KEY/.test(String(keyPath[0]))) return 'a hidden value';
  return JSON.stringify(value);
}

export const generateSecret = () => randomBytes(48).toString('base64url');

function loadOrExit(): Env {
  try {
    return loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(`${err.message}\nFix the variables above (see docs) and start again.`);
      process.exit(1);
    }
    throw err;
  }
}

/** The process configuration, validated at import. */
export const env: Env = loadOrExit();
