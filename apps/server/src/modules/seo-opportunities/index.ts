import type { OpportunityEvent } from '@sdp/shared';
import { defineModule } from '../../lib/module';
import { createSeoOpportunities, type SeoOpportunitiesService } from './seo-opportunities';
import { seoOpportunitiesRoutes } from './seo-opportunities.routes';

export type { SeoOpportunitiesService } from './seo-opportunities';

declare module '../../lib/module' {
  interface ModuleServices {
    /** SEO opportunities of a team's websites: generated, listed, carried out (docs/seo-opportunities.md). */
    seoOpportunities: SeoOpportunitiesService;
  }
}

/** SEO opportunities (docs/seo-opportunities.md). */
export const seoOpportunitiesModule = defineModule({
  name: 'seo-opportunities',
  provides: ['seoOpportunities'],
  requires: ['sites', 'siteEdits', 'realtime', 'queue', 'actors'],
  create: ({ deps, use }) => {
    const sites = use('sites');
    const realtime = use('realtime');
    const queue = use('queue');
    const actors = use('actors');
    const siteEdits = use('siteEdits');
    const push = (
      teamId: string,
      event: 'opportunity:discovered' | 'opportunity:updated' | 'opportunity:implemented',
      payload: OpportunityEvent,
    ) => {
      try {
        realtime.toTeam(teamId, event, payload);
      } catch (err) {
        deps.log.warn({ err, event }, 'seo opportunities: push failed');
      }
    };
    const seoOpportunities = createSeoOpportunities(deps, {
      sites,
      siteEdits: () => siteEdits,
      queue: () => queue.current(),
      push,
    });
    // /ws implement_opportunity: starts it as the connection's user and answers the progress.
    realtime.onCommand('implement_opportunity', async (user, message) => {
      if (message.type !== 'implement_opportunity') return null;
      const actor = await actors.resolve(user.id);
      try {
        return await seoOpportunities.implement(actor, message.opportunityId);
      } catch (err) {
        return { error: (err as Error).message };
      }
    });
    const off = seoOpportunities.listen();
    return {
      services: { seoOpportunities },
      routes: (app) => seoOpportunitiesRoutes(app, { opportunities: seoOpportunities }),
      start: () => seoOpportunities.startWorker(),
      stop: async () => {
        off();
        await seoOpportunities.stop();
      },
    };
  },
});
