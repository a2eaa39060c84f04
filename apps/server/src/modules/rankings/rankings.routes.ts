import {
  apiSuccess,
  gscImportBodySchema,
  gscImportQuerySchema,
  gscImportResultSchema,
  keywordIdParamsSchema,
  keywordInputSchema,
  keywordSuggestionsSchema,
  keywordsCreatedSchema,
  manualPositionSchema,
  rankCheckQuerySchema,
  rankCheckStartedSchema,
  rankCheckStateSchema,
  rankingsSiteQuerySchema,
  siteKeywordSchema,
  trackedKeywordSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, messageResponse } from '../../lib/http';
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
    url: string,
    data: z.ZodType<T>,
    read: (userId: string, websiteId: string) => Promise<T>,
    querystring: typeof rankingsSiteQuerySchema | typeof rankCheckQuerySchema = rankingsSiteQuerySchema,
  ) {
    app.get(
      url,
      { schema: { tags, security, querystring, response: { 200: apiSuccess(data) } } },
      async (request) => ({
        success: true as const,
        data: await read(authUser(request).id, request.query.websiteId),
      }),
    );
  }

  getForSite('/rankings/keywords', z.array(siteKeywordSchema), rankings.listKeywords);

  app.post(
    '/rankings/keywords',
    {
      schema: {
        tags,
        security,
        body: keywordInputSchema,
        response: { 201: apiSuccess(keywordsCreatedSchema) },
      },
    },
    async (request, reply) => {
      const data = await rankings.createKeywords(authUser(request).id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  getForSite('/rankings/keywords/suggest', keywordSuggestionsSchema, rankings.suggest);

  app.delete(
    '/rankings/keywords/:id',
    { schema: { tags, security, params: keywordIdParamsSchema, response: { 200: messageResponse } } },
    async (request) => {
      await rankings.deleteKeyword(authUser(request).id, request.params.id);
      return { success: true as const, message: 'Keyword removed with its positions' };
    },
  );

  getForSite('/rankings', z.array(trackedKeywordSchema), rankings.tracked);

  app.post(
    '/rankings/positions',
    {
      schema: {
        tags,
        security,
        body: manualPositionSchema,
        response: { 200: apiSuccess(trackedKeywordSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await rankings.manual(authUser(request).id, request.body),
    }),
  );

  app.post(
    '/rankings/import/gsc',
    {
      bodyLimit: GSC_BODY_LIMIT,
      schema: {
        tags,
        security,
        description:
          'Body: a Search Console performance export as CSV text (Content-Type text/csv or text/plain). `day` dates files without a Date column (default today).',
        querystring: gscImportQuerySchema,
        body: gscImportBodySchema,
        response: { 200: apiSuccess(gscImportResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await rankings.importGsc(authUser(request).id, request.query.websiteId, request.body, {
        day: request.query.day,
      }),
    }),
  );

  getForSite('/rankings/check', rankCheckStateSchema.nullable(), rankings.checkState, rankCheckQuerySchema);

  app.post(
    '/rankings/check',
    {
      schema: {
        tags,
        security,
        description:
          'Starts a background search of every keyword of the site (or answers the check already running). Progress: GET /rankings/check and the rankings:check-progress / rankings:check-completed pushes.',
        querystring: rankCheckQuerySchema,
        response: { 202: apiSuccess(rankCheckStartedSchema) },
      },
    },
    async (request, reply) => {
      const data = await rankings.checkNow(authUser(request).id, request.query.websiteId);
      return reply.code(202).send({ success: true as const, data });
    },
  );
}
