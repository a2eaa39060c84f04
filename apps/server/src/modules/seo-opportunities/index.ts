import type { OpportunityEvent } from '@sdp/shared';
import { AppError } from '../../lib/errors';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    // /ws implement_opportunity: starts it as the connection's user and answers the progress, or
    // { error } with the same message the REST call would give.
    realtime.onCommand('implement_opportunity', async (user, message) => {
      if (message.type !== 'implement_opportunity') return null;
      if (!UUID.test(message.opportunityId)) return { error: 'Opportunity not found' };
      try {
        return await seoOpportunities.implement(await actors.resolve(user.id), message.opportunityId);
      } catch (err) {
        if (err instanceof AppError) return { error: err.message };
        deps.log.error({ err }, 'seo opportunities: /ws implement failed');
        return { error: 'The implementation could not be started. Please try again.' };
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
