import { callsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { CallsService } from './calls.service';

/** Call tracking (signed in, team-scoped): Twilio key, numbers per site, recording, recent calls. */
export async function callRoutes(fastify: FastifyInstance, { calls }: { calls: CallsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['calls'], security: bearer };

  route(app, callsApi.tracking, {
    docs,
    handler: async (request) => ({ success: true as const, data: await calls.tracking(actorOf(request)) }),
  });

  route(app, callsApi.saveKey, {
    docs,
    handler: async (request) => ({
      success: true as const,
      message: 'Twilio key saved',
      data: await calls.saveKey(actorOf(request), request.body),
    }),
  });

  route(app, callsApi.deleteKey, {
    docs,
    handler: async (request) => {
      await calls.removeKey(actorOf(request));
      return { success: true as const, message: 'Twilio key removed' };
    },
  });

  route(app, callsApi.accountNumbers, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await calls.accountNumbers(actorOf(request)),
    }),
  });

  route(app, callsApi.available, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await calls.available(actorOf(request), request.query),
    }),
  });

  route(app, callsApi.site, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await calls.siteCalls(actorOf(request), request.params.siteId),
    }),
  });

  route(app, callsApi.setNumber, {
    docs,
    handler: async (request) => ({
      success: true as const,
      message: 'Tracking number set: the next build or redeploy puts it on the pages',
      data: await calls.setNumber(actorOf(request), request.params.siteId, request.body),
    }),
  });

  route(app, callsApi.removeNumber, {
    docs,
    handler: async (request) => {
      const release = request.query.release === undefined ? undefined : request.query.release === 'true';
      await calls.removeNumber(actorOf(request), request.params.siteId, release);
      return { success: true as const, message: 'Tracking number removed from the site' };
    },
  });

  route(app, callsApi.setRecording, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await calls.setRecording(actorOf(request), request.params.siteId, request.body.recording),
    }),
  });
}
