import type { OpportunityEvent } from '@sdp/shared';
import type { Actor, TeamActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import type { SharedQueue } from '../jobs/index';
import type { SiteEditsService, SitesService } from '../sites/index';
import { createGenerator } from './generate';
import { createImplementer } from './implementation';
import { activeOpportunityIds } from './implementations.repository';
import * as repo from './opportunities.repository';
import { opportunityAnalytics } from './opportunity-analytics';
import { createSeoOpportunitiesService } from './seo-opportunities.service';
import { createSiteThrottle } from './site-throttle';

// The module's service (app.services.seoOpportunities): the calls, generation on domain events,
// and the implementation worker, wired together.

type PushEvent = 'opportunity:discovered' | 'opportunity:updated' | 'opportunity:implemented';

export interface SeoOpportunitiesOptions {
  sites: Pick<SitesService, 'getSite' | 'deployVersion'>;
  siteEdits: () => SiteEditsService | undefined;
  queue: () => SharedQueue | undefined;
  push: (teamId: string, event: PushEvent, payload: OpportunityEvent) => void;
}

/** Signals (rank checks, GSC imports, leads) re-derive a hosted site's opportunities at most this often. */
const SIGNALS_EVERY_MS = 60_000;

const eventOf = (row: repo.SeoOpportunityRow, extra: Partial<OpportunityEvent> = {}): OpportunityEvent => ({
  id: row.id,
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
  websiteId: row.siteId,
  projectId: row.projectId,
  title: row.title,
  ...extra,
});

export function createSeoOpportunities(deps: ServiceDeps, opts: SeoOpportunitiesOptions) {
  const { db, log } = deps;
  const pushed = (
    teamId: string,
    event: Exclude<PushEvent, 'opportunity:implemented'>,
    row: repo.SeoOpportunityRow,
  ) => opts.push(teamId, event, eventOf(row));
  const generator = createGenerator(deps, {
    site: (actor, siteId) => opts.sites.getSite(actor, siteId),
    pushed,
    validate: async (actor, siteId, edit) => {
      const edits = opts.siteEdits();
      return edits ? edits.validate(actor, siteId, edit) : null;
    },
  });
  const core = createSeoOpportunitiesService(deps, { generator, pushed });
  const implementer = createImplementer(deps, {
    siteEdits: opts.siteEdits,
    deploy: (actor, siteId, versionId, cause) =>
      opts.sites.deployVersion(actor, siteId, versionId, undefined, cause),
    queue: opts.queue,
    progress: (teamId, p, row) =>
      opts.push(
        teamId,
        'opportunity:updated',
        eventOf(row, {
          progress: p.progress,
          currentStepId: p.currentStepId,
          implementationStatus: p.status,
        }),
      ),
    implemented: (teamId, row) => opts.push(teamId, 'opportunity:implemented', eventOf(row)),
  });
  const signals = createSiteThrottle(SIGNALS_EVERY_MS, async ({ teamId, siteId }) => {
    try {
      const project = await repo.projectOfSite(db, teamId, siteId);
      if (project) await generator.fromSignals(teamId, project.id);
    } catch (err) {
      log.error({ err, siteId }, 'seo opportunities: generation from signals failed');
    }
  });

  return {
    ...core,
    progress: implementer.progress,
    implement: implementer.implement,
    pause: implementer.pause,
    resume: implementer.resume,
    cancel: implementer.cancel,
    completeStep: implementer.completeStep,
    skipStep: implementer.skipStep,
    generateFromCrawl: generator.fromCrawl,
    generateFromSignals: generator.fromSignals,

    /** The kill switch: cancels every running or paused implementation of the team; answers how many. */
    async cancelAllForTeam(actor: TeamActor): Promise<number> {
      let stopped = 0;
      for (const id of await activeOpportunityIds(db, actor.teamId)) {
        // One that ended meanwhile answers 409: nothing left to stop.
        if (
          await implementer.cancel(actor, id).then(
            () => true,
            () => false,
          )
        )
          stopped++;
      }
      return stopped;
    },

    async analytics(actor: Actor, id: string) {
      const row = await repo.getOpportunity(db, actor.teamId, id);
      if (!row) throw new NotFoundError('Opportunity');
      return opportunityAnalytics(db, row);
    },

    /** Generation on domain events; answers the function that stops listening. */
    listen(): () => void {
      const offs = [
        deps.events.on('crawl.completed', async ({ teamId, projectId, crawlId, siteId }) => {
          try {
            await generator.fromCrawl(teamId, projectId, crawlId);
            if (siteId) await generator.fromSignals(teamId, projectId);
          } catch (err) {
            log.error({ err, crawlId }, 'seo opportunities: generation from a crawl failed');
          }
        }),
        // Positions stored (rank checks, GSC imports) and leads tell team.activity 'now'.
        deps.events.on('team.activity', ({ teamId, siteId, when }) => {
          if (siteId && when === 'now') signals.poke({ teamId, siteId });
        }),
      ];
      return () => {
        for (const off of offs) off();
        signals.stop();
      };
    },

    startWorker: implementer.startWorker,
    idle: implementer.idle,
    stop: implementer.stop,
  };
}

export type SeoOpportunitiesService = ReturnType<typeof createSeoOpportunities>;
export type { TeamActor };
