import { apiSuccess, deploymentJobSchema, deploySiteRequestSchema, siteSchema } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import type { JobsService } from './jobs.service';

const idParams = z.object({ id: z.uuid('id: not a site id') });

/**
 * POST /api/sites/:id/deploy: a 'deploy' job (enqueueDeploy, then waits up to 30 s for it). It lives
 * in the jobs module, which requires the sites module, so the sites module does not depend on jobs.
 */
export async function deploySiteRoutes(fastify: FastifyInstance, { jobs }: { jobs: JobsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  app.post(
    '/sites/:id/deploy',
    {
      schema: {
        tags: ['sites'],
        security: bearer,
        params: idParams,
        body: deploySiteRequestSchema.nullish(),
        response: { 200: apiSuccess(z.object({ job: deploymentJobSchema.optional(), site: siteSchema })) },
      },
    },
    async (request) => {
      const { job, site } = await jobs.deploySite(
        actorOf(request),
        request.params.id,
        request.body?.versionId,
      );
      const message = job.status === 'completed' ? 'Site deployed' : `Deployment ${job.status}`;
      return { success: true as const, message, data: { job, site } };
    },
  );
}
