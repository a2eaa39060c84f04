/** Query keys of revenue and pipeline figures; invalidating `all` re-reads both. */
export const revenueKeys = {
  all: ['revenue'] as const,
  revenue: () => ['revenue', 'metrics'] as const,
  pipeline: () => ['revenue', 'pipeline'] as const,
};
