import {
  apiSuccess,
  gscImportResultSchema,
  keywordInputSchema,
  manualPositionSchema,
  rankCheckStartedSchema,
  rankCheckStateSchema,
  siteKeywordSchema,
  trackedKeywordSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, type TeamActor } from '../../lib/actor';
import { bearer, messageResponse } from '../../lib/http';
import type { RankingsService } from './rankings.api';

export interface RankingsRouteOptions {
  rankings: RankingsService;
}

const websiteQuery = z.object({ websiteId: z.uuid({ error: 'websiteId: must be a site id (uuid)' }) });
/** The check routes take nothing else: an unknown parameter is a mistake worth a 400. */
const checkQuery = z.strictObject(websiteQuery.shape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: unknown parameter` : undefined,
});
const idParams = z.object({ id: z.uuid({ error: 'id: must be a keyword id (uuid)' }) });
const importQuery = websiteQuery.extend({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day: must be a date like 2026-11-22')
    .optional(),
});
const keywordsResult = z.object({
  created: z.number().int(),
  alreadyTracked: z.number().int(),
  existingBefore: z.number().int(),
  keywords: z.array(siteKeywordSchema),
});

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
    read: (actor: TeamActor, websiteId: string) => Promise<T>,
    querystring: typeof websiteQuery | typeof checkQuery = websiteQuery,
  ) {
    app.get(
      url,
      { schema: { tags, security, querystring, response: { 200: apiSuccess(data) } } },
      async (request) => ({
        success: true as const,
        data: await read(actorOf(request), request.query.websiteId),
      }),
    );
  }

  getForSite('/rankings/keywords', z.array(siteKeywordSchema), rankings.listKeywords);

  app.post(
    '/rankings/keywords',
    { schema: { tags, security, body: keywordInputSchema, response: { 201: apiSuccess(keywordsResult) } } },
    async (request, reply) => {
      const data = await rankings.createKeywords(actorOf(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  getForSite(
    '/rankings/keywords/suggest',
    z.object({ location: z.string().nullable(), keywords: z.array(z.string()) }),
    rankings.suggest,
  );

  app.delete(
    '/rankings/keywords/:id',
    { schema: { tags, security, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await rankings.deleteKeyword(actorOf(request), request.params.id);
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
      data: await rankings.manual(actorOf(request), request.body),
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
        querystring: importQuery,
        body: z
          .string({ error: 'body: send the CSV text with Content-Type text/csv' })
          .min(1, 'body: the CSV is empty'),
        response: { 200: apiSuccess(gscImportResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await rankings.importGsc(actorOf(request), request.query.websiteId, request.body, {
        day: request.query.day,
      }),
    }),
  );

  getForSite('/rankings/check', rankCheckStateSchema.nullable(), rankings.checkState, checkQuery);

  app.post(
    '/rankings/check',
    {
      schema: {
        tags,
        security,
        description:
          'Starts a background search of every keyword of the site (or answers the check already running). Progress: GET /rankings/check and the rankings:check-progress / rankings:check-completed pushes.',
        querystring: checkQuery,
        response: { 202: apiSuccess(rankCheckStartedSchema) },
      },
    },
    async (request, reply) => {
      const data = await rankings.checkNow(actorOf(request), request.query.websiteId);
      return reply.code(202).send({ success: true as const, data });
    },
  );
}
