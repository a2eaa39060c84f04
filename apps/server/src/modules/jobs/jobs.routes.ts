import { jobsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
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

  route(app, jobsApi.generateAndDeploy, {
    docs: {
      tags,
      security,
      description:
        'Builds and deploys the given markets and answers when the sites are live (at most ~280 s).',
    },
    handler: async (request) => ({
      success: true as const,
      data: await jobs.generateAndDeploy(authUser(request).id, request.body),
    }),
  });

  route(app, jobsApi.batchDeploy, {
    docs: {
      tags,
      security,
      description: 'Queues a job deploying the given markets, or the best ones matching the filters.',
    },
    status: 202,
    handler: async (request, reply) => {
      reply.status(202);
      return { success: true as const, data: await jobs.batchDeploy(authUser(request).id, request.body) };
    },
  });

  route(app, jobsApi.deployGoldmines, {
    docs: {
      tags,
      security,
      description: 'Queues a job deploying the best goldmine markets the team has no site for yet.',
    },
    status: 202,
    handler: async (request, reply) => {
      reply.status(202);
      return { success: true as const, data: await jobs.deployGoldmines(authUser(request).id, request.body) };
    },
  });

  route(app, jobsApi.list, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await jobs.list(authUser(request).id, request.query.limit, request.query.offset),
    }),
  });

  route(app, jobsApi.get, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await jobs.get(authUser(request).id, request.params.id),
    }),
  });

  route(app, jobsApi.cancel, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await jobs.cancel(authUser(request).id, request.params.id),
    }),
  });
}
