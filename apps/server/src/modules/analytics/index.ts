import { defineModule } from '../../lib/module';
import { analyticsRoutes } from './analytics.routes';
import { createPerformanceService, type PerformanceService } from './performance.service';
import { type RollupWarmup, warmRollups } from './rollup-warmup';

export type { PerformanceService } from './performance.service';
/** Brings a range's rollups up to date before another module reads them (the causal engine). */
export { refreshRollups } from './rollups.repository';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Analytics, performance metrics, milestones and achievements (docs/performance-api.md). */
    performance: PerformanceService;
  }
}

/** Analytics with its rollups, and milestones/achievements evaluated from the same rows. */
export const analyticsModule = defineModule({
  name: 'analytics',
  provides: ['performance'],
  requires: ['revenue', 'realtime', 'notifications'],
  create: ({ deps, use }) => {
    const performance = createPerformanceService(deps, {
      realtime: use('realtime'),
      ledger: use('revenue').ledger,
      mailAlert: use('notifications').mailAlert,
    });
    // Builds the analytics rollups an upgrade left to build (not in tests: they check marks themselves).
    let warmup: RollupWarmup | undefined;
    return {
      services: { performance },
      routes: (app) => analyticsRoutes(app, { performance }),
      onListen: () => {
        if (deps.config.NODE_ENV !== 'test') warmup = warmRollups(deps.db, deps.log);
      },
      async stop() {
        warmup?.stop();
        await warmup?.done;
        await performance.stop();
      },
    };
  },
});
