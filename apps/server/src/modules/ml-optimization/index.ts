import { defineModule } from '../../lib/module';
import { mlOptimizationRoutes } from './ml-optimization.routes';
import { createMlOptimizationService, type MlOptimizationService } from './ml-optimization.service';

export type { MlOptimizationService } from './ml-optimization.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Observed results vs the scoring, and suggested tunings applied on request (docs/ml-optimization.md). */
    mlOptimization: MlOptimizationService;
  }
}

/** ML optimization (docs/ml-optimization.md): reads the scoring through discovery, outcomes through the revenue ledger. */
export const mlOptimizationModule = defineModule({
  name: 'ml-optimization',
  provides: ['mlOptimization'],
  requires: ['discovery', 'revenue'],
  create: ({ deps, use }) => {
    const ml = createMlOptimizationService(deps, {
      discovery: use('discovery'),
      ledger: use('revenue').ledger,
    });
    return { services: { mlOptimization: ml }, routes: (app) => mlOptimizationRoutes(app, { ml }) };
  },
});
