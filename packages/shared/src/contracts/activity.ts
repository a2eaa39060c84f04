import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// The activity log (docs/activity.md): what happened on the caller's account and in their current
// team, newest first, one page at a time.

export const ACTIVITY_CATEGORIES = [
  'sign-in',
  'security',
  'sites',
  'renters',
  'leads',
  'team',
  'account',
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/**
 * Which category an event kind belongs to, by the part before its first dot ('auth.sign_in' ->
 * 'auth' -> 'sign-in'). A kind with another prefix is an account event.
 */
export const ACTIVITY_PREFIXES: Record<Exclude<ActivityCategory, 'account'>, readonly string[]> = {
  'sign-in': ['auth'],
  security: ['security', 'api_key'],
  sites: ['site', 'deploy'],
  renters: ['renter'],
  leads: ['lead'],
  team: ['team'],
};

export function activityCategoryOf(kind: string): ActivityCategory {
  const prefix = kind.split('.', 1)[0] ?? '';
  for (const [category, prefixes] of Object.entries(ACTIVITY_PREFIXES))
    if (prefixes.includes(prefix)) return category as ActivityCategory;
  return 'account';
}

export const ACTIVITY_PAGE_DEFAULT = 25;
export const ACTIVITY_PAGE_MAX = 100;

export const activityQuerySchema = z.strictObject({
  /** The nextCursor of the previous page. */
  cursor: z
    .string()
    .max(200)
    .regex(/^\d{1,20}_[0-9a-f-]{36}$/, 'cursor: not a cursor of this list')
    .optional(),
  limit: z.coerce
    .number()
    .int('limit: must be a whole number')
    .min(1, 'limit: must be at least 1')
    .max(ACTIVITY_PAGE_MAX, `limit: must be at most ${ACTIVITY_PAGE_MAX}`)
    .default(ACTIVITY_PAGE_DEFAULT),
  category: z
    .enum(ACTIVITY_CATEGORIES, { error: `category: must be one of ${ACTIVITY_CATEGORIES.join(', ')}` })
    .optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  /** e.g. 'auth.sign_in', 'site.deployed'. */
  kind: z.string(),
  category: z.enum(ACTIVITY_CATEGORIES),
  summary: z.string(),
  /** Who did it; null for the system (or an account since deleted). */
  who: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** ISO time. */
  when: z.string(),
  ip: z.string().nullable(),
  /** The raw user agent (the browser describes it: features/settings/lib/describe-device.ts). */
  userAgent: z.string().nullable(),
  /** What it concerns, for a link: { type: 'site', id } and the like. */
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/user/activity',
    query: activityQuerySchema,
    response: apiSuccess(activityPageSchema),
  }),
};
