import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// Per-team usage limits (docs/limits.md): GET /api/limits answers each limit with its value, what
// the team used in the current window and when that window starts again. Days and months are UTC.

export const LIMIT_KEYS = [
  'buildsPerDay',
  'dominatorPlaces',
  'batchSize',
  'demoRunsPerDay',
  'llmUsdPerMonth',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** day/month: usage over a UTC calendar day or month; request: the size of one request. */
export const LIMIT_WINDOWS = ['day', 'month', 'request'] as const;
export type LimitWindow = (typeof LIMIT_WINDOWS)[number];

export const LIMIT_UNITS = ['builds', 'places', 'sites', 'runs', 'usd'] as const;
export type LimitUnit = (typeof LIMIT_UNITS)[number];

/** The error codes of a refused request: 403 for a request over a size limit, 429 for used-up usage. */
export const LIMIT_ERROR_CODES = { tooLarge: 'limit_exceeded', usedUp: 'limit_reached' } as const;

export const usageLimitSchema = z.object({
  key: z.enum(LIMIT_KEYS),
  label: z.string(),
  /** What the limit counts, in a sentence. */
  description: z.string(),
  /** The server setting that sets it (LIMIT_BUILDS_PER_DAY …). */
  setting: z.string(),
  /** null: no limit (the setting is off). */
  limit: z.number().nullable(),
  /** What the team used in the current window; null for a limit on one request's size. */
  used: z.number().nullable(),
  unit: z.enum(LIMIT_UNITS),
  window: z.enum(LIMIT_WINDOWS),
  /** When the window starts again (ISO time); null for a limit on one request's size. */
  resetsAt: z.string().nullable(),
  /** False when the work it limits is not offered by this server (no LLM writer configured). */
  applies: z.boolean(),
});
export type UsageLimit = z.infer<typeof usageLimitSchema>;

export const usageLimitsSchema = z.object({
  limits: z.array(usageLimitSchema),
});
export type UsageLimits = z.infer<typeof usageLimitsSchema>;

/** `details` of a limit_exceeded (403) or limit_reached (429) error. */
export const limitErrorDetailsSchema = z.object({
  limit: z.enum(LIMIT_KEYS),
  setting: z.string(),
  value: z.number(),
  /** limit_reached: what the team used; limit_exceeded: what the request asked for. */
  used: z.number().optional(),
  requested: z.number().optional(),
  resetsAt: z.string().nullable(),
});
export type LimitErrorDetails = z.infer<typeof limitErrorDetailsSchema>;

export const limitsApi = {
  get: endpoint({ method: 'GET', path: '/api/limits', response: apiSuccess(usageLimitsSchema) }),
};
