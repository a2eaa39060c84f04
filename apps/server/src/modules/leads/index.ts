import { defineModule } from '../../lib/module';
import { createLeadServices, type LeadsApi, parseDelays } from './leads.module';
import { leadRoutes } from './leads.routes';
import { publicLeadRoutes } from './public.routes';
import type { RentersService } from './renters.service';
import { revenueRoutes } from './revenue.routes';
import type { RevenueService } from './revenue.service';

export { csvCell, csvLine } from './lead-csv';
export type { LeadServices, LeadsApi } from './leads.module';
export type { RevenueLedger } from './revenue.service';
export { type LedgerEntry, type RevenueSplit, splitOf } from './revenue-ledger';

declare module '../../lib/module' {
  interface ModuleServices {
    /** The lead inbox and the public intake (forms, beacon events), with delivery. */
    leads: LeadsApi;
    /** Renters: who a site's leads go to, by e-mail or signed webhook. */
    renters: RentersService;
    /** Revenue figures, and the ledger other modules read them from. */
    revenue: RevenueService;
  }
}

/** Leads, renters, delivery and revenue (docs/sites-api.md, docs/product/rules.md#lead-capture). */
export const leadsModule = defineModule({
  name: 'leads',
  provides: ['leads', 'renters', 'revenue'],
  requires: ['discovery', 'realtime'],
  create: ({ deps, use }) => {
    const discovery = use('discovery');
    const realtime = use('realtime');
    const built = createLeadServices(deps, {
      realtime: () => realtime,
      verticals: (actor) => discovery.verticals(actor),
      retryDelaysMs: parseDelays(deps.config.LEAD_RETRY_DELAYS),
      sharedLimits: deps.driver === 'postgres',
    });
    const { services } = built;
    return {
      services,
      routes: async (app) => {
        await app.register(leadRoutes, { services });
        await app.register(revenueRoutes, { revenue: services.revenue });
        await app.register(publicLeadRoutes, { leads: services.leads, renters: services.renters });
      },
      start: built.start,
      stop: built.stop,
    };
  },
});
