import type { Db } from '../../db/client';
import type { EngineDefinition } from '../../lib/engine';
import { RateLimitError } from '../../lib/errors';
import * as repo from './competitive.repository';
import type { CompetitiveService } from './competitive.service';
import { insightsOf, noCompetitorsInsight } from './insights';
import { competitorTargets } from './targets';

// The 'competitive' engine (docs/competitive.md#engine): action 'analyze', optional
// params.projectId. Refreshes the competitor pages of the team's projects that have any (within the
// hourly limit: past it, the stored pages are compared) and writes the top gaps as insights.

/** Projects refreshed per run. */
export const PROJECTS_PER_RUN = 5;

export function competitiveEngine(db: Db, service: CompetitiveService): EngineDefinition {
  return {
    id: 'competitive',
    async run(ctx) {
      const projectId = typeof ctx.params.projectId === 'string' ? ctx.params.projectId : undefined;
      const projects = await service.comparedProjects(ctx.teamId, projectId);
      const withTargets: repo.ProjectRow[] = [];
      for (const p of projects) {
        const serp = p.siteId ? await repo.serpRows(db, ctx.teamId, p.siteId) : [];
        if (competitorTargets(p, serp).length) withTargets.push(p);
      }
      if (!withTargets.length) {
        return { summary: 'No project has competitors to compare', insights: [noCompetitorsInsight()] };
      }
      const chosen = withTargets.slice(0, PROJECTS_PER_RUN);
      const insights = [];
      let refreshed = 0;
      let limited = 0;
      for (const [i, p] of chosen.entries()) {
        if (ctx.signal.aborted) break;
        try {
          await service.refreshProject(ctx.teamId, p, ctx.signal);
          refreshed++;
        } catch (err) {
          if (!(err instanceof RateLimitError)) throw err;
          limited++; // past the hourly budget: compare what is stored
        }
        insights.push(...insightsOf(await service.detail(ctx.teamId, p)));
        ctx.progress(Math.round(((i + 1) / chosen.length) * 100));
      }
      const parts = [
        `${chosen.length} project${chosen.length === 1 ? '' : 's'} compared`,
        `${refreshed} refreshed`,
      ];
      if (limited) parts.push(`${limited} from stored pages (hourly fetch limit reached)`);
      return { summary: parts.join(', '), insights };
    },
  };
}
