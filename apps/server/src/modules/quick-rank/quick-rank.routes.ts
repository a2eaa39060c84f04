import { quickRankApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { QuickRankService } from './quick-rank.service';

/** Quick rank (docs/quick-rank.md). */
export async function quickRankRoutes(fastify: FastifyInstance, opts: { quickRank: QuickRankService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['quick-rank'], security: bearer };

  route(app, quickRankApi.analyze, {
    docs: {
      ...docs,
      summary: 'Fetches a page and scores it 0-100 for a keyword (422 when the page cannot be fetched)',
    },
    // One outbound fetch per call: limited per caller.
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => ({
      success: true as const,
      data: await opts.quickRank.analyze(actorOf(request), request.body),
    }),
  });

  route(app, quickRankApi.checks, {
    docs: { ...docs, summary: "The team's recent quick rank checks, newest first" },
    handler: async (request) => ({
      success: true as const,
      data: await opts.quickRank.checks(actorOf(request), request.query.limit),
    }),
  });

  route(app, quickRankApi.wins, {
    docs: {
      ...docs,
      summary:
        'Tracked keywords in positions 4-20 with the cheapest fixes of their page (from the latest crawl)',
    },
    handler: async (request) => ({
      success: true as const,
      data: await opts.quickRank.wins(actorOf(request)),
    }),
  });
}
