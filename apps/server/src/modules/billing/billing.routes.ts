import { billingAdminApi, billingApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer, ctxOf } from '../../lib/http';
import { route } from '../../lib/route';
import type { createBillingAdmin } from './billing.admin';
import type { BillingService } from './billing.service';

// The team's subscription and billing details, and the platform admins' plans (docs/billing.md#api).

export interface BillingRouteOptions {
  billing: BillingService;
  admin: ReturnType<typeof createBillingAdmin>;
  webhook: (raw: Buffer, signature: string | undefined) => Promise<{ received: true; outcome: string }>;
}

export async function billingRoutes(fastify: FastifyInstance, opts: BillingRouteOptions) {
  const { billing, admin } = opts;
  // Stripe's webhook: public, signed over the raw body (its own context keeps the raw parser here).
  await fastify.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_r, body, done) => done(null, body),
    );
    hook.post(
      '/billing/stripe/webhook',
      {
        config: { rateLimit: { max: 600, timeWindow: 60_000 } },
        schema: { tags: ['billing'], summary: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET)' },
      },
      async (request) => {
        // Only JSON is Stripe's: any other body (a form) is checked as empty, so its signature fails.
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return opts.webhook(raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });

  await fastify.register(async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.requireAuth);
    const docs = (description: string) => ({ tags: ['billing'], security: bearer, description });

    route(app, billingApi.subscription, {
      docs: docs("Your team's plan, status, access, trial days left, usage per limit and the plans."),
      handler: async (request) => ({ success: true as const, data: await billing.view(actorOf(request)) }),
    });
    route(app, billingApi.updateSubscription, {
      docs: docs('Choose or change the paid plan (team owners): the proration in words, or a Checkout URL.'),
      handler: async (request) => ({
        success: true as const,
        data: await billing.update(actorOf(request), request.body.planId),
      }),
    });
    route(app, billingApi.cancelSubscription, {
      docs: docs('Cancel at the end of the paid period, with a reason (team owners).'),
      handler: async (request) => ({
        success: true as const,
        data: await billing.cancel(actorOf(request), request.body.reason),
      }),
    });
    route(app, billingApi.reactivateSubscription, {
      docs: docs('Undo a pending cancel, or start the previous plan again (team owners).'),
      handler: async (request) => ({
        success: true as const,
        data: await billing.reactivate(actorOf(request)),
      }),
    });
    route(app, billingApi.billingDetails, {
      docs: docs("Your team's billing details (printed on invoices)."),
      handler: async (request) => ({ success: true as const, data: await billing.details(actorOf(request)) }),
    });
    route(app, billingApi.updateBillingDetails, {
      docs: docs('Change the billing details (team owners).'),
      handler: async (request) => ({
        success: true as const,
        data: await billing.saveDetails(actorOf(request), request.body),
      }),
    });
    route(app, billingApi.portal, {
      docs: docs("Stripe's customer portal (cards, receipts); 409 when Stripe is not configured."),
      handler: async (request) => ({ success: true as const, data: await billing.portal(actorOf(request)) }),
    });
    route(app, billingAdminApi.teams, {
      docs: docs('Every team with its owner, plan, status, members and live sites (platform admins).'),
      handler: async (request) => ({
        success: true as const,
        data: await admin.teams(actorOf(request), request.query),
      }),
    });
    route(app, billingAdminApi.setPlan, {
      docs: docs("Set a team's plan by hand (platform admins)."),
      handler: async (request) => ({
        success: true as const,
        data: await admin.setPlan(
          actorOf(request),
          request.params.teamId,
          request.body.planId,
          ctxOf(request).ip,
        ),
      }),
    });
  });
}
