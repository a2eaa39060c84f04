import { defineModule } from '../../lib/module';
import { portalPageRoutes, publicRenterPortalRoutes, renterPortalRoutes } from './renter-portal.routes';
import { createRenterPortalService, type RenterPortalService } from './renter-portal.service';

export type { RenterPortalService } from './renter-portal.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Renters' read-only portal links and what they show (docs/renter-portal.md). */
    renterPortal: RenterPortalService;
  }
}

/**
 * The renter portal: signed, revocable, read-only links per renter (docs/renter-portal.md). What
 * a renter owes comes from the revenue ledger, its sites' visits from the analytics rollups.
 */
export const renterPortalModule = defineModule({
  name: 'renter-portal',
  provides: ['renterPortal'],
  requires: ['revenue', 'performance'],
  create: ({ deps, use }) => {
    const performance = use('performance');
    const renterPortal = createRenterPortalService(deps, {
      ledger: use('revenue').ledger,
      visits: performance.siteVisits,
    });
    const opts = { portal: renterPortal };
    return {
      services: { renterPortal },
      register: (app) => portalPageRoutes(app, opts),
      routes: async (app) => {
        await app.register(renterPortalRoutes, opts);
        await app.register(publicRenterPortalRoutes, opts);
      },
    };
  },
});
