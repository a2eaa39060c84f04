import { AppError } from '../../lib/errors';
import { defineModule } from '../../lib/module';
import { createCrawlResults } from './crawl-results';
import { type CrawlRunner, createCrawlRunner } from './crawl-runner';
import { type CrawlLimits, createNetworkFetcher } from './crawler/index';
import { createHostedFetcher, injectGetOf } from './hosted-fetcher';
import { projectsRoutes } from './projects.routes';
import { createProjectsService, type ProjectsService } from './projects.service';

export { createHostedFetcher, injectGetOf } from './hosted-fetcher';
export type { ProjectsService } from './projects.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Projects (any website or a hosted site), their crawls and audits. */
    projects: ProjectsService;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProjectsModuleOptions {
  /** Fixed crawl settings (tests: the crawler fixture site's timeout and body cap). */
  crawl?: Partial<CrawlLimits>;
}

/** Projects, crawls and audit results (docs/projects.md). */
export const projectsModule = (options: ProjectsModuleOptions = {}) =>
  defineModule({
    name: 'projects',
    provides: ['projects'],
    requires: ['sites', 'realtime', 'queue', 'actors', 'limits'],
    create: ({ deps, use, app }) => {
      const sites = use('sites');
      const realtime = use('realtime');
      const queue = use('queue');
      const actors = use('actors');
      const network = createNetworkFetcher({ allowPrivate: deps.config.CRAWL_ALLOW_PRIVATE });
      // A hosted site's pages are asked of this app itself (docs/projects.md#hosted-sites).
      const inject = injectGetOf(app);
      const platformOrigin = new URL(deps.config.PUBLIC_URL).origin;
      let runner: CrawlRunner | undefined;
      const limits = use('limits');
      const projects = createProjectsService(deps, {
        sites: () => sites,
        runner: () => runner!,
        assertWork: (teamId) => limits.assertWork(teamId),
      });
      runner = createCrawlRunner(deps, {
        realtime: () => realtime,
        queue: () => queue.current(),
        crawlDefaults: options.crawl,
        fetcherFor: async (project) =>
          project.siteId
            ? createHostedFetcher({ url: project.url, platformOrigin }, inject, network)
            : network,
      });
      const results = createCrawlResults(deps.db);

      // Only members of the owning team may join project:{id} (Socket.IO) or subscribe to it (/ws).
      realtime.setRoomOwner('project', async (id) =>
        UUID.test(id) ? ((await projects.teamOfProject(id)) ?? null) : null,
      );
      // /ws start_analysis: { projectId } or { url } -> { crawlId, projectId }; the peer then gets the
      // project's progress on its socket (modules/realtime/plain-ws.ts subscribes it).
      realtime.onCommand('start_analysis', async (user, message) => {
        const actor = await actors.find(user.id);
        if (!actor) throw new AppError(403, 'forbidden', 'You are not a member of a team.');
        return projects.startAnalysis(actor, message.type === 'start_analysis' ? message.data : undefined);
      });
      // A hosted site went live: crawl and audit it (docs/projects.md#hosted-sites).
      deps.events.on('site.published', async (e) => {
        await projects.onSitePublished(e);
      });

      return {
        services: { projects },
        routes: (server) => projectsRoutes(server, { projects, results }),
        // After the jobs module started the queue.
        start: () => runner!.start(),
        stop: () => runner!.stop(),
      };
    },
  });
