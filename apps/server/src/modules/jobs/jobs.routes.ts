import {
  apiSuccess,
  batchDeployRequestSchema,
  batchDeployResponseSchema,
  deployGoldminesRequestSchema,
  deploymentJobSchema,
  generateAndDeployRequestSchema,
  generateAndDeployResponseSchema,
  jobIdParamsSchema,
  jobsQuerySchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer } from '../../lib/http';
import { authUser } from '../../plugins/auth';
import type { JobsService } from './jobs.service';

export interface JobsRouteOptions {
  jobs: JobsService;
}

/** The dominator pipeline's build calls and deployment jobs (spec §3 Deployment job, §7). */
export async function jobsRoutes(fastify: FastifyInstance, { jobs }: JobsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['deployment jobs'];
  const security = bearer;

  app.post(
    '/dominator-pipeline/generate-and-deploy',
    {
      schema: {
        tags,
        security,
        description:
          'Builds and deploys the given markets and answers when the sites are live (at most ~280 s).',
        body: generateAndDeployRequestSchema,
        response: { 200: apiSuccess(generateAndDeployResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await jobs.generateAndDeploy(authUser(request).id, request.body),
    }),
  );

  app.post(
    '/dominator-pipeline/batch-deploy',
    {
      schema: {
        tags,
        security,
        description: 'Queues a job deploying the given markets, or the best ones matching the filters.',
        body: batchDeployRequestSchema,
        response: { 202: apiSuccess(batchDeployResponseSchema) },
      },
    },
    async (request, reply) => {
      reply.status(202);
      return { success: true as const, data: await jobs.batchDeploy(authUser(request).id, request.body) };
    },
  );

  app.post(
    '/dominator-pipeline/deploy-goldmines',
    {
      schema: {
        tags,
        security,
        description: 'Queues a job deploying the best goldmine markets the team has no site for yet.',
        body: deployGoldminesRequestSchema,
        response: { 202: apiSuccess(batchDeployResponseSchema) },
      },
    },
    async (request, reply) => {
      reply.status(202);
      return { success: true as const, data: await jobs.deployGoldmines(authUser(request).id, request.body) };
    },
  );

  app.get(
    '/dominator-pipeline/jobs',
    {
      schema: {
        tags,
        security,
        querystring: jobsQuerySchema,
        response: { 200: apiSuccess(z.array(deploymentJobSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await jobs.list(authUser(request).id, request.query.limit, request.query.offset),
    }),
  );

  app.get(
    '/dominator-pipeline/jobs/:id',
    {
      schema: {
        tags,
        security,
        params: jobIdParamsSchema,
        response: { 200: apiSuccess(deploymentJobSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await jobs.get(authUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/dominator-pipeline/jobs/:id/cancel',
    {
      schema: {
        tags,
        security,
        params: jobIdParamsSchema,
        response: { 200: apiSuccess(deploymentJobSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await jobs.cancel(authUser(request).id, request.params.id),
    }),
  );
}
