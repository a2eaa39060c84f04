import {
  apiSuccess,
  leadPageSchema,
  leadSchema,
  leadsQuerySchema,
  pipelineStatusSchema,
  renterInputSchema,
  renterSchema,
  renterUpdateSchema,
  renterWithSecretSchema,
  revenueResponseSchema,
  updateLeadRequestSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { bearer, messageResponse } from '../../lib/http';
import type { LeadServices } from './leads.module';

export interface LeadRouteOptions {
  services: LeadServices;
}

const idParams = (what: string) => z.object({ id: z.uuid(`id: not a ${what} id`) });

/** Leads inbox, renters, revenue and pipeline status (signed in, team-scoped). */
export async function leadRoutes(fastify: FastifyInstance, { services }: LeadRouteOptions) {
  const { leads, renters, revenue } = services;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const security = bearer;

  app.get(
    '/leads',
    {
      schema: {
        tags: ['leads'],
        security,
        querystring: leadsQuerySchema,
        response: { 200: apiSuccess(leadPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leads.list(actorOf(request), request.query),
    }),
  );

  app.get(
    '/leads/:id',
    {
      schema: {
        tags: ['leads'],
        security,
        params: idParams('lead'),
        response: { 200: apiSuccess(leadSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leads.get(actorOf(request), request.params.id),
    }),
  );

  app.patch(
    '/leads/:id',
    {
      schema: {
        tags: ['leads'],
        security,
        params: idParams('lead'),
        body: updateLeadRequestSchema,
        response: { 200: apiSuccess(leadSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leads.setStatus(actorOf(request), request.params.id, request.body.status),
    }),
  );

  app.get(
    '/renters',
    { schema: { tags: ['renters'], security, response: { 200: apiSuccess(z.array(renterSchema)) } } },
    async (request) => ({ success: true as const, data: await renters.list(actorOf(request)) }),
  );

  app.get(
    '/renters/:id',
    {
      schema: {
        tags: ['renters'],
        security,
        params: idParams('renter'),
        response: { 200: apiSuccess(renterSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await renters.get(actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/renters',
    {
      schema: {
        tags: ['renters'],
        security,
        body: renterInputSchema,
        response: { 201: apiSuccess(renterWithSecretSchema) },
      },
    },
    async (request, reply) => {
      const data = await renters.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/renters/:id',
    {
      schema: {
        tags: ['renters'],
        security,
        params: idParams('renter'),
        body: renterUpdateSchema,
        response: { 200: apiSuccess(renterSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await renters.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/renters/:id/rotate-secret',
    {
      schema: {
        tags: ['renters'],
        security,
        summary: 'A new webhook secret, answered this once',
        params: idParams('renter'),
        response: { 200: apiSuccess(renterWithSecretSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await renters.rotateSecret(actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/renters/:id/resend-confirmation',
    {
      schema: {
        tags: ['renters'],
        security,
        summary: 'Mail the pending lead address a new confirmation link (once a minute, 5 a day)',
        params: idParams('renter'),
        response: { 200: apiSuccess(renterSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await renters.resendConfirmation(actorOf(request), request.params.id),
    }),
  );

  app.delete(
    '/renters/:id',
    {
      schema: { tags: ['renters'], security, params: idParams('renter'), response: { 200: messageResponse } },
    },
    async (request) => {
      await renters.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Renter deleted' };
    },
  );

  app.get(
    '/dominator-pipeline/revenue',
    { schema: { tags: ['revenue'], security, response: { 200: apiSuccess(revenueResponseSchema) } } },
    async (request) => ({ success: true as const, data: await revenue.revenue(actorOf(request)) }),
  );

  app.get(
    '/dominator-pipeline/pipeline/status',
    { schema: { tags: ['revenue'], security, response: { 200: apiSuccess(pipelineStatusSchema) } } },
    async (request) => ({ success: true as const, data: await revenue.pipelineStatus(actorOf(request)) }),
  );
}
