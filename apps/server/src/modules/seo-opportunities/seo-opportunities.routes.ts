import { seoOpportunityEndpoints as api, exportSeoOpportunitiesRequestSchema } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route, routePath } from '../../lib/route';
import type { SeoOpportunitiesService } from './seo-opportunities';

/** The 15 Opportunities calls (docs/seo-opportunities.md): thin routes over the service. */
export async function seoOpportunitiesRoutes(
  fastify: FastifyInstance,
  opts: { opportunities: SeoOpportunitiesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = opts.opportunities;
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['seo-opportunities'], security: bearer };
  const ok = <T>(data: T) => ({ success: true as const, data });

  route(app, api.list, {
    docs: { ...docs, summary: "A website's SEO opportunities, best first, with filters and the total" },
    handler: async (request) => ok(await s.list(actorOf(request), request.query)),
  });
  route(app, api.create, {
    docs: { ...docs, summary: 'Adds an SEO opportunity by hand (manual steps)' },
    status: 201,
    handler: async (request, reply) =>
      reply.code(201).send(ok(await s.create(actorOf(request), request.body))),
  });
  route(app, api.bulkUpdate, {
    docs: { ...docs, summary: 'Dismisses, reopens or annotates up to 200 opportunities, all or nothing' },
    handler: async (request) => ok(await s.bulkUpdate(actorOf(request), request.body)),
  });
  route(app, api.get, {
    docs: { ...docs, summary: 'An SEO opportunity with its steps' },
    handler: async (request) => ok(await s.get(actorOf(request), request.params.id)),
  });
  route(app, api.update, {
    docs: { ...docs, summary: 'Edits an opportunity, dismisses or reopens it' },
    handler: async (request) => ok(await s.update(actorOf(request), request.params.id, request.body)),
  });
  route(app, api.remove, {
    docs: { ...docs, summary: 'Deletes an opportunity (not while it is being implemented)' },
    handler: async (request) => {
      await s.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Opportunity deleted' };
    },
  });
  route(app, api.implement, {
    docs: { ...docs, summary: "Starts carrying out the opportunity's steps (a background job)" },
    status: 202,
    handler: async (request, reply) =>
      reply.code(202).send(ok(await s.implement(actorOf(request), request.params.id))),
  });
  route(app, api.progress, {
    docs: { ...docs, summary: 'The current implementation: status, progress, steps' },
    handler: async (request) => ok(await s.progress(actorOf(request), request.params.id)),
  });
  route(app, api.pause, {
    docs: { ...docs, summary: 'Pauses before the next step (a running step finishes)' },
    handler: async (request) => ok(await s.pause(actorOf(request), request.params.id)),
  });
  route(app, api.resume, {
    docs: { ...docs, summary: 'Resumes a paused implementation' },
    handler: async (request) => ok(await s.resume(actorOf(request), request.params.id)),
  });
  route(app, api.cancel, {
    docs: { ...docs, summary: 'Cancels the implementation and discards its staged edits' },
    handler: async (request) => ok(await s.cancel(actorOf(request), request.params.id)),
  });
  route(app, api.completeStep, {
    docs: { ...docs, summary: 'Marks a step done by hand' },
    handler: async (request) =>
      ok(
        await s.completeStep(actorOf(request), request.params.id, request.params.stepId, request.body?.note),
      ),
  });
  route(app, api.skipStep, {
    docs: { ...docs, summary: 'Skips a step, with the reason' },
    handler: async (request) =>
      ok(await s.skipStep(actorOf(request), request.params.id, request.params.stepId, request.body.reason)),
  });
  route(app, api.analytics, {
    docs: { ...docs, summary: 'Visitors, leads and positions before and after the implementation' },
    handler: async (request) => ok(await s.analytics(actorOf(request), request.params.id)),
  });

  app.post(
    routePath('/api/opportunities/export'),
    {
      schema: {
        ...docs,
        summary: "A website's opportunities as a CSV or JSON file (attachment)",
        body: exportSeoOpportunitiesRequestSchema,
        response: { 200: z.any().describe('text/csv or application/json, as an attachment') },
      },
    },
    async (request, reply) => {
      const file = await s.exportFile(actorOf(request), request.body);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
