import { defineModule } from '../../lib/module';
import { experimentsRoutes } from './experiments.routes';
import { createExperimentsService, type ExperimentsService } from './experiments.service';
import { createTeamThrottle } from './team-throttle';

export type { ExperimentsService } from './experiments.service';
export { assignVariant } from './split';

declare module '../../lib/module' {
  interface ModuleServices {
    /** A/B tests of live pages' headline and intro, served by the site host (docs/product/rules.md#ab-tests). */
    experiments: ExperimentsService;
  }
}

/** How often at most the stop rule runs for one team after new beacon events. */
const EVALUATE_EVERY_MS = 5_000;

/** A/B tests: the split at serve time, the counting, the stop rule (docs/product/rules.md#ab-tests). */
export const experimentsModule = defineModule({
  name: 'experiments',
  provides: ['experiments'],
  requires: ['siteHost', 'realtime'],
  create: ({ deps, use }) => {
    const realtime = use('realtime');
    const experiments = createExperimentsService(deps, { host: use('siteHost'), realtime: () => realtime });
    // Beacon events and leads tell 'team.activity': the team's running tests are evaluated then
    // (at most every EVALUATE_EVERY_MS per team), so a test ends with its winner without a reader.
    const throttle = createTeamThrottle(EVALUATE_EVERY_MS, (teamId) =>
      experiments
        .evaluateTeam(teamId)
        .catch((err) => deps.log.warn({ err, teamId }, 'A/B stop rule evaluation failed')),
    );
    const off = deps.events.on('team.activity', ({ teamId }) => throttle.poke(teamId));
    return {
      services: { experiments },
      routes: (app) => experimentsRoutes(app, { experiments }),
      stop: () => {
        off();
        throttle.stop();
      },
    };
  },
});
