import { defineModule } from '../../lib/module';
import { superweaponsRoutes } from './superweapons.routes';
import { createSuperweaponsService, type SuperweaponsService } from './superweapons.service';

export type { SuperweaponsService } from './superweapons.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Automation rules, their runs, the live job feed and the team's kill switch. */
    superweapons: SuperweaponsService;
  }
}

/** The superweapons control room (docs/superweapons.md). */
export const superweaponsModule = defineModule({
  name: 'superweapons',
  provides: ['superweapons'],
  requires: [
    'discovery',
    'jobs',
    'sites',
    'campaigns',
    'projects',
    'engines',
    'seoOpportunities',
    'realtime',
  ],
  create: ({ deps, use }) => {
    const discovery = use('discovery');
    const jobs = use('jobs');
    const sites = use('sites');
    const campaigns = use('campaigns');
    const projects = use('projects');
    const engines = use('engines');
    const seo = use('seoOpportunities');
    const realtime = use('realtime');
    const superweapons = createSuperweaponsService(deps, {
      search: (actor, q) => discovery.search(actor, q),
      async buildMarkets(actor, marketIds) {
        const { job } = await jobs.batchDeploy(actor, { opportunityIds: marketIds, limit: marketIds.length });
        return { jobId: job.id };
      },
      async refreshSite(actor, siteId) {
        await sites.generateVersion(actor, siteId);
        return { jobId: (await jobs.enqueueDeploy(actor, siteId)).id };
      },
      createCampaign: (actor, input) => campaigns.create(actor, input as never),
      // Campaigns first (so none starts a new item), then the work itself.
      stoppers: {
        campaigns: (actor) => campaigns.cancelAllForTeam(actor),
        deployJobs: (actor) => jobs.cancelAllForTeam(actor.teamId),
        crawls: (actor) => projects.cancelAllForTeam(actor.teamId),
        engineRuns: (actor) => engines.impl.stopAllForTeam(actor.teamId),
        implementations: (actor) => seo.cancelAllForTeam(actor),
      },
      push: (teamId, payload) =>
        realtime.toTeam(teamId, 'automation:updated', { ...payload, at: new Date().toISOString() }),
    });
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    return {
      services: { superweapons },
      routes: (app) => superweaponsRoutes(app, { superweapons }),
      start: () => {
        const every = deps.config.AUTOMATION_TICK_MS;
        if (every <= 0) return;
        timer = setInterval(() => {
          if (running) return;
          running = superweapons
            .tick(deps.config.AUTOMATION_RULE_EVERY_MS)
            .catch((err) => deps.log.error({ err }, 'superweapons: schedule failed'))
            .finally(() => {
              running = null;
            });
        }, every);
        timer.unref();
      },
      stop: async () => {
        clearInterval(timer);
        await running;
      },
    };
  },
});
