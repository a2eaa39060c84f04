import { z } from 'zod';
import { apiSuccess, okMessageSchema } from './api';
import { usPhoneSchema } from './business';
import { endpoint } from './endpoint';

// Renters: who a site's leads are delivered to, by e-mail or signed webhook (docs/sites-api.md).

export const renterSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /**
   * Leads are mailed to `email` only once its owner opened the confirmation link sent to it:
   * 'pending' until then, 'confirmed' after, null without an address (docs/sites-api.md).
   */
  emailStatus: z.enum(['confirmed', 'pending']).nullable(),
  /** When the pending address was last sent its confirmation link (null otherwise). */
  emailConfirmationSentAt: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  /**
   * The last 4 characters of the webhook secret, e.g. "…9f3a". The secret itself is shown once:
   * in the answer of create and of rotate-secret (renterWithSecretSchema), never on reads.
   */
  webhookSecretHint: z.string(),
  /** Where tracked calls to the renter's sites are forwarded (as typed; docs/calls.md). */
  phone: z.string().nullable(),
  pricePerLead: z.number(),
  /** Price of a qualified tracked call; a call qualifies when it lasts at least callMinSeconds. */
  pricePerCall: z.number(),
  callMinSeconds: z.number().int(),
  monthlyRent: z.number(),
  autoAccept: z.boolean(),
  active: z.boolean(),
  siteIds: z.array(z.string()),
  createdAt: z.string(),
});
export type Renter = z.infer<typeof renterSchema>;
/** POST /api/renters and POST /api/renters/:id/rotate-secret: the renter and its new secret, once. */
export const renterWithSecretSchema = renterSchema.extend({
  /** HMAC key the renter checks X-Signature with; not shown again (docs/sites-api.md). */
  webhookSecret: z.string(),
});
export type RenterWithSecret = z.infer<typeof renterWithSecretSchema>;

export const renterInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.email().max(254).nullable().optional(),
    webhookUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
    phone: usPhoneSchema.nullable().optional(),
    pricePerLead: z.number().min(0).max(100_000).default(0),
    pricePerCall: z.number().min(0).max(100_000).default(0),
    callMinSeconds: z.number().int().min(0).max(3600).default(60),
    monthlyRent: z.number().min(0).max(1_000_000).default(0),
    autoAccept: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .refine((r) => r.email || r.webhookUrl, { message: 'give an email or a webhookUrl to deliver leads to' });
export const renterUpdateSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  email: z.email().max(254).nullable().optional(),
  webhookUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .optional(),
  phone: usPhoneSchema.nullable().optional(),
  pricePerLead: z.number().min(0).max(100_000).optional(),
  pricePerCall: z.number().min(0).max(100_000).optional(),
  callMinSeconds: z.number().int().min(0).max(3600).optional(),
  monthlyRent: z.number().min(0).max(1_000_000).optional(),
  autoAccept: z.boolean().optional(),
  active: z.boolean().optional(),
});

/** `:id` of the /api/renters/:id calls. */
export const renterIdParamsSchema = z.object({ id: z.uuid('id: not a renter id') });

/** The renter calls (docs/sites-api.md). create answers 201. */
export const rentersApi = {
  list: endpoint({ method: 'GET', path: '/api/renters', response: apiSuccess(z.array(renterSchema)) }),
  get: endpoint({
    method: 'GET',
    path: '/api/renters/:id',
    params: renterIdParamsSchema,
    response: apiSuccess(renterSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/renters',
    body: renterInputSchema,
    response: apiSuccess(renterWithSecretSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/renters/:id',
    params: renterIdParamsSchema,
    body: renterUpdateSchema,
    response: apiSuccess(renterSchema),
  }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/api/renters/:id/rotate-secret',
    params: renterIdParamsSchema,
    response: apiSuccess(renterWithSecretSchema),
  }),
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/api/renters/:id/resend-confirmation',
    params: renterIdParamsSchema,
    response: apiSuccess(renterSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/renters/:id',
    params: renterIdParamsSchema,
    response: okMessageSchema,
  }),
};
