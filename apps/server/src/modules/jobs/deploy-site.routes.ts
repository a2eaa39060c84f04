import { sitesApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { JobsService } from './jobs.service';

/**
 * POST /api/sites/:id/deploy: a 'deploy' job (enqueueDeploy, then waits up to 30 s for it). It lives
 * in the jobs module, which requires the sites module, so the sites module does not depend on jobs.
 */
export async function deploySiteRoutes(app: FastifyInstance, { jobs }: { jobs: JobsService }) {
  app.addHook('onRequest', app.requireAuth);
  route(app, sitesApi.deploy, {
    docs: { tags: ['sites'], security: bearer },
    handler: async (request) => {
      const { job, site } = await jobs.deploySite(
        actorOf(request),
        request.params.id,
        request.body?.versionId,
      );
      const message = job.status === 'completed' ? 'Site deployed' : `Deployment ${job.status}`;
      return { success: true as const, message, data: { job, site } };
    },
  });
}
