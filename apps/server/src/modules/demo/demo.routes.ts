import { demoApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser } from '../../plugins/auth';
import type { DemoService } from './demo.service';

export interface DemoRouteOptions {
  demo: DemoService;
}

/** The demo portfolio of the caller's team: status, load (background run), remove. */
export async function demoRoutes(fastify: FastifyInstance, { demo }: DemoRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['demo'];
  const security = bearer;

  route(app, demoApi.status, {
    docs: {
      tags,
      security,
      description: 'The demo portfolio of your team: none, loading, ready or removing, its sites and counts.',
    },
    handler: async (request) => ({ success: true as const, data: await demo.status(authUser(request).id) }),
  });

  route(app, demoApi.load, {
    docs: {
      tags,
      security,
      description:
        'Loads the demo portfolio in the background: 3 real generated sites deployed, demo renters, then real visits and form submissions for a few minutes. 409 when one is loaded or loading.',
    },
    status: 202,
    handler: async (request, reply) => {
      const data = await demo.load(authUser(request).id);
      return reply.status(202).send({ success: true as const, data });
    },
  });

  route(app, demoApi.remove, {
    docs: {
      tags,
      security,
      description:
        'Removes every demo row of your team (sites with their versions, leads, events, keywords, positions and milestones; demo renters) in one transaction and stops the traffic.',
    },
    handler: async (request) => ({ success: true as const, data: await demo.remove(authUser(request).id) }),
  });
}
