import {
  apiSuccess,
  leadIdParamsSchema,
  leadPageSchema,
  leadSchema,
  leadsQuerySchema,
  pipelineStatusSchema,
  renterIdParamsSchema,
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
import { bearer, messageResponse } from '../../lib/http';
import { authUser } from '../../plugins/auth';
import type { LeadServices } from './leads.module';

export interface LeadRouteOptions {
  services: LeadServices;
}

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
      data: await leads.list(authUser(request).id, request.query),
    }),
  );

  app.get(
    '/leads/:id',
    {
      schema: {
        tags: ['leads'],
        security,
        params: leadIdParamsSchema,
        response: { 200: apiSuccess(leadSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leads.get(authUser(request).id, request.params.id),
    }),
  );

  app.patch(
    '/leads/:id',
    {
      schema: {
        tags: ['leads'],
        security,
        params: leadIdParamsSchema,
        body: updateLeadRequestSchema,
        response: { 200: apiSuccess(leadSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leads.setStatus(authUser(request).id, request.params.id, request.body.status),
    }),
  );

  app.get(
    '/renters',
    { schema: { tags: ['renters'], security, response: { 200: apiSuccess(z.array(renterSchema)) } } },
    async (request) => ({ success: true as const, data: await renters.list(authUser(request).id) }),
  );

  app.get(
    '/renters/:id',
    {
      schema: {
        tags: ['renters'],
        security,
        params: renterIdParamsSchema,
        response: { 200: apiSuccess(renterSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await renters.get(authUser(request).id, request.params.id),
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
      const data = await renters.create(authUser(request).id, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/renters/:id',
    {
      schema: {
        tags: ['renters'],
        security,
        params: renterIdParamsSchema,
        body: renterUpdateSchema,
        response: { 200: apiSuccess(renterSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await renters.update(authUser(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/renters/:id/rotate-secret',
    {
      schema: {
        tags: ['renters'],
        security,
        summary: 'A new webhook secret, answered this once',
        params: renterIdParamsSchema,
        response: { 200: apiSuccess(renterWithSecretSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await renters.rotateSecret(authUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/renters/:id/resend-confirmation',
    {
      schema: {
        tags: ['renters'],
        security,
        summary: 'Mail the pending lead address a new confirmation link (once a minute, 5 a day)',
        params: renterIdParamsSchema,
        response: { 200: apiSuccess(renterSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await renters.resendConfirmation(authUser(request).id, request.params.id),
    }),
  );

  app.delete(
    '/renters/:id',
    {
      schema: {
        tags: ['renters'],
        security,
        params: renterIdParamsSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await renters.remove(authUser(request).id, request.params.id);
      return { success: true as const, message: 'Renter deleted' };
    },
  );

  app.get(
    '/dominator-pipeline/revenue',
    { schema: { tags: ['revenue'], security, response: { 200: apiSuccess(revenueResponseSchema) } } },
    async (request) => ({ success: true as const, data: await revenue.revenue(authUser(request).id) }),
  );

  app.get(
    '/dominator-pipeline/pipeline/status',
    { schema: { tags: ['revenue'], security, response: { 200: apiSuccess(pipelineStatusSchema) } } },
    async (request) => ({ success: true as const, data: await revenue.pipelineStatus(authUser(request).id) }),
  );
}
