import { z } from 'zod';
import { apiSuccess, okMessageSchema } from './api';
import { endpoint } from './endpoint';

// Personal API keys (docs/api-keys.md): `Authorization: Bearer sdp_...` acts as the key's owner in
// the key's team, with the key's scope. The secret is answered once, by create; lists never hold it.

/** At most this many keys per user, over all their teams. */
export const API_KEYS_PER_USER = 25;
/** The longest expiry a key may be given. */
export const API_KEY_MAX_DAYS = 3650;

/** 403 for a 'read' key on anything but GET and HEAD. */
export const API_KEY_READ_ONLY_MESSAGE = 'This API key is read-only';
/** 403 for a key on key management, password, two-factor, sessions, sign-out and account deletion. */
export const API_KEY_ACCOUNT_SECURITY_MESSAGE = 'API keys cannot manage account security; sign in instead';

export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: "scope: must be 'read' or 'read-write'" });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. 'sdp_k3Jf9aQ2': enough to recognise it, useless to use it. */
  prefix: z.string(),
  scope: apiKeyScopeSchema,
  teamId: z.string(),
  teamName: z.string(),
  /** Whether the key's team is the team the caller acts for now. */
  currentTeam: z.boolean(),
  /** False once the caller left the key's team: the key is refused until deleted. */
  memberOfTeam: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  /** Null: never expires. */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /api/user/api-keys: the key and its secret, answered this once. */
export const createdApiKeySchema = apiKeySchema.extend({
  /** The whole key, to send as `Authorization: Bearer <secret>`; not shown again. */
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

const MAX_MS = API_KEY_MAX_DAYS * 86_400_000;

export const createApiKeyRequestSchema = z
  .strictObject({
    name: z
      .string({ error: 'name: required, 1 to 80 characters' })
      .trim()
      .min(1, 'name: required, 1 to 80 characters')
      .max(80, 'name: at most 80 characters'),
    scope: apiKeyScopeSchema,
    /** An ISO date-time in the future (at most API_KEY_MAX_DAYS ahead). */
    expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt: must be an ISO date-time' }).nullish(),
    /** Or a number of days from now. */
    expiresInDays: z
      .number({ error: 'expiresInDays: must be a whole number of days' })
      .int('expiresInDays: must be a whole number of days')
      .min(1, 'expiresInDays: at least 1')
      .max(API_KEY_MAX_DAYS, `expiresInDays: at most ${API_KEY_MAX_DAYS}`)
      .nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.expiresAt != null && body.expiresInDays != null)
      ctx.addIssue({
        code: 'custom',
        path: ['expiresAt'],
        message: 'expiresAt: give expiresAt or expiresInDays, not both',
      });
    if (body.expiresAt != null) {
      const ms = Date.parse(body.expiresAt) - Date.now();
      if (!(ms > 0))
        ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'expiresAt: must be in the future' });
      else if (ms > MAX_MS)
        ctx.addIssue({
          code: 'custom',
          path: ['expiresAt'],
          message: `expiresAt: at most ${API_KEY_MAX_DAYS} days from now`,
        });
    }
  });
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** `:id` of DELETE /api/user/api-keys/:id. */
export const apiKeyIdParamsSchema = z.object({ id: z.uuid('id: not an API key id') });

export const apiKeysApi = {
  list: endpoint({ method: 'GET', path: '/api/user/api-keys', response: apiSuccess(z.array(apiKeySchema)) }),
  create: endpoint({
    method: 'POST',
    path: '/api/user/api-keys',
    body: createApiKeyRequestSchema,
    response: apiSuccess(createdApiKeySchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/api-keys/:id',
    params: apiKeyIdParamsSchema,
    response: okMessageSchema,
  }),
};
