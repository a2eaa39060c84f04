import type { ServiceDeps } from '../../lib/deps';
import type { DiscoveryService } from '../discovery/discovery.service';
import { createMarketContexts } from '../discovery/market-context';
import { createTeamScopes } from '../discovery/team-scope';
import { getMarketService } from '../market/index';
import type { RealtimeHub } from '../realtime/index';
import { createPredictionsService, type PredictionsService } from './predictions.service';

export type { PredictionParams, PredictionsService } from './predictions.service';

/**
 * app.services.predictions. Opportunities are read from the market engine through the team's
 * market context (payout overrides, measured searches; cached 30 s per team like discovery's),
 * without the derivation and neighbours a full opportunity lookup builds: a portfolio reads 50.
 */
export function createPredictionsModule(
  deps: ServiceDeps,
  options: { discovery: DiscoveryService; realtime: () => RealtimeHub | undefined },
): PredictionsService {
  const contexts = createMarketContexts(deps.db);
  return createPredictionsService(deps.db, {
    scopes: createTeamScopes(deps.db),
    async opportunity(scope, id) {
      const market = getMarketService();
      const at = market.parseId(id);
      if (!at) return null;
      const { ctx } = await contexts.caller(scope);
      return market.toOpportunity(market.view(ctx), at.v, at.p);
    },
    verticals: (userId) => options.discovery.verticals(userId),
    realtime: options.realtime,
  });
}
