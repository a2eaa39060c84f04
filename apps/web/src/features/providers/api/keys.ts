import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the data-provider calls; invalidating the root re-reads keys and the meter. */
export const providerKeys = {
  all: ['providers'] as const,
  list: () => ['providers', 'list'] as const,
  usage: () => ['providers', 'usage'] as const,
};

/** After a key was saved or removed: the providers and the meter. */
export const invalidateProviders = (qc: QueryClient) => qc.invalidateQueries({ queryKey: providerKeys.all });

/** After a metered call (failed calls count too): the meter. */
export const invalidateProviderUsage = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: providerKeys.usage() });
