import { defineModule } from '../../lib/module';
import { discoveryRoutes } from './discovery.routes';
import { createDiscoveryService, type DiscoveryService } from './discovery.service';

export type { DiscoveryService } from './discovery.service';
export type { MarketCtx } from './market-context';

declare module '../../lib/module' {
  interface ModuleServices {
    /** The scored market as the caller's team sees it (payout overrides, measurements, saved). */
    discovery: DiscoveryService;
  }
}

/** Market discovery: the finder, payouts, saved markets, keyword ideas (docs/market-api.md). */
export const discoveryModule = defineModule({
  name: 'discovery',
  provides: ['discovery'],
  requires: ['meter'],
  create: ({ deps, use }) => {
    const meter = use('meter');
    const discovery = createDiscoveryService(deps, {
      scraperStats: async (scope) => (await meter.usage(scope.teamId)).scraperStats,
    });
    return { services: { discovery }, routes: (app) => discoveryRoutes(app, { discovery }) };
  },
});
