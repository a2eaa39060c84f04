/** Query keys of the data-provider calls; invalidating the root re-reads keys and the meter. */
export const providerKeys = {
  all: ['providers'] as const,
  list: () => ['providers', 'list'] as const,
  usage: () => ['providers', 'usage'] as const,
};
