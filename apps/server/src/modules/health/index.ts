import { defineModule } from '../../lib/module';
import { healthRoutes } from './health.routes';

/** GET /api/health: liveness for load balancers and scripts. */
export const healthModule = defineModule({
  name: 'health',
  provides: [],
  create: () => ({ services: {}, routes: healthRoutes }),
});
