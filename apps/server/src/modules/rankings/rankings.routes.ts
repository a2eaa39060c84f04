import { type ApiSuccess, type Endpoint, rankingsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser } from '../../plugins/auth';
import type { RankingsService } from './rankings.module';

export interface RankingsRouteOptions {
  rankings: RankingsService;
}

export const GSC_BODY_LIMIT = 5 * 1024 * 1024;

/** /api/rankings: keywords, positions with their source, Search Console import, SERP check now. */
export async function rankingsRoutes(fastify: FastifyInstance, { rankings }: RankingsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['rankings'];
  const security = bearer;
  // Scoped to this plugin: CSV bodies as text (text/plain has Fastify's own parser).
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'application/vnd.ms-excel'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  /** GET routes answering one service call for one of the caller's sites (?websiteId=). */
  function getForSite<T>(
    descriptor: Endpoint<
      'GET',
      string,
      undefined,
      z.ZodType<{ websiteId: string }>,
      undefined,
      z.ZodType<ApiSuccess<T>>
    >,
    read: (userId: string, websiteId: string) => Promise<T>,
  ) {
    route(app, descriptor, {
      docs: { tags, security },
      handler: async (request) => ({
        success: true as const,
        data: await read(authUser(request).id, request.query.websiteId),
      }),
    });
  }

  getForSite(rankingsApi.keywords, rankings.listKeywords);

  route(app, rankingsApi.createKeywords, {
    docs: { tags, security },
    status: 201,
    handler: async (request, reply) => {
      const data = await rankings.createKeywords(authUser(request).id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  });

  getForSite(rankingsApi.suggest, rankings.suggest);

  route(app, rankingsApi.deleteKeyword, {
    docs: { tags, security },
    handler: async (request) => {
      await rankings.deleteKeyword(authUser(request).id, request.params.id);
      return { success: true as const, message: 'Keyword removed with its positions' };
    },
  });

  getForSite(rankingsApi.tracked, rankings.tracked);

  route(app, rankingsApi.savePosition, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await rankings.manual(authUser(request).id, request.body),
    }),
  });

  route(app, rankingsApi.importGsc, {
    bodyLimit: GSC_BODY_LIMIT,
    docs: {
      tags,
      security,
      description:
        'Body: a Search Console performance export as CSV text (Content-Type text/csv or text/plain). `day` dates files without a Date column (default today).',
    },
    handler: async (request) => ({
      success: true as const,
      data: await rankings.importGsc(authUser(request).id, request.query.websiteId, request.body, {
        day: request.query.day,
      }),
    }),
  });

  getForSite(rankingsApi.checkState, rankings.checkState);

  route(app, rankingsApi.startCheck, {
    docs: {
      tags,
      security,
      description:
        'Starts a background search of every keyword of the site (or answers the check already running). Progress: GET /rankings/check and the rankings:check-progress / rankings:check-completed pushes.',
    },
    status: 202,
    handler: async (request, reply) => {
      const data = await rankings.checkNow(authUser(request).id, request.query.websiteId);
      return reply.code(202).send({ success: true as const, data });
    },
  });
}
