import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the ML optimization screen. */
export const mlOptimizationKeys = {
  all: ['ml-optimization'] as const,
  overview: () => ['ml-optimization', 'overview'] as const,
  history: () => ['ml-optimization', 'history'] as const,
};

export const invalidateMlOptimization = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: mlOptimizationKeys.all });
