import type { ServiceDeps } from '../../lib/deps';
import { createMeter } from '../providers/meter';
import { createProviderService, type ProviderService } from '../providers/providers.service';
import { createProviderRegistry, type RegistryOptions } from '../providers/registry';
import { createDiscoveryService, type DiscoveryService } from './discovery.service';
import { createTeamScopes } from './team-scope';

export interface DiscoveryServices {
  discovery: DiscoveryService;
  providers: ProviderService;
}

/** Market discovery and the metered data providers, wired together once per app. */
export function createDiscoveryServices(
  deps: ServiceDeps,
  registry: RegistryOptions = {},
): DiscoveryServices {
  const scopes = createTeamScopes(deps.db);
  const meter = createMeter(deps.db, deps.log);
  const discovery = createDiscoveryService(deps, {
    scopes,
    scraperStats: async (scope) => (await meter.usage(scope.teamId)).scraperStats,
  });
  const providers = createProviderService(deps, {
    registry: createProviderRegistry(registry),
    meter,
    scopes,
    market: discovery.marketAccess,
  });
  return { discovery, providers };
}
