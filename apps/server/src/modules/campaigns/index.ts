import { defineModule } from '../../lib/module';
import { LLM_PROVIDER_ID } from '../metering/index';
import type { ItemWork, WorkState } from './campaign-runner';
import { campaignsRoutes } from './campaigns.routes';
import { type CampaignsService, createCampaignsService } from './campaigns.service';

export type { CampaignsService } from './campaigns.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Campaigns: markets built or SEO opportunities implemented, perDay a day, under a budget. */
    campaigns: CampaignsService;
  }
}

/** Campaigns (docs/campaigns.md). */
export const campaignsModule = defineModule({
  name: 'campaigns',
  provides: ['campaigns'],
  requires: ['jobs', 'discovery', 'realtime', 'seoOpportunities'],
  create: ({ deps, use }) => {
    const jobs = use('jobs');
    const discovery = use('discovery');
    const realtime = use('realtime');
    const seo = use('seoOpportunities');

    // A market item: one generate-and-deploy job of the jobs module (durable; not waited for).
    const markets: ItemWork = {
      async start(actor, ref, options) {
        const template = typeof options.template === 'string' ? options.template : undefined;
        const { job } = await jobs.generateAndDeploy(
          actor,
          { opportunityIds: [ref], ...(template ? { template: template as never } : {}) },
          0,
        );
        return { jobRef: job.id, siteId: job.siteIds[0] ?? null };
      },
      async status(actor, _ref, jobRef): Promise<WorkState> {
        const job = await jobs.get(actor, jobRef);
        const siteId = job.siteIds[0] ?? null;
        if (job.status === 'completed' && siteId) return { state: 'done', progress: 100, siteId };
        if (job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled') {
          return {
            state: 'failed',
            progress: 100,
            siteId,
            error: job.errors.join('; ') || `job ${job.status}`,
          };
        }
        return { state: 'running', progress: Math.round(job.progress), siteId };
      },
    };

    // An SEO opportunity item: its implementation (a durable job of the seo-opportunities module).
    const opportunities: ItemWork = {
      async start(actor, ref) {
        const p = await seo.implement(actor, ref);
        return { jobRef: p.implementationId ?? ref };
      },
      async status(actor, ref): Promise<WorkState> {
        const p = await seo.progress(actor, ref);
        if (p.status === 'completed') return { state: 'done', progress: 100 };
        if (p.status === 'failed' || p.status === 'cancelled') {
          return { state: 'failed', progress: p.progress, error: p.error ?? `implementation ${p.status}` };
        }
        return { state: 'running', progress: p.progress };
      },
    };

    const campaigns = createCampaignsService(deps, {
      marketLabel: async (id) => {
        const t = await discovery.marketAccess.target(id);
        return t ? `${t.verticalName} in ${t.city}, ${t.state}` : null;
      },
      work: { markets, opportunities },
      llmConfigured: Boolean(deps.config.LLM_BASE_URL),
      llmProviderId: LLM_PROVIDER_ID,
      push: (teamId, c) =>
        realtime.toTeam(teamId, 'campaign:updated', {
          campaignId: c.id,
          status: c.status,
          progress: c.progress,
          spentUsd: c.spentUsd,
          at: new Date().toISOString(),
        }),
    });
    return {
      services: { campaigns },
      routes: (app) => campaignsRoutes(app, { campaigns }),
      // After the jobs module started the queue: the items' deploy jobs run there.
      start: async () => campaigns.start(),
      stop: () => campaigns.stop(),
    };
  },
});
