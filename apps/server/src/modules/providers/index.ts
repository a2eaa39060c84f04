import { defineModule } from '../../lib/module';
import { providerRoutes } from './providers.routes';
import { createProviderService, type ProviderService } from './providers.service';
import { createProviderRegistry } from './registry';

export { STATE_NAMES } from './fips';
export type {
  MarketTarget,
  ProviderMeasurement,
  SerpItem,
  SerpLocalEntry,
  SerpResult,
} from './provider.types';
export type { MarketAccess, ProviderService } from './providers.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Team provider keys (sealed), metered measurements and SERP searches. */
    providers: ProviderService;
  }
}

/** Data providers (Census CBP, DataForSEO): keys, metered refreshes of a market, SERP checks. */
export const providersModule = defineModule({
  name: 'providers',
  provides: ['providers'],
  requires: ['discovery', 'meter'],
  create: ({ deps, use }) => {
    const providers = createProviderService(deps, {
      registry: createProviderRegistry({
        baseUrls: {
          'census-cbp': deps.config.CENSUS_API_BASE_URL,
          dataforseo: deps.config.DATAFORSEO_API_BASE_URL,
        },
      }),
      meter: use('meter'),
      market: use('discovery').marketAccess,
    });
    return { services: { providers }, routes: (app) => providerRoutes(app, { providers }) };
  },
});
