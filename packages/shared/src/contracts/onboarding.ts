import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// The team's market focus, set during onboarding (docs/product/api.md, Onboarding): the verticals
// it works in and its home state. Discovery opens on them until the user picks other filters.

export const MARKET_FOCUS_MAX_VERTICALS = 5;

export const marketFocusSchema = z.object({
  /** Vertical slugs, in the order chosen; the first is discovery's default vertical. */
  verticals: z.array(z.string()),
  /** A two-letter US state code, or null for the whole country. */
  state: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type MarketFocus = z.infer<typeof marketFocusSchema>;

/** PUT /api/onboarding/focus: the whole focus (an empty list and null clear it). */
export const updateMarketFocusRequestSchema = z.strictObject({
  verticals: z
    .array(z.string().trim().min(1, 'must name a vertical').max(80, 'must be at most 80 characters'))
    .max(MARKET_FOCUS_MAX_VERTICALS, `must name at most ${MARKET_FOCUS_MAX_VERTICALS} verticals`),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter US state code such as TX')
    .transform((s) => s.toUpperCase())
    .nullable(),
});
export type UpdateMarketFocusRequest = z.input<typeof updateMarketFocusRequestSchema>;

/**
 * GET /api/onboarding/status: whether the signed-in user finished or skipped onboarding, and
 * whether their team has a site yet (a user of a team with sites is never sent to onboarding).
 */
export const onboardingStatusSchema = z.object({
  completed: z.boolean(),
  teamHasSites: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** POST /api/onboarding/complete: finished (skipped: false) or skipped; either way it is not shown again. */
export const completeOnboardingRequestSchema = z.strictObject({ skipped: z.boolean() });
export type CompleteOnboardingRequest = z.infer<typeof completeOnboardingRequestSchema>;

export const onboardingApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/onboarding/status',
    response: apiSuccess(onboardingStatusSchema),
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/onboarding/complete',
    body: completeOnboardingRequestSchema,
    response: apiSuccess(onboardingStatusSchema),
  }),
  focus: endpoint({ method: 'GET', path: '/api/onboarding/focus', response: apiSuccess(marketFocusSchema) }),
  updateFocus: endpoint({
    method: 'PUT',
    path: '/api/onboarding/focus',
    body: updateMarketFocusRequestSchema,
    response: apiSuccess(marketFocusSchema),
  }),
};
