import { defineModule } from '../../lib/module';
import { causalEngine } from './causal.engine';
import { causalRoutes } from './causal.routes';
import { type CausalService, createCausalService } from './causal.service';

export type { CausalService } from './causal.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** The causal framework: interventions and their estimated effects (docs/causal.md). */
    causal: CausalService;
  }
}

/** The causal framework (docs/causal.md). */
export const causalModule = defineModule({
  name: 'causal',
  provides: ['causal'],
  requires: ['engines'],
  create: ({ deps, use }) => {
    const causal = createCausalService({ db: deps.db });
    use('engines').register(causalEngine(deps.db, causal));
    // Every version that goes live is an intervention (docs/causal.md#interventions).
    deps.events.on('site.published', async (e) => {
      try {
        await causal.recordPublished(e);
      } catch (err) {
        deps.log.warn({ err, siteId: e.siteId }, 'causal: intervention not recorded');
      }
    });
    return { services: { causal }, routes: (app) => causalRoutes(app, { causal }) };
  },
});
