import { costsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { BudgetService } from './cost-budgets';
import type { CostsService } from './costs.service';

/** The cost dashboard and the team's budgets (docs/costs.md). */
export async function costsRoutes(
  fastify: FastifyInstance,
  { costs, budgets }: { costs: CostsService; budgets: BudgetService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['costs'], security: bearer };

  route(app, costsApi.get, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await costs.costs(actorOf(request), request.query),
    }),
  });

  route(app, costsApi.budgets, {
    docs,
    handler: async (request) => ({ success: true as const, data: await budgets.list(actorOf(request)) }),
  });

  route(app, costsApi.createBudget, {
    docs,
    status: 201,
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: 'Budget saved',
        data: await budgets.create(actorOf(request), request.body),
      }),
  });

  route(app, costsApi.updateBudget, {
    docs,
    handler: async (request) => ({
      success: true as const,
      message: 'Budget saved',
      data: await budgets.update(actorOf(request), request.params.id, request.body),
    }),
  });

  route(app, costsApi.deleteBudget, {
    docs,
    handler: async (request) => {
      await budgets.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Budget deleted' };
    },
  });
}
