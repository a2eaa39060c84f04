import { defineModule } from '../../lib/module';
import { getMarketService } from '../market/index';
import { predictionRoutes } from './predictions.routes';
import { createPredictionsService, type PredictionsService } from './predictions.service';

export type { PredictionParams, PredictionsService } from './predictions.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Visitors, leads and revenue forecast per site or portfolio (docs/predictions.md). */
    predictions: PredictionsService;
  }
}

/**
 * Predictions. Opportunities are read from the market engine through the team's market context
 * (payout overrides, measured searches), without the derivation a full lookup builds: a portfolio reads 50.
 */
export const predictionsModule = defineModule({
  name: 'predictions',
  provides: ['predictions'],
  requires: ['discovery', 'realtime'],
  create: ({ deps, use }) => {
    const discovery = use('discovery');
    const realtime = use('realtime');
    const predictions = createPredictionsService(deps.db, {
      async opportunity(scope, id) {
        const market = getMarketService();
        const at = market.parseId(id);
        if (!at) return null;
        const ctx = await discovery.marketContext(scope);
        return market.toOpportunity(market.view(ctx), at.v, at.p);
      },
      verticals: (actor) => discovery.verticals(actor),
      realtime: () => realtime,
    });
    return { services: { predictions }, routes: (app) => predictionRoutes(app, { predictions }) };
  },
});
