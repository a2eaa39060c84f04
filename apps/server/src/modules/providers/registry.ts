import { censusCbpProvider } from './census-cbp.provider';
import { dataForSeoProvider } from './dataforseo.provider';
import type { DataProvider } from './provider.types';

export interface RegistryOptions {
  /** Base URL per provider id, replacing the real API's (tests point them at a local server). */
  baseUrls?: Record<string, string | undefined>;
  /** Extra providers (tests, or ones added later). */
  extra?: DataProvider[];
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;

/** Every provider the app knows and where each one is reached. */
export function createProviderRegistry(options: RegistryOptions = {}) {
  const providers = new Map<string, DataProvider>();
  for (const p of [censusCbpProvider, dataForSeoProvider, ...(options.extra ?? [])]) providers.set(p.id, p);
  const baseUrls = new Map<string, string>();
  for (const [id, url] of Object.entries(options.baseUrls ?? {})) if (url) baseUrls.set(id, url);

  return {
    list: () => [...providers.values()],
    get: (id: string) => providers.get(id),
    baseUrl: (id: string) => baseUrls.get(id) ?? providers.get(id)?.defaultBaseUrl ?? '',
    /** Points a provider at another endpoint (a mirror, a proxy, or a local fake in tests). */
    setBaseUrl(id: string, url: string | null) {
      if (url) baseUrls.set(id, new URL(url).toString());
      else baseUrls.delete(id);
    },
    register(provider: DataProvider) {
      providers.set(provider.id, provider);
    },
  };
}
