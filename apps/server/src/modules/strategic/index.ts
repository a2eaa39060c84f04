import { defineModule } from '../../lib/module';
import { createStrategicEngine } from './strategic.engine';
import { strategicRoutes } from './strategic.routes';
import { createStrategicService, type StrategicService } from './strategic.service';

export type { StrategicService } from './strategic.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Strategic optimizer: value/effort matrix and budget allocation (docs/strategic.md). */
    strategic: StrategicService;
  }
}

/** Strategic optimizer (docs/strategic.md). */
export const strategicModule = defineModule({
  name: 'strategic',
  provides: ['strategic'],
  requires: ['engines', 'discovery', 'revenue'],
  create: ({ deps, use }) => {
    const strategic = createStrategicService({
      db: deps.db,
      discovery: use('discovery'),
      ledger: use('revenue').ledger,
    });
    use('engines').register(createStrategicEngine(strategic));
    return { services: { strategic }, routes: (app) => strategicRoutes(app, { strategic }) };
  },
});
