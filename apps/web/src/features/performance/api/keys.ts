import type { Scenario, TimeRange } from '@sdp/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of predictions, milestones and achievements. */
export const performanceKeys = {
  all: ['performance'] as const,
  predictions: (
    websiteId: string | null | undefined,
    timeRange: TimeRange,
    scenario: Scenario,
    includeDemo = false,
  ) =>
    [
      'performance',
      'predictions',
      websiteId ?? (includeDemo ? 'portfolio+demo' : 'portfolio'),
      timeRange,
      scenario,
    ] as const,
  milestones: (websiteId?: string | null) => ['performance', 'milestones', websiteId ?? 'all'] as const,
  achievements: () => ['performance', 'achievements'] as const,
};

/** After a pushed performance, lead, ranking or achievement event. */
export const invalidatePerformanceQueries = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: performanceKeys.all });
