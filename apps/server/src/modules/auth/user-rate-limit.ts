import type { FastifyRequest } from 'fastify';

/** Calls that check the current password (change it, delete the account, turn 2FA off): per user. */
export const SENSITIVE_MAX = 5;
export const SENSITIVE_WINDOW_MS = 15 * 60_000;

/**
 * Route config: SENSITIVE_MAX calls per signed-in user per SENSITIVE_WINDOW_MS, counted per route
 * (the app's usual 429 answer). After authentication, so the key is the user, not the address: a
 * stolen session cannot try passwords faster, whichever addresses it comes from.
 */
export const perUserRateLimit = {
  rateLimit: {
    max: SENSITIVE_MAX,
    timeWindow: SENSITIVE_WINDOW_MS,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
  },
};
