import { defineModule } from '../../lib/module';
import { limitsRoutes } from './limits.routes';
import { createLimitsService, type LimitsService } from './limits.service';

export type { LimitsService } from './limits.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Per-team usage limits, asked before builds, deploys, jobs and demo runs (docs/limits.md). */
    limits: LimitsService;
  }
}

export const limitsModule = defineModule({
  name: 'limits',
  provides: ['limits'],
  requires: ['billing', 'meter'],
  create: ({ deps, use }) => {
    const limits = createLimitsService(deps, { billing: use('billing'), meter: use('meter') });
    return { services: { limits }, routes: (app) => limitsRoutes(app, { limits }) };
  },
});
