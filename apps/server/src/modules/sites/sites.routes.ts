import {
  type DeploymentJob,
  type Site,
  siteExportQuerySchema,
  siteIdParamsSchema,
  sitesApi,
} from '@sdp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser } from '../../plugins/auth';
import type { SitesService } from './sites.service';

/** What the deploy route needs of the jobs module (modules/jobs), read at request time. */
interface DeployJobs {
  deploySite?(
    userId: string,
    siteId: string,
    versionId?: string,
  ): Promise<{ job: DeploymentJob; site: Site }>;
}

export interface SitesRouteOptions {
  sites: SitesService;
}

/** Domain checks per signed-in user per minute (after authentication: the key is the user). */
export const DOMAIN_VERIFY_PER_MINUTE = 10;
const domainVerifyRateLimit = {
  max: DOMAIN_VERIFY_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `domain-verify:${request.user?.id ?? request.ip}`,
};

/** Sites (docs/sites-api.md): create, regenerate, versions, deploy, rollback, export, archive, domain check. */
export async function sitesRoutes(fastify: FastifyInstance, { sites }: SitesRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['sites'];
  const security = bearer;
  const actor = (request: FastifyRequest) => sites.resolveActor(authUser(request).id);

  route(app, sitesApi.create, {
    docs: { tags, security },
    status: 201,
    handler: async (request, reply) => {
      const site = await sites.createSite(await actor(request), request.body);
      return reply.code(201).send({ success: true as const, message: 'Site built', data: site });
    },
  });

  // /websites is the same list under the spec's name (docs/sites-api.md); the dashboard reads it.
  for (const descriptor of [sitesApi.list, sitesApi.websites]) {
    route(app, descriptor, {
      docs: { tags, security },
      handler: async (request) => ({
        success: true as const,
        data: await sites.listSites(await actor(request), request.query),
      }),
    });
  }

  route(app, sitesApi.get, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await sites.getSite(await actor(request), request.params.id),
    }),
  });

  route(app, sitesApi.update, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      message: 'Site updated',
      data: await sites.update(await actor(request), request.params.id, request.body),
    }),
  });

  route(app, sitesApi.archive, {
    docs: { tags, security },
    handler: async (request) => {
      await sites.archive(await actor(request), request.params.id);
      return { success: true as const, message: 'Site archived; it is no longer served' };
    },
  });

  // Each check is one DNS lookup (up to 5 s): 10 a minute per user (docs/sites-api.md, Custom domains).
  route(app, sitesApi.verifyDomain, {
    docs: { tags, security },
    config: { rateLimit: domainVerifyRateLimit },
    handler: async (request) => {
      const site = await sites.verifyDomain(await actor(request), request.params.id);
      const message =
        site.domainStatus === 'verified'
          ? `${site.customDomain} is verified; the site is served on it`
          : (site.domainError ?? 'The domain is not verified yet');
      return { success: true as const, message, data: site };
    },
  });

  route(app, sitesApi.generate, {
    docs: { tags, security },
    status: 201,
    handler: async (request, reply) => {
      const version = await sites.generateVersion(
        await actor(request),
        request.params.id,
        request.body ?? {},
      );
      return reply.code(201).send({ success: true as const, message: 'New version built', data: version });
    },
  });

  route(app, sitesApi.versions, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await sites.listVersions(await actor(request), request.params.id),
    }),
  });

  route(app, sitesApi.versionPages, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await sites.versionPages(await actor(request), request.params.id, request.params.vid),
    }),
  });

  route(app, sitesApi.deploy, {
    docs: { tags, security },
    handler: async (request) => {
      const versionId = request.body?.versionId;
      // A 'deploy' job of the jobs module (app.services.jobs.deploySite: enqueueDeploy, then waits
      // up to 30 s for it) when that module is there; else the deploy runs here, synchronously.
      const jobs = (request.server.services as { jobs?: DeployJobs }).jobs;
      if (jobs?.deploySite) {
        const { job, site } = await jobs.deploySite(authUser(request).id, request.params.id, versionId);
        const message = job.status === 'completed' ? 'Site deployed' : `Deployment ${job.status}`;
        return { success: true as const, message, data: { job, site } };
      }
      const site = await sites.deployVersion(await actor(request), request.params.id, versionId);
      return { success: true as const, message: 'Site deployed', data: { site } };
    },
  });

  route(app, sitesApi.rollback, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      message: 'Rolled back',
      data: await sites.rollback(await actor(request), request.params.id, request.body.versionId),
    }),
  });

  app.get(
    '/sites/:id/export',
    {
      schema: {
        tags,
        security,
        params: siteIdParamsSchema,
        querystring: siteExportQuerySchema,
        response: { 200: z.any().describe('application/zip of the version’s files') },
      },
    },
    async (request, reply) => {
      const out = await sites.exportZip(await actor(request), request.params.id, request.query.versionId);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${out.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(out.zip.buffer, out.zip.byteOffset, out.zip.byteLength));
    },
  );
}
