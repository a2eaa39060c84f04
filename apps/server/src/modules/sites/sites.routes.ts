import { siteExportQuerySchema, siteIdParamsSchema, sitesApi } from '@sdp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { SitesService } from './sites.service';

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

  route(app, sitesApi.create, {
    docs: { tags, security },
    status: 201,
    handler: async (request, reply) => {
      const site = await sites.createSite(actorOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: 'Site built', data: site });
    },
  });

  // /websites is the same list under the spec's name (docs/sites-api.md); the dashboard reads it.
  for (const descriptor of [sitesApi.list, sitesApi.websites]) {
    route(app, descriptor, {
      docs: { tags, security },
      handler: async (request) => ({
        success: true as const,
        data: await sites.listSites(actorOf(request), request.query),
      }),
    });
  }

  route(app, sitesApi.get, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await sites.getSite(actorOf(request), request.params.id),
    }),
  });

  route(app, sitesApi.update, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      message: 'Site updated',
      data: await sites.update(actorOf(request), request.params.id, request.body),
    }),
  });

  route(app, sitesApi.archive, {
    docs: { tags, security },
    handler: async (request) => {
      await sites.archive(actorOf(request), request.params.id);
      return { success: true as const, message: 'Site archived; it is no longer served' };
    },
  });

  // Each check is one DNS lookup (up to 5 s): 10 a minute per user (docs/sites-api.md, Custom domains).
  route(app, sitesApi.verifyDomain, {
    docs: { tags, security },
    config: { rateLimit: domainVerifyRateLimit },
    handler: async (request) => {
      const site = await sites.verifyDomain(actorOf(request), request.params.id);
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
      const version = await sites.generateVersion(actorOf(request), request.params.id, request.body ?? {});
      return reply.code(201).send({ success: true as const, message: 'New version built', data: version });
    },
  });

  route(app, sitesApi.versions, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await sites.listVersions(actorOf(request), request.params.id),
    }),
  });

  route(app, sitesApi.versionPages, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await sites.versionPages(actorOf(request), request.params.id, request.params.vid),
    }),
  });

  route(app, sitesApi.rollback, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      message: 'Rolled back',
      data: await sites.rollback(actorOf(request), request.params.id, request.body.versionId),
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
      const out = await sites.exportZip(actorOf(request), request.params.id, request.query.versionId);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${out.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(out.zip.buffer, out.zip.byteOffset, out.zip.byteLength));
    },
  );
}
