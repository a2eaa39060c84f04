import { projectsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { CrawlResults } from './crawl-results';
import type { ProjectsService } from './projects.service';

/** Projects, their crawls and audit results (docs/projects.md). */
export async function projectsRoutes(
  fastify: FastifyInstance,
  opts: { projects: ProjectsService; results: CrawlResults },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['projects'], security: bearer };
  const { projects, results } = opts;
  const ok = <T>(data: T) => ({ success: true as const, data });

  route(app, projectsApi.list, {
    docs: { ...docs, summary: "The team's projects, newest first, with a running crawl's progress" },
    handler: async (request) => ok(await projects.list(actorOf(request))),
  });
  route(app, projectsApi.create, {
    docs: { ...docs, summary: 'Creates a project (a URL or a hosted site) and starts its first crawl' },
    status: 201,
    handler: async (request, reply) =>
      reply.code(201).send(ok(await projects.create(actorOf(request), request.body))),
  });
  route(app, projectsApi.get, {
    docs: { ...docs, summary: 'One project' },
    handler: async (request) => ok(await projects.get(actorOf(request), request.params.id)),
  });
  route(app, projectsApi.update, {
    docs: { ...docs, summary: "Changes a project's name, URL, competitors, keywords, location or limits" },
    handler: async (request) => ok(await projects.update(actorOf(request), request.params.id, request.body)),
  });
  route(app, projectsApi.remove, {
    docs: { ...docs, summary: 'Deletes a project with its crawls (a running crawl is cancelled)' },
    handler: async (request) => {
      await projects.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Project deleted' };
    },
  });
  route(app, projectsApi.startCrawl, {
    docs: { ...docs, summary: 'Starts a crawl and audit (202; 409 while one is running)' },
    status: 202,
    handler: async (request, reply) =>
      reply.code(202).send(ok(await projects.crawlNow(actorOf(request), request.params.id))),
  });
  route(app, projectsApi.crawls, {
    docs: { ...docs, summary: "The project's crawls, newest first: status, scores, pages" },
    handler: async (request) => ok(await projects.history(actorOf(request), request.params.id)),
  });
  route(app, projectsApi.crawl, {
    docs: { ...docs, summary: 'One crawl: progress, scores, totals, robots and sitemap facts' },
    handler: async (request) => ok(await projects.crawl(actorOf(request), request.params.id)),
  });
  route(app, projectsApi.cancelCrawl, {
    docs: { ...docs, summary: 'Cancels a queued or running crawl (409 once finished)' },
    handler: async (request) => ok(await projects.cancel(actorOf(request), request.params.id)),
  });
  route(app, projectsApi.issues, {
    docs: { ...docs, summary: 'Findings grouped by check, with a page of affected URLs each' },
    handler: async (request) => ok(await results.issues(actorOf(request), request.params.id, request.query)),
  });
  route(app, projectsApi.pages, {
    docs: { ...docs, summary: 'The pages a crawl fetched, paged, by status class or text' },
    handler: async (request) => ok(await results.pages(actorOf(request), request.params.id, request.query)),
  });
  route(app, projectsApi.exportCsv, {
    docs: { ...docs, summary: 'Every finding of a crawl as CSV (attachment)' },
    handler: async (request, reply) => {
      const out = await results.exportCsv(actorOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${out.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(out.csv);
    },
  });
  route(app, projectsApi.checks, {
    docs: { ...docs, summary: "The audit's checks: title, category, severity, why it matters, how to fix" },
    handler: async () => ok(results.checks()),
  });
}
