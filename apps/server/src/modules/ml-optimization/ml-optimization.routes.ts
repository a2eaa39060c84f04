import { mlOptimizationApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { MlOptimizationService } from './ml-optimization.service';

/** ML optimization (docs/ml-optimization.md). */
export async function mlOptimizationRoutes(fastify: FastifyInstance, opts: { ml: MlOptimizationService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = (summary: string) => ({ tags: ['ml-optimization'], security: bearer, summary });

  route(app, mlOptimizationApi.overview, {
    docs: docs(
      'Observed results of the team’s sites, calibration, the scoring in force and the latest suggestions',
    ),
    handler: async (request) => ({ success: true as const, data: await opts.ml.overview(actorOf(request)) }),
  });
  route(app, mlOptimizationApi.analyze, {
    docs: docs(
      'Fits tier cut points and score weights to the observed results and stores them as suggestions',
    ),
    handler: async (request) => ({ success: true as const, data: await opts.ml.analyze(actorOf(request)) }),
  });
  route(app, mlOptimizationApi.history, {
    docs: docs('Every tuning of the team, newest first'),
    handler: async (request) => ({ success: true as const, data: await opts.ml.history(actorOf(request)) }),
  });
  for (const action of ['apply', 'dismiss', 'revert'] as const) {
    route(app, mlOptimizationApi[action], {
      docs: docs(`${action[0].toUpperCase()}${action.slice(1)} a tuning (team owners and admins)`),
      handler: async (request) => ({
        success: true as const,
        data: await opts.ml.decide(actorOf(request), request.params.id, action),
      }),
    });
  }
}
